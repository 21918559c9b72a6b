import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminStats } from 'api/types';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { ADMIN, mockApi, renderWithProviders } from '../frame/test/render';
import { AdminOverview } from './admin-overview';

const stats: AdminStats = {
  campaignCount: 3,
  donationCount: 1250,
  totalAmount: 1000,
  averageAmount: 250,
  pendingCount: 3,
  pendingAmount: 2500.5,
  byTitle: [{ title: 'Flood', amount: 1000 }],
};

function api() {
  return mockApi(({ url }) => {
    if (url === '/stats/admin') return { body: { success: true, data: stats } };
    if (url === '/me') return { body: { success: true, data: { ...ADMIN, _id: ADMIN.sub, twoFactorEnabled: true, twoFactorRequired: false } } };
    return undefined;
  });
}

describe('AdminOverview', () => {
  it('shows the figures in English with Tk amounts', async () => {
    api();
    renderWithProviders(<AdminOverview />, { as: ADMIN });
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Total Users Donations' })).getByText('1,250')).toBeInTheDocument());
    expect(within(screen.getByRole('group', { name: 'Total Donation Amount' })).getByText('Tk 1,000')).toBeInTheDocument();
    // The public pages' form (Tk, not Tk.), and an amount never broken over two lines.
    expect(screen.queryByText(/Tk\./)).toBeNull();
    for (const value of screen.getAllByTestId('stat-value')) expect(value.style.whiteSpace).toBe('nowrap');
  });

  it('shows the figures, the pending payments and the chart box in Bangla, amounts in ৳ with Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.common, NS.frame, NS['admin-overview']]);
    api();
    renderWithProviders(<AdminOverview />, { as: ADMIN });
    expect(await screen.findByRole('heading', { name: 'অ্যাডমিন ড্যাশবোর্ড' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();
    expect(document.title.startsWith('অ্যাডমিন ড্যাশবোর্ড – ')).toBe(true);
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'মোট অনুদানের সংখ্যা' })).getByText('১,২৫০')).toBeInTheDocument());
    expect(within(screen.getByRole('group', { name: 'অনুদানের মোট পরিমাণ' })).getByText('৳১,০০০')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'অনুদানের গড় পরিমাণ' })).getByText('৳২৫০.০০')).toBeInTheDocument();
    const pending = screen.getByTestId('pending-payments');
    expect(pending).toHaveTextContent('৩টি অনুদান টাকা পৌঁছানো নিশ্চিত হওয়ার অপেক্ষায় আছে (৳২,৫০০.৫০)।');
    expect(within(pending).getByRole('link', { name: 'পেমেন্টগুলো দেখুন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'শিরোনাম অনুযায়ী অনুদানের ভাগ' })).toBeInTheDocument();
  });
});
