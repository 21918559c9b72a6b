import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserStats } from 'api/types';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { USER, mockApi, renderWithProviders } from '../frame/test/render';
import { UserOverview } from './user-overview';

const stats: UserStats = {
  donationCount: 2,
  totalAmount: 1500,
  averageAmount: 750,
  maxDonation: { title: 'Flood in Sylhet', amount: 1000 },
  byTitle: [],
};

describe('UserOverview', () => {
  it('greets and shows the person’s figures in Bangla', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.common, NS.frame, NS['user-overview']]);
    mockApi(({ url }) => (url.startsWith('/stats/user/') ? { body: { success: true, data: stats } } : undefined));
    renderWithProviders(<UserOverview />, { as: USER });
    expect(await screen.findByRole('heading', { name: `স্বাগতম, ${USER.name}` })).toBeInTheDocument();
    expect(screen.queryByText('Your donations at a glance')).toBeNull();
    expect(screen.getByText('এক নজরে আপনার অনুদান')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'অনুদানের সংখ্যা' })).getByText('২')).toBeInTheDocument());
    expect(within(screen.getByRole('group', { name: 'গড় অনুদান' })).getByText('৳৭৫০.০০')).toBeInTheDocument();
    const max = screen.getByRole('group', { name: 'সর্বোচ্চ অনুদান' });
    expect(within(max).getByText('৳১,০০০')).toBeInTheDocument();
    expect(within(max).getByText('Flood in Sylhet')).toBeInTheDocument();
    expect(screen.getByText('দেখানোর মতো অনুদানের কোনো তথ্য নেই')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সহায়তার জন্য একটি ক্যাম্পেইন খুঁজুন' }).getAttribute('href')).toBe('/donations');
  });

  it('offers a brand-new donor the campaigns instead of an empty chart', async () => {
    await i18n.changeLanguage('en');
    const none: UserStats = { donationCount: 0, totalAmount: 0, averageAmount: 0, maxDonation: null, byTitle: [] };
    mockApi(({ url }) => (url.startsWith('/stats/user/') ? { body: { success: true, data: none } } : undefined));
    renderWithProviders(<UserOverview />, { as: USER });
    expect(await screen.findByText('No donation data to display')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a campaign to support' }).getAttribute('href')).toBe('/donations');
  });
});
