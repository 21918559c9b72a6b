import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../testing/render';
import LeaderboardPage from './leaderboard-page';
import type { LeaderboardRow } from 'api/types';

// The API no longer sends emails in public answers; should one still come, it is not shown.
const rows = [
  { rank: 1, name: 'Karim Ahmed', email: 'karim@example.com', anonymous: false, totalAmount: 12500.5, donationCount: 3 },
  { rank: 2, name: 'Anonymous', email: null, anonymous: true, totalAmount: 5000, donationCount: 1 },
  { rank: 3, name: 'Nadia', email: 'nadia@example.com', anonymous: false, totalAmount: 1000, donationCount: 1 },
] as unknown as LeaderboardRow[];

describe('LeaderboardPage', { timeout: 20_000 }, () => {
  it('ranks donors with initial, name, number of gifts and Tk amount; no email address', async () => {
    mockApi([['GET', /^\/leaderboard$/, () => ({ body: { success: true, data: rows } })]]);
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard' });
    expect(screen.getByRole('heading', { name: 'Top Donors' })).toBeInTheDocument();
    expect(document.title).toBe('Top Donors – Post-Disaster Relief Donation Platform');
    const items = await screen.findAllByTestId('leaderboard-row');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByLabelText('Rank 1')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Karim Ahmed');
    expect(items[0]).toHaveTextContent('3 donations');
    expect(items[2]).toHaveTextContent('1 donation');
    expect(screen.queryByText(/@/)).toBeNull();
    expect(items[0]).toHaveTextContent('Tk 12,500.50');
    expect(items[0]).toHaveTextContent('K');
    expect(items[1]).toHaveTextContent('Anonymous');
    expect(within(items[1]!).queryByText(/@/)).toBeNull();
    expect(items[1]).toHaveTextContent('Tk 5,000');
  });

  it('says No donors yet. when empty', async () => {
    mockApi([['GET', /^\/leaderboard$/, () => ({ body: { success: true, data: [] } })]]);
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard' });
    expect(await screen.findByText('No donors yet.')).toBeInTheDocument();
  });

  it('shows an error with the reason', async () => {
    mockApi([['GET', /^\/leaderboard$/, () => ({ status: 503, body: { success: false, message: 'Service unavailable' } })]]);
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard' });
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
  });
});
