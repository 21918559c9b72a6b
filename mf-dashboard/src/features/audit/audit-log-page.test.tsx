import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from 'api/types';
import { Dashboard } from '../frame/dashboard';
import { ADMIN, USER, mockApi, pretendNarrowScreen, renderWithProviders } from '../frame/test/render';
import { changes } from './audit-values';

const entries: AuditEntry[] = [
  { _id: '12', time: Date.UTC(2026, 10, 24, 9), actorId: '1', actorName: 'Ada Admin', action: 'campaign.update', targetType: 'campaign', targetId: '3', before: { title: 'Old', target: 1000, image: '/a.svg' }, after: { title: 'New', target: 2000, image: '/a.svg' } },
  { _id: '11', time: Date.UTC(2026, 10, 24, 8), actorId: '1', actorName: 'Ada Admin', action: 'donation.confirm', targetType: 'donation', targetId: '40', before: { status: 'pending' }, after: { status: 'confirmed' } },
];

describe('Audit log', () => {
  it('lists entries newest first in words; filters go to the address and the query; before and after open on demand', async () => {
    const calls = mockApi(({ url, query }) => (url === '/audit-log' ? { body: { success: true, data: query?.get('action') ? [entries[1]] : entries, total: 2 } } : undefined));
    renderWithProviders(<Dashboard />, { as: ADMIN, path: '/dashboard/audit-log', route: '/dashboard/*' });
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Audit log – Post-Disaster Relief Donation Platform'));
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Edited a campaign');
    expect(first).toHaveTextContent('campaign 3');
    expect(within(first).queryByText('Old → New')).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: 'Before and after of entry 12' }));
    expect(within(first).getByText('Old → New')).toBeTruthy();
    expect(within(first).getByText('1000 → 2000')).toBeTruthy();
    expect(within(first).queryByText('image')).toBeNull(); // unchanged keys are not listed
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'donation.confirm');
    await waitFor(() => expect(calls.at(-1)!.query?.get('action')).toBe('donation.confirm'));
    await userEvent.type(screen.getByLabelText('Target id'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(calls.at(-1)!.query?.get('targetId')).toBe('40'));
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
    expect(screen.queryByRole('button', { name: /delete|edit/i })).toBeNull();
  });

  it('shows a card per entry on a phone: what, when, who, the target, and its before and after on demand', async () => {
    const undo = pretendNarrowScreen();
    try {
      mockApi(({ url }) => (url === '/audit-log' ? { body: { success: true, data: entries, total: 2 } } : undefined));
      renderWithProviders(<Dashboard />, { as: ADMIN, path: '/dashboard/audit-log', route: '/dashboard/*' });
      const list = await screen.findByRole('list', { name: 'Audit log entries' });
      expect(screen.queryByRole('table')).toBeNull();
      const [first] = within(list).getAllByRole('listitem');
      for (const text of ['Edited a campaign', 'When', 'Who', 'Ada Admin', 'Target', 'campaign 3']) expect(first).toHaveTextContent(text);
      await userEvent.click(within(first!).getByRole('button', { name: 'Before and after of entry 12' }));
      expect(within(first!).getByText('Old → New')).toBeTruthy();
    } finally {
      undo();
    }
  });

  it('is for admins only', () => {
    const calls = mockApi(() => undefined);
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/audit-log', route: '/dashboard/*' });
    expect(screen.queryByRole('heading', { name: 'Audit log' })).toBeNull();
    expect(calls.some((c) => c.url === '/audit-log')).toBe(false);
  });

  it('shows what changed, key by key', () => {
    expect(changes({ a: 1, b: 2 }, { a: 1, b: 3, c: 'x' })).toEqual([
      { key: 'b', before: '2', after: '3' },
      { key: 'c', before: '—', after: 'x' },
    ]);
    expect(changes(null, { title: 'T' })).toEqual([{ key: 'title', before: '—', after: 'T' }]);
    expect(changes('a', 'b')).toEqual([{ key: 'value', before: 'a', after: 'b' }]);
  });
});
