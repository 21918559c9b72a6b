import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureRuntime, makeStore } from 'shared-auth';
import { firstCallPath, matchRoute } from 'shared-auth/routes';
import { campaignsApi } from './features/campaigns/campaigns-api';
import { leaderboardApi } from './features/leaderboard/leaderboard-api';
import { transparencyApi } from './features/transparency/transparency-api';
import { PAGE_SIZE, readFilters } from './features/campaigns/use-campaign-filters';
import { FEATURED_COUNT } from './features/landing/featured-campaigns';
import { ROUTES } from './routes';

const API = 'http://api.test:4000/api/v1';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The URL the page's own RTK Query endpoint fetches. */
async function urlThePageAsks(run: (store: ReturnType<typeof makeStore>['store']) => Promise<unknown>): Promise<string> {
  const urls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: Request) => {
    urls.push(input.url);
    return new Response(JSON.stringify({ success: true, data: [] }), { headers: { 'Content-Type': 'application/json' } });
  }));
  configureRuntime({ apiBaseUrl: API });
  const { store } = makeStore();
  await run(store);
  expect(urls).toHaveLength(1);
  return urls[0]!;
}

/** The first call the shell starts for an address, from the published routes (as the shell does). */
function predicted(pathname: string, search = ''): string {
  for (const route of ROUTES) {
    const params = matchRoute(route.path, pathname);
    if (!params) continue;
    expect(route.firstCall, pathname).toBeDefined();
    return new URL(`${API}/${firstCallPath(route.firstCall!, params, new URLSearchParams(search))}`).href;
  }
  throw new Error(`no route for ${pathname}`);
}

describe('the first calls this remote publishes are the URLs its pages ask', () => {
  it.each(['', '?page=2', '?q=%20flood%20&category=Flood', '?page=abc', '?category=Food%20%26%20water&page=3&q=rice+bag', '?page=-1&q=%20'])(
    '/donations%s',
    async (search) => {
      const filters = readFilters(new URLSearchParams(search));
      const asked = await urlThePageAsks((store) =>
        store.dispatch(campaignsApi.endpoints.publicCampaigns.initiate({ q: filters.q, category: filters.category, limit: PAGE_SIZE, offset: (filters.page - 1) * PAGE_SIZE })),
      );
      expect(predicted('/donations', search)).toBe(asked);
    },
  );

  it('the landing, a campaign, the leaderboard and the transparency page', async () => {
    const landing = await urlThePageAsks((store) => store.dispatch(campaignsApi.endpoints.publicCampaigns.initiate({ limit: FEATURED_COUNT, offset: 0 })));
    expect(predicted('/')).toBe(landing);
    expect(predicted('/home/')).toBe(landing);
    const detail = await urlThePageAsks((store) => store.dispatch(campaignsApi.endpoints.publicCampaign.initiate('a b/c')));
    expect(predicted('/donations/a%20b%2Fc')).toBe(detail);
    const board = await urlThePageAsks((store) => store.dispatch(leaderboardApi.endpoints.publicLeaderboard.initiate()));
    expect(predicted('/leaderboard')).toBe(board);
    const ledger = await urlThePageAsks((store) => store.dispatch(transparencyApi.endpoints.ledgerSummary.initiate()));
    expect(predicted('/transparency')).toBe(ledger);
  });
});
