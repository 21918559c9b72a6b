import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DonationRecord } from 'shared-auth';
import { Dashboard } from '../frame/dashboard';
import { ADMIN, USER, mockApi, renderWithProviders } from '../frame/test/render';

function record(overrides: Partial<DonationRecord>): DonationRecord {
  return {
    _id: '1',
    campaignId: '3',
    title: 'Sylhet flood',
    donationImage: '/assets/campaigns/flood-1.svg',
    donationAmount: 500,
    time: Date.UTC(2026, 10, 20, 10),
    name: 'Rahim Uddin',
    email: 'rahim@example.com',
    anonymous: false,
    ...overrides,
  };
}

const mine = [record({ _id: '1' }), record({ _id: '2', title: 'School books', donationAmount: 120.5 })];

describe('My donations', () => {
  it('shows the count and a table of image, title, amount and time', async () => {
    mockApi(({ url }) => (url === '/user-donations/rahim%40example.com' ? { body: { success: true, data: mine } } : undefined));
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/user-donations/rahim@example.com', route: '/dashboard/*' });
    expect(screen.getByRole('heading', { name: 'Number Of Donations' })).toBeTruthy();
    expect(document.title).toBe('My Donations – Post-Disaster Relief Donation Platform');
    expect((await screen.findByTestId('my-donations-count')).textContent).toBe('2');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Image', 'Title', 'Amount', 'Time']);
    expect(within(table).getByText('Tk. 120.50')).toBeTruthy();
  });

  it('says when there are none', async () => {
    mockApi(({ url }) => (url.startsWith('/user-donations/') ? { body: { success: true, data: [] } } : undefined));
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/user-donations/rahim@example.com', route: '/dashboard/*' });
    expect((await screen.findAllByText('No donations found.')).length).toBeGreaterThan(0);
  });

  it("says whose donations an admin is looking at in the title", async () => {
    mockApi(({ url }) => (url.startsWith('/user-donations/') ? { body: { success: true, data: [] } } : undefined));
    renderWithProviders(<Dashboard />, { as: ADMIN, path: '/dashboard/user-donations/karim@example.com', route: '/dashboard/*' });
    expect(await screen.findByText('Donations of karim@example.com')).toBeTruthy();
    expect(document.title).toBe('Donations of karim@example.com – Post-Disaster Relief Donation Platform');
  });
});

describe('All user donations', () => {
  it('lists every donation with #, Name, Email, Title, Amount and Date', async () => {
    mockApi(({ url }) => (url === '/user-donations' ? { body: { success: true, data: [...mine, record({ _id: '3', name: 'Karim', email: 'k@example.com' })] } } : undefined));
    renderWithProviders(<Dashboard />, { as: ADMIN, path: '/dashboard/user-donations', route: '/dashboard/*' });
    expect(screen.getByRole('heading', { name: 'Total Donations' })).toBeTruthy();
    expect(document.title).toBe('All User Donations – Post-Disaster Relief Donation Platform');
    expect((await screen.findByTestId('donations-count')).textContent).toBe('3');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'Name', 'Email', 'Title', 'Amount', 'Date']);
    expect(within(table).getByText('k@example.com')).toBeTruthy();
  });
});
