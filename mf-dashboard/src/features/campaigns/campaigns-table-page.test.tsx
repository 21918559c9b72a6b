import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CampaignSummary } from 'api/types';
import { ADMIN, mockApi, pretendNarrowScreen, renderWithProviders, type FetchCall } from '../frame/test/render';
import { CampaignsTablePage } from './campaigns-table-page';
import { campaign } from './test-data';

function serve(list: CampaignSummary[], onWrite?: (call: FetchCall) => { status?: number; body: unknown } | undefined) {
  return mockApi((call) => {
    if (call.method === 'GET' && call.url === '/donations') return { body: { success: true, data: list, total: list.length } };
    return onWrite?.(call);
  });
}

const flood = campaign();
const school = campaign({ _id: '4', title: 'School books', category: 'Education', amount: 1250.5 });

describe('All Donations table', () => {
  it('lists campaigns with their number, title, category and amount', async () => {
    serve([flood, school]);
    renderWithProviders(<CampaignsTablePage />, { as: ADMIN });
    expect(screen.getByRole('heading', { name: 'All Donations' })).toBeTruthy();
    expect(document.title).toBe('All Donations – Post-Disaster Relief Donation Platform');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['No.', 'Title', 'Category', 'Amount', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[1]!).getAllByRole('cell').slice(0, 4).map((td) => td.textContent)).toEqual(['2', 'School books', 'Education', 'Tk 1,250.50']);
    expect(screen.getByRole('link', { name: 'Add Donation' }).getAttribute('href')).toBe('/dashboard/create-donation');
  });

  it('keeps every action in the last column, which stays at the right edge while the table scrolls', async () => {
    serve([flood]);
    renderWithProviders(<CampaignsTablePage />, { as: ADMIN });
    const table = await screen.findByRole('table');
    const last = within(table).getAllByRole('row')[1]!.lastElementChild as HTMLElement;
    expect(last.style.position).toBe('sticky');
    expect(within(last).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Close Sylhet flood', 'Edit Sylhet flood', 'Delete Sylhet flood']);
    expect(within(last).getByRole('link', { name: /^Updates / })).toBeTruthy();
  });

  it('shows a card per campaign on a phone, with its fields and every action', async () => {
    const undo = pretendNarrowScreen();
    try {
      serve([flood, school]);
      renderWithProviders(<CampaignsTablePage />, { as: ADMIN });
      const list = await screen.findByRole('list', { name: 'Campaigns' });
      expect(screen.queryByRole('table')).toBeNull();
      const card = within(list).getAllByRole('listitem')[1]!;
      expect(card).toHaveTextContent('2. School books');
      expect(card).toHaveTextContent('Education · Tk 1,250.50');
      expect(card).toHaveTextContent('Open');
      expect(within(card).getByRole('button', { name: 'Close School books' })).toBeTruthy();
      expect(within(card).getByRole('link', { name: /^Updates / })).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Edit School books' })).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Delete School books' })).toBeTruthy();
    } finally {
      undo();
    }
  });

  it('says when there are no campaigns', async () => {
    serve([]);
    renderWithProviders(<CampaignsTablePage />, { as: ADMIN });
    expect(await screen.findByText('No donations available.')).toBeTruthy();
  });

  it('asks before deleting; Cancel sends nothing and returns focus', async () => {
    const calls = serve([flood]);
    renderWithProviders(<CampaignsTablePage />, { as: ADMIN });
    const del = await screen.findByRole('button', { name: 'Delete Sylhet flood' });
    await userEvent.click(del);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this donation?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(del));
  });

  it('deletes on "Yes, delete", says so and reloads the list', async () => {
    let list = [flood, school];
    const calls = mockApi((call) => {
      if (call.method === 'GET' && call.url === '/donations') return { body: { success: true, data: list, total: list.length } };
      if (call.method === 'DELETE' && call.url === '/delete-donation/3') {
        list = [school];
        return { body: { success: true, message: 'Campaign deleted' } };
      }
      return undefined;
    });
    renderWithProviders(<CampaignsTablePage />, { as: ADMIN });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sylhet flood' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Campaign deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Sylhet flood')).toBeNull());
    expect(calls.filter((c) => c.method === 'GET' && c.url === '/donations')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "Failed to delete donation." when the server refuses', async () => {
    serve([flood], (call) =>
      call.method === 'DELETE' ? { status: 404, body: { success: false, message: 'Campaign not found' } } : undefined,
    );
    renderWithProviders(<CampaignsTablePage />, { as: ADMIN });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sylhet flood' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Failed to delete donation.')).toBeTruthy();
    expect(screen.getByText('Campaign not found')).toBeTruthy();
  });

  it('edits in a dialog prefilled with the campaign, sends all fields and closes on save', async () => {
    const calls = serve([flood], (call) =>
      call.method === 'POST' && call.url === '/edit-donation/3' ? { body: { success: true, message: 'Campaign updated' } } : undefined,
    );
    renderWithProviders(<CampaignsTablePage />, { as: ADMIN });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sylhet flood' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Donation' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ }) as HTMLInputElement;
    expect(title.value).toBe('Sylhet flood');
    expect((within(dialog).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value).toBe('5000');
    await userEvent.clear(title);
    await userEvent.type(title, 'Sylhet flood 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      image: 'https://example.org/flood.jpg',
      category: 'Flood',
      title: 'Sylhet flood 2026',
      amount: '5000',
      description: 'Boats and food for families',
    });
    expect(await screen.findByText('Campaign updated')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the edit dialog on Cancel without sending anything', async () => {
    const calls = serve([flood]);
    renderWithProviders(<CampaignsTablePage />, { as: ADMIN });
    const edit = await screen.findByRole('button', { name: 'Edit Sylhet flood' });
    await userEvent.click(edit);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });
});

describe('All Donations table, paged', () => {
  it('asks for 50 campaigns at a time, shows the total, and numbers page 2 from 51', async () => {
    const many = Array.from({ length: 120 }, (_, i) => campaign({ _id: String(i + 1), title: `Campaign ${i + 1}` }));
    const calls = mockApi(({ method, url, query }) => {
      if (method !== 'GET' || url !== '/donations') return undefined;
      const limit = Number(query?.get('limit') ?? 100);
      const offset = Number(query?.get('offset') ?? 0);
      return { body: { success: true, data: many.slice(offset, offset + limit), total: many.length } };
    });
    renderWithProviders(<CampaignsTablePage />, { as: ADMIN });
    expect(await screen.findByText('120 donation campaigns')).toBeTruthy();
    expect(calls[0]!.query?.get('limit')).toBe('50');
    expect(calls[0]!.query?.get('offset')).toBe('0');
    const pages = screen.getByRole('navigation', { name: 'Pages of campaigns' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Campaign 51');
    expect(calls.at(-1)!.query?.get('offset')).toBe('50');
    const firstRow = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell')[0]!.textContent).toBe('51');
    expect(screen.queryByText('Campaign 50')).toBeNull();
  });
});
