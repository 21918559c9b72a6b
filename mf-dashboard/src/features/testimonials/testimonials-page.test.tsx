import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dashboard } from '../frame/dashboard';
import { ADMIN, mockApi, pretendNarrowScreen, renderWithProviders } from '../frame/test/render';
import type { Testimonial } from 'api/types';

function testimonial(n: number, overrides: Partial<Testimonial> = {}): Testimonial {
  return { _id: String(n), userId: null, title: `Story ${n}`, testimonial: `We got help ${n}.`, name: `Author ${n}`, time: Date.UTC(2026, 0, n), ...overrides };
}

function renderPage(path = '/dashboard/testimonials') {
  return renderWithProviders(<Dashboard />, { as: ADMIN, path, route: '/dashboard/*' });
}

describe('Testimonials (admin)', () => {
  it('lists them a page of 20 at a time (limit and offset) with title, text, author and date', async () => {
    const all = Array.from({ length: 25 }, (_, i) => testimonial(i + 1));
    const calls = mockApi(({ url, query }) => {
      if (url !== '/get-testimonials') return undefined;
      const limit = Number(query?.get('limit'));
      const offset = Number(query?.get('offset'));
      return { body: { success: true, data: all.slice(offset, offset + limit), total: all.length } };
    });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Testimonials' })).toBeTruthy();
    expect(document.title).toBe('Testimonials – Post-Disaster Relief Donation Platform');
    const table = await screen.findByRole('table');
    await within(table).findByText('Story 1');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Title', 'Testimonial', 'By', 'Date', 'Delete']);
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(calls[0]!.query?.get('limit')).toBe('20');
    expect(screen.getByTestId('paging-summary').textContent).toContain('Showing 1–20 of 25 testimonials');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(table).findByText('Story 25');
    expect(calls.at(-1)!.query?.get('offset')).toBe('20');
  });

  it('shows a card per testimonial on a phone, with the delete button', async () => {
    const undo = pretendNarrowScreen();
    try {
      mockApi(({ url }) => (url === '/get-testimonials' ? { body: { success: true, data: [testimonial(1)], total: 1 } } : undefined));
      renderPage();
      const card = within(await screen.findByRole('list', { name: 'Testimonials' })).getByRole('listitem');
      expect(screen.queryByRole('table')).toBeNull();
      for (const text of ['Story 1', 'We got help 1.', 'Author 1', '1 Jan 2026']) expect(card).toHaveTextContent(text);
      expect(within(card).getByRole('button', { name: /Story 1/ })).toBeTruthy();
    } finally {
      undo();
    }
  });

  it('asks before deleting; Cancel sends nothing', async () => {
    const calls = mockApi(({ url }) => (url === '/get-testimonials' ? { body: { success: true, data: [testimonial(1)], total: 1 } } : undefined));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete testimonial Story 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete testimonial' });
    expect(within(dialog).getByText('“Story 1” by Author 1')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('deletes on "Yes, delete" (DELETE /delete-testimonial/{id}), says so and refreshes the list', async () => {
    let list = [testimonial(1), testimonial(2)];
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/get-testimonials') return { body: { success: true, data: list, total: list.length } };
      if (method === 'DELETE' && url === '/delete-testimonial/1') {
        list = [testimonial(2)];
        return { body: { success: true, message: 'Testimonial deleted' } };
      }
      return undefined;
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete testimonial Story 1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Testimonial deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Story 1')).toBeNull());
    expect(screen.getByText('Story 2')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('says why when the server refuses the delete', async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/get-testimonials') return { body: { success: true, data: [testimonial(1)], total: 1 } };
      if (method === 'DELETE') return { status: 403, body: { success: false, message: 'Set up two-factor sign-in (Dashboard → Security) before making changes as an administrator' } };
      return undefined;
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete testimonial Story 1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Could not delete the testimonial')).toBeTruthy();
    expect(screen.getByText(/Set up two-factor sign-in \(Dashboard → Security\)/)).toBeTruthy();
    expect(screen.getByText('Story 1')).toBeTruthy();
  });

  it('says when there are none', async () => {
    mockApi(({ url }) => (url === '/get-testimonials' ? { body: { success: true, data: [], total: 0 } } : undefined));
    renderPage();
    expect(await screen.findByText('No testimonials yet.')).toBeTruthy();
  });
});
