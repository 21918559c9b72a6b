import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { Dashboard } from './dashboard';
import { emptyText } from './page-states';
import { ListPaging } from './paging';
import { ADMIN, USER, mockApi, renderWithProviders } from './test/render';

async function inBangla() {
  await i18n.changeLanguage('bn');
  await i18n.loadNamespaces([NS.common, NS.frame]);
}

describe('the dashboard frame in Bangla', () => {
  it('shows the top bar, the side menu and the not-found screen in Bangla', async () => {
    await inBangla();
    mockApi(() => undefined);
    renderWithProviders(<Dashboard />, { path: '/dashboard/nowhere', as: ADMIN, route: '/dashboard/*' });
    expect(screen.getByRole('heading', { level: 1, name: 'অ্যাডমিন ড্যাশবোর্ড' })).toBeInTheDocument();
    expect(screen.queryByText('ADMIN DASHBOARD')).toBeNull();
    const nav = screen.getAllByRole('navigation', { name: 'ড্যাশবোর্ড' })[0]!;
    expect(within(nav).getByRole('link', { name: 'পেমেন্ট' }).getAttribute('href')).toBe('/dashboard/payments');
    expect(within(nav).getByRole('link', { name: 'স্বেচ্ছাসেবক' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Payments' })).toBeNull();
    expect(screen.getByRole('button', { name: 'অ্যাকাউন্ট মেনু' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'এই পাতার তালিকায় খুঁজুন' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'পাতাটি পাওয়া যায়নি' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    expect(screen.getByRole('link', { name: 'আপনার ড্যাশবোর্ডে ফিরে যান' })).toBeInTheDocument();
  });

  it('tells a user in Bangla that an admin page is not for them', async () => {
    await inBangla();
    mockApi(() => undefined);
    renderWithProviders(<Dashboard />, { path: '/dashboard/users', as: USER, route: '/dashboard/*' });
    expect(screen.getByRole('heading', { level: 1, name: 'ব্যবহারকারীর ড্যাশবোর্ড' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'এই পাতাটি দেখার অনুমতি আপনার নেই' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You are not allowed to see this page' })).toBeNull();
    expect(document.title.startsWith('অনুমতি নেই')).toBe(true);
  });

  it('pages and searches in Bangla, with Bengali digits', async () => {
    await inBangla();
    const paging = { page: 2, pageSize: 20, setPage: () => undefined };
    renderWithProviders(<ListPaging paging={paging} total={45} noun={() => "বার্তা"} />);
    expect(screen.getByTestId('paging-summary').textContent).toBe('বার্তা: ২১–৪০ দেখানো হচ্ছে, মোট ৪৫ (খোঁজা হয় শুধু এই পাতায়)');
    expect(screen.getByRole('navigation', { name: 'বার্তা: পাতাসমূহ' })).toBeInTheDocument();
    const third = screen.getByRole('button', { name: 'পাতা ৩' });
    expect(third.textContent).toBe('৩');
    expect(screen.getByRole('button', { name: 'পাতা ২' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'পরের পাতা' })).toBeInTheDocument();
    expect(emptyText('বন্যা', 'কিছু নেই')).toBe('“বন্যা”-এর সঙ্গে মেলে এমন কিছু নেই।');
  });
});
