import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Volunteer } from 'api/types';
import { Dashboard } from '../frame/dashboard';
import { ADMIN, mockApi, pretendNarrowScreen, renderWithProviders } from '../frame/test/render';

function volunteer(n: number): Volunteer {
  return { _id: String(n), name: `Volunteer ${n}`, image: '', profession: 'Nurse', location: 'Sylhet' };
}

function renderPage(path = '/dashboard/volunteers') {
  return renderWithProviders(<Dashboard />, { as: ADMIN, path, route: '/dashboard/*' });
}

describe('Volunteers (admin)', () => {
  it('lists them 20 a page with name, profession and location', async () => {
    const all = Array.from({ length: 41 }, (_, i) => volunteer(i + 1));
    const calls = mockApi(({ url, query }) => {
      if (url !== '/get-volunteers') return undefined;
      const limit = Number(query?.get('limit'));
      const offset = Number(query?.get('offset'));
      return { body: { success: true, data: all.slice(offset, offset + limit), total: all.length } };
    });
    renderPage('/dashboard/volunteers?page=3');
    expect(document.title).toBe('Volunteers – Post-Disaster Relief Donation Platform');
    const table = await screen.findByRole('table');
    await within(table).findByText('Volunteer 41');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Profession', 'Location', 'Delete']);
    expect(calls[0]!.query?.get('offset')).toBe('40');
    expect(screen.getByTestId('paging-summary').textContent).toContain('Showing 41–41 of 41 volunteers');
  });

  it('shows a card per volunteer on a phone, with the delete button', async () => {
    const undo = pretendNarrowScreen();
    try {
      mockApi(({ url }) => (url === '/get-volunteers' ? { body: { success: true, data: [volunteer(1), volunteer(2)], total: 2 } } : undefined));
      renderPage();
      const cards = within(await screen.findByRole('list', { name: 'Volunteers' })).getAllByRole('listitem');
      expect(screen.queryByRole('table')).toBeNull();
      for (const text of ['Volunteer 2', 'Nurse', 'Sylhet']) expect(cards[1]).toHaveTextContent(text);
      expect(within(cards[1]!).getByRole('button', { name: /Volunteer 2/ })).toBeTruthy();
    } finally {
      undo();
    }
  });

  it('deletes after confirming, says so and refreshes the list', async () => {
    let list = [volunteer(1), volunteer(2)];
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/get-volunteers') return { body: { success: true, data: list, total: list.length } };
      if (method === 'DELETE' && url === '/delete-volunteer/2') {
        list = [volunteer(1)];
        return { body: { success: true, message: 'Volunteer deleted' } };
      }
      return undefined;
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete volunteer Volunteer 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete volunteer' });
    expect(within(dialog).getByText('Volunteer 2, Nurse')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Volunteer deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Volunteer 2')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/delete-volunteer/2']);
  });

  it('says why when the delete fails, and keeps the row', async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/get-volunteers') return { body: { success: true, data: [volunteer(1)], total: 1 } };
      if (method === 'DELETE') return { status: 404, body: { success: false, message: 'Volunteer not found' } };
      return undefined;
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete volunteer Volunteer 1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Could not remove the volunteer')).toBeTruthy();
    expect(screen.getByText('Volunteer not found')).toBeTruthy();
    expect(screen.getByText('Volunteer 1')).toBeTruthy();
  });
});
