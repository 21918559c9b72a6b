import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'api/types';
import { Dashboard } from './dashboard';
import { filterRows } from './search-context';
import { ADMIN, mockApi, renderWithProviders } from './test/render';

describe('filterRows', () => {
  const rows = [
    { name: 'Rahim Uddin', city: 'Dhaka' },
    { name: 'Karim', city: 'Sylhet' },
    { name: 'Nusrat', city: 'dhaka north' },
  ];
  const texts = (r: (typeof rows)[number]) => [r.name, r.city];

  it('keeps every row for an empty or blank query', () => {
    expect(filterRows(rows, '', texts)).toHaveLength(3);
    expect(filterRows(rows, '   ', texts)).toHaveLength(3);
  });

  it('matches case-insensitively across the row’s texts', () => {
    expect(filterRows(rows, 'DHAKA', texts).map((r) => r.name)).toEqual(['Rahim Uddin', 'Nusrat']);
  });

  it('needs every word to match somewhere in the row', () => {
    expect(filterRows(rows, 'dhaka nus', texts).map((r) => r.name)).toEqual(['Nusrat']);
    expect(filterRows(rows, 'karim dhaka', texts)).toEqual([]);
  });

  it('ignores missing values', () => {
    expect(filterRows([{ a: null as string | null }], 'x', (r) => [r.a])).toEqual([]);
  });
});

const users: User[] = [
  { _id: '1', name: 'Ada Admin', email: 'admin@relief.test', image: '', profession: 'Coordinator', address: 'Dhaka', role: 'admin', createdAt: 1, emailVerified: true, twoFactorEnabled: false },
  { _id: '12345678', name: 'Rahim Uddin', email: 'rahim@example.com', image: '', profession: 'Teacher', address: 'Sylhet', role: 'user', createdAt: 2, emailVerified: true, twoFactorEnabled: false },
  { _id: '9', name: 'Nusrat Jahan', email: 'nusrat@example.com', image: '', profession: 'Nurse', address: 'Khulna', role: 'user', createdAt: 3, emailVerified: true, twoFactorEnabled: false },
];

describe('top-bar search', () => {
  it('filters the rows of the table on the current screen, and says when nothing matches', async () => {
    mockApi(({ url }) => (url === '/users' ? { body: { success: true, data: users } } : undefined));
    renderWithProviders(<Dashboard />, { path: '/dashboard/users', as: ADMIN, route: '/dashboard/*' });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));

    const search = screen.getByRole('searchbox', { name: 'Search the table on this page' });
    await userEvent.type(search, 'teach');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Rahim Uddin')).toBeTruthy();
    expect(within(table).getByText('…45678')).toBeTruthy();

    await userEvent.clear(search);
    await userEvent.type(search, 'nobody-here');
    expect(within(table).getByText('Nothing matches “nobody-here”.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('is disabled on a screen without a table', async () => {
    mockApi(() => undefined);
    renderWithProviders(<Dashboard />, { path: '/dashboard/create-donation', as: ADMIN, route: '/dashboard/*' });
    expect((screen.getByRole('searchbox', { name: 'Search the table on this page' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('toggles a user row’s highlight by click and by keyboard', async () => {
    mockApi(({ url }) => (url === '/users' ? { body: { success: true, data: users } } : undefined));
    renderWithProviders(<Dashboard />, { path: '/dashboard/users', as: ADMIN, route: '/dashboard/*' });
    const cell = await screen.findByText('Nusrat Jahan');
    const row = cell.closest('tr')!;
    expect(row.getAttribute('aria-selected')).toBe('false');
    await userEvent.click(cell);
    expect(row.getAttribute('aria-selected')).toBe('true');
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(row.getAttribute('aria-selected')).toBe('false');
  });

  it('shows the empty text when there are no users', async () => {
    mockApi(({ url }) => (url === '/users' ? { body: { success: true, data: [] } } : undefined));
    renderWithProviders(<Dashboard />, { path: '/dashboard/users', as: ADMIN, route: '/dashboard/*' });
    expect(await screen.findByText('No users found.')).toBeTruthy();
  });

  it('shows the server’s reason when the users cannot be loaded', async () => {
    mockApi(({ url }) => (url === '/users' ? { status: 403, body: { success: false, message: 'Administrators only' } } : undefined));
    renderWithProviders(<Dashboard />, { path: '/dashboard/users', as: ADMIN, route: '/dashboard/*' });
    expect(await screen.findByText('Administrators only')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
