import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dashboard } from '../frame/dashboard';
import { ADMIN, USER, mockApi, pretendNarrowScreen, renderWithProviders } from '../frame/test/render';
import { gift } from './test-data';

const record = gift;

const mine = [record({ _id: '1' }), record({ _id: '2', title: 'School books', donationAmount: 120.5 })];

describe('My donations', () => {
  it('shows the count and a table of image, title, amount and time', async () => {
    mockApi(({ url }) => (url === '/user-donations/rahim%40example.com' ? { body: { success: true, data: mine } } : undefined));
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/user-donations/rahim@example.com', route: '/dashboard/*' });
    expect(screen.getByRole('heading', { name: 'Number Of Donations' })).toBeTruthy();
    expect(document.title).toBe('My Donations – Post-Disaster Relief Donation Platform');
    expect((await screen.findByTestId('my-donations-count')).textContent).toBe('2');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Image', 'Title', 'Amount', 'Time', 'Status']);
    expect(within(table).getByText('Tk 120.50')).toBeTruthy();
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
    await waitFor(() => expect(document.title).toBe('Donations of karim@example.com – Post-Disaster Relief Donation Platform'));
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
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'Name', 'Email', 'Title', 'Amount', 'Date', 'Status']);
    expect(within(table).getByText('k@example.com')).toBeTruthy();
  });

  it('shows a card per donation on a phone, with every field and the refund and receipt buttons', async () => {
    const undo = pretendNarrowScreen();
    try {
      mockApi(({ url }) => (url === '/user-donations' ? { body: { success: true, data: [record({ _id: '3', name: 'Karim', email: 'k@example.com', donationAmount: 750 })] } } : undefined));
      renderWithProviders(<Dashboard />, { as: ADMIN, path: '/dashboard/user-donations', route: '/dashboard/*' });
      const card = within(await screen.findByRole('list', { name: 'Donations' })).getByRole('listitem');
      expect(screen.queryByRole('table')).toBeNull();
      for (const text of ['1. Karim', 'k@example.com', 'Sylhet flood', 'Tk 750', '20 Nov 2026', 'RLF-3']) expect(card).toHaveTextContent(text);
      expect(within(card).getByRole('button', { name: 'Refund RLF-3' })).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Receipt of RLF-3 (PDF)' })).toBeTruthy();
    } finally {
      undo();
    }
  });

  it('pages: the total in the heading, 50 rows a page, numbered across pages', async () => {
    const many = Array.from({ length: 130 }, (_, i) => record({ _id: String(i + 1), name: `Donor ${i + 1}` }));
    const calls = mockApi(({ url, query }) => {
      if (url !== '/user-donations') return undefined;
      const limit = Number(query?.get('limit'));
      const offset = Number(query?.get('offset'));
      return { body: { success: true, data: many.slice(offset, offset + limit), total: many.length } };
    });
    renderWithProviders(<Dashboard />, { as: ADMIN, path: '/dashboard/user-donations', route: '/dashboard/*' });
    expect((await screen.findByTestId('donations-count')).textContent).toBe('130');
    expect(calls[0]!.query?.get('limit')).toBe('50');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages of donations' })).getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Donor 101');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(within(rows[0]!).getAllByRole('cell')[0]!.textContent).toBe('101');
    expect(calls.at(-1)!.query?.get('offset')).toBe('100');
    expect(screen.getByTestId('paging-summary').textContent).toContain('Showing 101–130 of 130 donations');
  });
});

describe('My donations, paged', () => {
  it('asks for 20 at a time for that account and shows the total', async () => {
    const many = Array.from({ length: 45 }, (_, i) => record({ _id: String(i + 1), title: `Gift ${i + 1}` }));
    const calls = mockApi(({ url, query }) => {
      if (url !== '/user-donations/rahim%40example.com') return undefined;
      const limit = Number(query?.get('limit'));
      const offset = Number(query?.get('offset'));
      return { body: { success: true, data: many.slice(offset, offset + limit), total: many.length } };
    });
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/user-donations/rahim@example.com', route: '/dashboard/*' });
    expect((await screen.findByTestId('my-donations-count')).textContent).toBe('45');
    expect(calls[0]!.query?.get('limit')).toBe('20');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages of donations' })).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/user-donations/rahim@example.com?page=2'));
    expect((await screen.findAllByText('Gift 21')).length).toBeGreaterThan(0);
    expect(calls.at(-1)!.query?.get('offset')).toBe('20');
  });
});
