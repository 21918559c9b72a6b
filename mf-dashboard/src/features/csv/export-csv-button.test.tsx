import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'api/types';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { Dashboard } from '../frame/dashboard';
import { ExportCsvButton } from './export-csv-button';
import { ADMIN, mockApi, renderWithProviders } from '../frame/test/render';

const users: User[] = [
  { _id: '1', name: 'Ada Admin', email: 'admin@relief.test', image: '', profession: 'Coordinator', address: 'Dhaka', role: 'admin', createdAt: 1, emailVerified: true, twoFactorEnabled: false },
  { _id: '2', name: 'Rahim, "Bhai"', email: 'rahim@example.com', image: '', profession: '=cmd', address: 'Sylhet', role: 'user', createdAt: 2, emailVerified: true, twoFactorEnabled: false },
  { _id: '3', name: 'Nusrat', email: 'nusrat@example.com', image: '', profession: 'Nurse', address: 'Sylhet', role: 'user', createdAt: 3, emailVerified: false, twoFactorEnabled: false },
];

afterEach(() => vi.restoreAllMocks());

describe('Export CSV', () => {
  it('downloads exactly the rows the table shows after the search', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:users';
      }),
      revokeObjectURL: vi.fn(),
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    mockApi(({ url }) => (url === '/users' ? { body: { success: true, data: users } } : undefined));
    renderWithProviders(<Dashboard />, { path: '/dashboard/users', as: ADMIN, route: '/dashboard/*' });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the table on this page' }), 'sylhet');
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(names[0]).toMatch(/^relief-users-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await blobs[0]!.text()).replace(/^\uFEFF/, '');
    expect(text).toBe(
      '"Name","Id","Profession","Role","Email","Address"\r\n' +
        '"Rahim, ""Bhai""","2","\'=cmd","user","rahim@example.com","Sylhet"\r\n' +
        '"Nusrat","3","Nurse","user","nusrat@example.com","Sylhet"\r\n',
    );
  });
});

describe('Export CSV in Bangla', () => {
  it('names the button in Bangla and is disabled with nothing to export', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.csv]);
    renderWithProviders(<ExportCsvButton name="things" columns={[{ header: 'নাম', value: (row: { name: string }) => row.name }]} rows={[]} />);
    expect((screen.getByRole('button', { name: 'CSV ডাউনলোড করুন' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
