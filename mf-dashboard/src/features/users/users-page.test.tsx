import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'api/types';
import { Dashboard } from '../frame/dashboard';
import { ADMIN, mockApi, pretendNarrowScreen, renderWithProviders } from '../frame/test/render';

function person(n: number): User {
  return {
    _id: String(n),
    name: `Person ${n}`,
    email: `p${n}@example.com`,
    image: '',
    profession: 'Teacher',
    address: 'Dhaka',
    role: 'user',
    createdAt: n,
    emailVerified: true,
    twoFactorEnabled: false,
  };
}

const ALL = Array.from({ length: 120 }, (_, i) => person(i + 1));

/** GET /users as the API answers it: the page asked for and the total. */
function serveUsers(rows = ALL) {
  return mockApi(({ url, query }) => {
    if (url !== '/users') return undefined;
    const limit = Number(query?.get('limit') ?? 100);
    const offset = Number(query?.get('offset') ?? 0);
    return { body: { success: true, data: rows.slice(offset, offset + limit), total: rows.length } };
  });
}

function bodyRows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

describe('Users, paged', () => {
  it('asks for the first 50, shows the total, and moves to page 2 (offset 50) with the address', async () => {
    const calls = serveUsers();
    renderWithProviders(<Dashboard />, { path: '/dashboard/users', as: ADMIN, route: '/dashboard/*' });
    expect((await screen.findByTestId('users-count')).textContent).toBe('120');
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByTestId('paging-summary').textContent).toContain('Showing 1–50 of 120 users');
    expect(calls[0]!.query?.get('limit')).toBe('50');
    expect(calls[0]!.query?.get('offset')).toBe('0');

    const pages = screen.getByRole('navigation', { name: 'Pages of users' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeTruthy();
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/users?page=2'));
    await screen.findByText('Person 51');
    expect(screen.queryByText('Person 50')).toBeNull();
    expect(calls.at(-1)!.query?.get('offset')).toBe('50');
    expect(screen.getByTestId('paging-summary').textContent).toContain('Showing 51–100 of 120 users');
  });

  it('opens the page the address names', async () => {
    const calls = serveUsers();
    renderWithProviders(<Dashboard />, { path: '/dashboard/users?page=3', as: ADMIN, route: '/dashboard/*' });
    await screen.findByText('Person 120');
    expect(bodyRows()).toHaveLength(20);
    expect(calls[0]!.query?.get('offset')).toBe('100');
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('goes to the last page when the page asked for is past the end', async () => {
    const calls = serveUsers(ALL.slice(0, 60));
    renderWithProviders(<Dashboard />, { path: '/dashboard/users?page=9', as: ADMIN, route: '/dashboard/*' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/users?page=2'));
    await screen.findByText('Person 60');
    expect(calls.at(-1)!.query?.get('offset')).toBe('50');
  });

  it('shows no page buttons when everything fits on one page', async () => {
    serveUsers(ALL.slice(0, 3));
    renderWithProviders(<Dashboard />, { path: '/dashboard/users', as: ADMIN, route: '/dashboard/*' });
    await screen.findByText('Person 3');
    expect(screen.getByTestId('paging-summary').textContent).toBe('3 users');
    expect(screen.queryByRole('navigation', { name: 'Pages of users' })).toBeNull();
  });

  it('says "1 user", not "1 users", for a list of one', async () => {
    serveUsers(ALL.slice(0, 1));
    renderWithProviders(<Dashboard />, { path: '/dashboard/users', as: ADMIN, route: '/dashboard/*' });
    await screen.findByText('Person 1');
    expect(screen.getByTestId('paging-summary').textContent).toBe('1 user');
  });
});

describe('Users: roles', () => {
  it("offers Make admin / Make user on others' rows (not one's own), asks first, posts the role and shows the new badge", async () => {
    let rows = [person(1), { ...person(2), role: 'admin' as const }, person(3)];
    const calls = mockApi(({ method, url, body }) => {
      if (url === '/users') return { body: { success: true, data: rows, total: rows.length } };
      if (method === 'POST' && url === '/users/3/role') {
        rows = rows.map((r) => (r._id === '3' ? { ...r, role: (body as { role: 'admin' }).role } : r));
        return { body: { success: true, message: 'Person 3 is now an admin', data: rows[2] } };
      }
      return undefined;
    });
    renderWithProviders(<Dashboard />, { as: ADMIN, path: '/dashboard/users', route: '/dashboard/*' });
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    // ADMIN is user 1: no button on the own row.
    expect(within(bodyRows()[0]!).queryByRole('button', { name: /Make/ })).toBeNull();
    expect(within(bodyRows()[1]!).getByRole('button', { name: 'Make user: Person 2' })).toBeTruthy();
    const row3 = bodyRows()[2]!;
    const highlightedBefore = row3.getAttribute('aria-selected') ?? row3.className;
    await userEvent.click(within(row3).getByRole('button', { name: 'Make admin: Person 3' }));
    // The button does not toggle the row's highlight.
    expect(row3.getAttribute('aria-selected') ?? row3.className).toBe(highlightedBefore);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Person 3 will be able to manage campaigns, money and users.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(bodyRows()[2]!).getByRole('button', { name: 'Make admin: Person 3' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/users/3/role', body: { role: 'admin' } }));
    expect(await screen.findByText('Person 3 is now an admin')).toBeTruthy();
    await waitFor(() => expect(within(bodyRows()[2]!).getByRole('button', { name: 'Make user: Person 3' })).toBeTruthy());
    // The list was asked for again (the mutation invalidates 'users') and the badge shows the new role.
    expect(calls.filter((c) => c.method === 'GET' && c.url === '/users')).toHaveLength(2);
    expect(within(bodyRows()[2]!).getAllByRole('cell')[2]).toHaveTextContent(/^admin/);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('does not toggle the highlight when the button is used from the keyboard; the row still toggles', async () => {
    mockApi(({ url }) => (url === '/users' ? { body: { success: true, data: [person(1), person(3)], total: 2 } } : undefined));
    renderWithProviders(<Dashboard />, { as: ADMIN, path: '/dashboard/users', route: '/dashboard/*' });
    const button = await screen.findByRole('button', { name: 'Make admin: Person 3' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    expect(bodyRows()[1]!.getAttribute('aria-selected')).toBe('false');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(bodyRows()[1]!).getByText('Person 3'));
    expect(bodyRows()[1]!.getAttribute('aria-selected')).toBe('true');
  });

  it('shows a card per person on a phone, with every field and the role button', async () => {
    const undo = pretendNarrowScreen();
    try {
      serveUsers([person(1), person(2)]);
      renderWithProviders(<Dashboard />, { as: ADMIN, path: '/dashboard/users', route: '/dashboard/*' });
      const cards = within(await screen.findByRole('list', { name: 'Users' })).getAllByRole('listitem');
      expect(screen.queryByRole('table')).toBeNull();
      for (const text of ['Person 2', '…2', 'Teacher', 'p2@example.com', 'Dhaka']) expect(cards[1]).toHaveTextContent(text);
      expect(within(cards[1]!).getByRole('button', { name: 'Make admin: Person 2' })).toBeTruthy();
    } finally {
      undo();
    }
  });

  it("shows the server's refusal (409)", async () => {
    mockApi(({ method, url }) => {
      if (url === '/users') return { body: { success: true, data: [person(1), { ...person(2), role: 'admin' as const }], total: 2 } };
      if (method === 'POST') return { status: 409, body: { success: false, message: 'The last admin cannot stop being an admin' } };
      return undefined;
    });
    renderWithProviders(<Dashboard />, { as: ADMIN, path: '/dashboard/users', route: '/dashboard/*' });
    await userEvent.click(await screen.findByRole('button', { name: 'Make user: Person 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Person 2 will no longer be an admin.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make user' }));
    expect(await screen.findByText('The last admin cannot stop being an admin')).toBeTruthy();
    expect(screen.getByText('The role did not change')).toBeTruthy();
    expect(screen.queryByText('Person 2 is now a user')).toBeNull();
  });
});
