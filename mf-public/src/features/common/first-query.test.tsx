import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPage, type PageModule } from 'shared-auth';
import { mockFetch, renderWithProviders } from 'shared-auth/testing';
import type { LeaderboardRow } from 'api/types';
import { campaign, campaigns } from '../testing/fixtures';

/** Nothing below the fold comes into view: only the pages' first queries are asked. */
class NeverVisible {
  observe() {}
  disconnect() {}
  unobserve() {}
}

const rows = [{ rank: 1, name: 'Karim Ahmed', anonymous: false, totalAmount: 12500.5, donationCount: 3 }] as unknown as LeaderboardRow[];

/** Each page whose module prefetches its first query, and what it shows once that is answered. */
const PAGES: {
  name: string;
  load: () => Promise<PageModule>;
  address: string;
  path: string;
  call: RegExp;
  answer: unknown;
  failed: string;
  shown: string;
}[] = [
  {
    name: 'the landing page',
    load: () => import('../landing/landing-page'),
    address: '/',
    path: '/',
    call: /^\/donations\?limit=6&offset=0$/,
    answer: { success: true, data: campaigns(6), total: 6 },
    failed: 'Could not load the campaigns',
    shown: 'Campaign 1',
  },
  {
    name: 'the campaign list',
    load: () => import('../campaigns/campaigns-page'),
    address: '/donations',
    path: '/donations',
    call: /^\/donations\?limit=12&offset=0$/,
    answer: { success: true, data: campaigns(3), total: 3 },
    failed: 'Could not load the campaigns',
    shown: 'Campaign 1',
  },
  {
    name: 'the leaderboard',
    load: () => import('../leaderboard/leaderboard-page'),
    address: '/leaderboard',
    path: '/leaderboard',
    call: /^\/leaderboard$/,
    answer: { success: true, data: rows },
    failed: 'Could not load the leaderboard',
    shown: 'Karim Ahmed',
  },
  {
    name: "a campaign's page",
    load: () => import('../campaigns/campaign-detail-page'),
    address: '/donations/7',
    path: '/donations/:donationId',
    call: /^\/single-donation\/7$/,
    answer: { success: true, data: campaign({ _id: '7', title: 'Campaign 1' }) },
    failed: 'Could not load this campaign',
    shown: 'Campaign 1',
  },
];

describe("a page's first query, prefetched before its first render, when the API fails", { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', NeverVisible);
  });

  describe.each(PAGES)('$name', (page) => {
    it.each([['a 500', 500], ['the network down', 'offline']] as const)('is asked once with %s (the failure shown as it is), again on Try again', async (_, failure) => {
      let failures = 1;
      const calls = mockFetch((call) => {
        if (!page.call.test(`${call.path}${call.url.search}`)) return undefined;
        if (failures-- <= 0) return { body: page.answer };
        if (failure === 'offline') throw new TypeError('Failed to fetch');
        return { status: 500, body: { success: false, message: 'Server error' } };
      });
      const asked = () => calls.filter((c) => page.call.test(`${c.path}${c.url.search}`));
      // The page as the shell opens it: lazyPage runs its prefetch (which reads the address), then renders it.
      window.history.replaceState(null, '', page.address);
      try {
        const Page = lazyPage(page.load, <p>loading</p>);
        renderWithProviders(<Page />, { route: page.address, path: page.path });
        expect(await screen.findByText(page.failed, {}, { timeout: 5000 })).toBeInTheDocument();
        // A second call would have gone out by now (the page's query subscribing after its first render).
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(asked()).toHaveLength(1);
        await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
        expect((await screen.findAllByText(page.shown))[0]).toBeInTheDocument();
        expect(asked()).toHaveLength(2);
      } finally {
        window.history.replaceState(null, '', '/');
      }
    });
  });
});
