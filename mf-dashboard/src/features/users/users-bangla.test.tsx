import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'api/types';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { ADMIN, mockApi, renderWithProviders } from '../frame/test/render';
import { UsersPage } from './users-page';

function person(n: number, role: User['role'] = 'user'): User {
  return { _id: String(n), name: `Person ${n}`, email: `p${n}@example.com`, image: '', profession: 'Teacher', address: 'Dhaka', role, createdAt: n, emailVerified: true, twoFactorEnabled: false };
}

describe('Users in Bangla', () => {
  it('shows the count, the headings, the roles and the role dialog in Bangla', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.users, NS.common, NS.frame, NS.csv]);
    const rows = [person(2, 'admin'), person(3)];
    mockApi(({ url }) => (url === '/users' ? { body: { success: true, data: rows, total: 1234 } } : undefined));
    renderWithProviders(<UsersPage />, { as: ADMIN });
    expect(screen.getByRole('heading', { name: 'মোট ব্যবহারকারী' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Total Number of Users' })).toBeNull();
    expect((await screen.findByTestId('users-count')).textContent).toBe('১,২৩৪');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['নাম', 'পেশা', 'ভূমিকা', 'ইমেইল', 'ঠিকানা']);
    const [admin, user] = within(table).getAllByRole('row').slice(1);
    expect(within(admin!).getAllByRole('cell')[2]).toHaveTextContent(/^অ্যাডমিন/);
    expect(within(user!).getAllByRole('cell')[2]).toHaveTextContent(/^ব্যবহারকারী/);
    await userEvent.click(within(user!).getByRole('button', { name: 'অ্যাডমিন করুন: Person 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'ভূমিকা বদলান' });
    expect(dialog).toHaveTextContent('Person 3 ক্যাম্পেইন, টাকা ও ব্যবহারকারী পরিচালনা করতে পারবেন। এই পরিবর্তন অডিট লগে লেখা থাকবে।');
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeTruthy();
  });

  it("writes the end of a person's id in Bengali digits", async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.users, NS.common, NS.frame, NS.csv]);
    mockApi(({ url }) => (url === '/users' ? { body: { success: true, data: [person(3), person(120045)], total: 2 } } : undefined));
    renderWithProviders(<UsersPage />, { as: ADMIN });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('…৩')).toBeTruthy();
    expect(within(table).getByText('…২০০৪৫')).toBeTruthy();
    expect(within(table).queryByText('…3')).toBeNull();
  });
});
