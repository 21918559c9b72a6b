import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, mockApi, renderWithProviders } from '../frame/test/render';
import { EditCampaignPage } from './edit-campaign-page';
import { campaign } from './test-data';

describe('Edit Donation page', () => {
  it('loads the campaign from the route id, sends every field and returns to the list', async () => {
    const calls = mockApi((call) => {
      if (call.method === 'GET' && call.url === '/single-donation/3') return { body: { success: true, data: campaign() } };
      if (call.method === 'POST' && call.url === '/edit-donation/3') return { body: { success: true, message: 'Campaign updated' } };
      return undefined;
    });
    renderWithProviders(<EditCampaignPage />, { as: ADMIN, path: '/dashboard/donations/edit/3', route: '/dashboard/donations/edit/:id' });
    expect(screen.getByRole('heading', { name: 'Edit Donation' })).toBeTruthy();
    expect(document.title).toBe('Edit Donation – Post-Disaster Relief Donation Platform');
    const amount = (await screen.findByRole('textbox', { name: /Amount/ })) as HTMLInputElement;
    expect(amount.value).toBe('5000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '7500.25');
    await userEvent.click(screen.getByRole('button', { name: 'Update Donation' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/donations'));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/edit-donation/3',
      body: {
        image: 'https://example.org/flood.jpg',
        category: 'Flood',
        title: 'Sylhet flood',
        amount: '7500.25',
        description: 'Boats and food for families',
      },
    });
    expect(await screen.findByText('Campaign updated')).toBeTruthy();
  });

  it('shows the campaign’s category selected, and keeps one that is not in the list', async () => {
    const calls = mockApi((call) => {
      if (call.method === 'GET' && call.url === '/single-donation/3') return { body: { success: true, data: campaign({ category: 'Drought' }) } };
      if (call.method === 'POST' && call.url === '/edit-donation/3') return { body: { success: true, message: 'Campaign updated' } };
      return undefined;
    });
    renderWithProviders(<EditCampaignPage />, { as: ADMIN, path: '/dashboard/donations/edit/3', route: '/dashboard/donations/edit/:id' });
    const select = (await screen.findByRole('combobox', { name: /Category/ })) as HTMLSelectElement;
    expect(select.value).toBe('Drought');
    expect(screen.getByRole('option', { name: 'Drought' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Update Donation' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ category: 'Drought' }));
  });

  it('shows why a missing campaign cannot be edited', async () => {
    mockApi(() => ({ status: 404, body: { success: false, message: 'Campaign not found' } }));
    renderWithProviders(<EditCampaignPage />, { as: ADMIN, path: '/dashboard/donations/edit/99', route: '/dashboard/donations/edit/:id' });
    expect(await screen.findByText('Campaign not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Donation' })).toBeNull();
  });
});
