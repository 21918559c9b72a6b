import { describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import type { LeaderboardRow } from 'api/types';
import { mockApi, renderWithProviders } from '../testing/render';
import { inBangla } from '../testing/bangla';
import LeaderboardPage from './leaderboard-page';

const rows = [
  { rank: 1, name: 'করিম আহমেদ', anonymous: false, totalAmount: 12500.5, donationCount: 3 },
  { rank: 2, name: 'Anonymous', anonymous: true, totalAmount: 5000, donationCount: 1 },
] as unknown as LeaderboardRow[];

describe('LeaderboardPage in Bangla', { timeout: 20_000 }, () => {
  it('ranks donors with Bengali digits, ৳ amounts, gifts counted in Bangla and anonymous donors as বেনামি', async () => {
    mockApi([['GET', /^\/leaderboard$/, () => ({ body: { success: true, data: rows } })]]);
    await inBangla();
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'শীর্ষ দাতা' })).toBeInTheDocument();
    expect(screen.queryByText('Top Donors')).toBeNull();
    await waitFor(() => expect(document.title).toBe('শীর্ষ দাতা – দুর্যোগ-পরবর্তী ত্রাণ অনুদান প্ল্যাটফর্ম'));
    const items = await screen.findAllByTestId('leaderboard-row');
    expect(screen.getByRole('list', { name: 'শীর্ষ দাতারা' })).toBeInTheDocument();
    expect(within(items[0]!).getByLabelText('১ নম্বর স্থান')).toHaveTextContent('১');
    expect(items[0]).toHaveTextContent('করিম আহমেদ');
    expect(items[0]).toHaveTextContent('৩টি অনুদান');
    expect(items[0]).toHaveTextContent('৳১২,৫০০.৫০');
    expect(items[1]).toHaveTextContent('বেনামি');
    expect(items[1]).toHaveTextContent('১টি অনুদান');
    expect(items[1]).not.toHaveTextContent('Anonymous');
  });

  it('says there are no donors yet, in Bangla', async () => {
    mockApi([['GET', /^\/leaderboard$/, () => ({ body: { success: true, data: [] } })]]);
    await inBangla();
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard' });
    expect(await screen.findByText('এখনো কোনো দাতা নেই।')).toBeInTheDocument();
  });
});
