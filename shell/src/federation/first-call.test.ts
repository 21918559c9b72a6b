import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureRuntime, makeStore, type EarlyAnswer } from 'shared-auth';
// The pages whose first call the shell predicts: the prediction must be the URL they ask for.
import { campaignsApi } from '../../../mf-public/src/features/campaigns/campaigns-api';
import { leaderboardApi } from '../../../mf-public/src/features/leaderboard/leaderboard-api';
import { transparencyApi } from '../../../mf-public/src/features/transparency/transparency-api';
import { PAGE_SIZE, readFilters } from '../../../mf-public/src/features/campaigns/use-campaign-filters';
import { FEATURED_COUNT as PAGE_FEATURED_COUNT } from '../../../mf-public/src/features/landing/featured-campaigns';
import { CAMPAIGN_PAGE_SIZE, FEATURED_COUNT, campaignListPath, firstCallFor, imagesOf, startFirstCall, type FirstCallDeps } from './first-call';

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

function predicted(pathname: string, search = ''): string {
  const call = firstCallFor(pathname, search);
  expect(call, pathname + search).toBeDefined();
  return new URL(`${API}/${call!.path}`).href;
}

describe('firstCallFor agrees with the pages', () => {
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

  it('the landing, a campaign and the leaderboard', async () => {
    expect(FEATURED_COUNT).toBe(PAGE_FEATURED_COUNT);
    expect(CAMPAIGN_PAGE_SIZE).toBe(PAGE_SIZE);
    const landing = await urlThePageAsks((store) => store.dispatch(campaignsApi.endpoints.publicCampaigns.initiate({ limit: PAGE_FEATURED_COUNT, offset: 0 })));
    expect(predicted('/')).toBe(landing);
    expect(predicted('/home/')).toBe(landing);
    const detail = await urlThePageAsks((store) => store.dispatch(campaignsApi.endpoints.publicCampaign.initiate('a b/c')));
    expect(predicted('/donations/a%20b%2Fc')).toBe(detail);
    const board = await urlThePageAsks((store) => store.dispatch(leaderboardApi.endpoints.publicLeaderboard.initiate()));
    expect(predicted('/leaderboard')).toBe(board);
  });

  it('the transparency page (its ledger summary)', async () => {
    const summary = await urlThePageAsks((store) => store.dispatch(transparencyApi.endpoints.ledgerSummary.initiate()));
    expect(predicted('/transparency')).toBe(summary);
  });

  it('has none for pages that do not call the API at once, or need a session', () => {
    for (const pathname of ['/login', '/register', '/about-us', '/volunteer', '/community', '/dashboard', '/nope']) {
      expect(firstCallFor(pathname, '')).toBeUndefined();
    }
  });
});

describe('campaignListPath', () => {
  it('keeps the page query order and leaves out empty filters', () => {
    expect(campaignListPath(new URLSearchParams('?page=2&category=Flood'))).toBe('donations?limit=12&offset=12&category=Flood');
    expect(campaignListPath(new URLSearchParams('?q=%20&category='))).toBe('donations?limit=12&offset=0');
  });
});

describe('imagesOf', () => {
  it('takes the first images of a list or the one of an item, paths and http(s) URLs only', () => {
    expect(imagesOf({ data: [{ image: '/a.svg' }, { image: 'http://x.test/b.png' }, { image: '/c.svg' }] }, 2)).toEqual(['/a.svg', 'http://x.test/b.png']);
    expect(imagesOf({ data: { image: '/one.svg' } }, 1)).toEqual(['/one.svg']);
    expect(imagesOf({ data: [{ image: 'javascript:alert(1)' }, { image: 42 }, null] }, 3)).toEqual([]);
    expect(imagesOf(null, 1)).toEqual([]);
    expect(imagesOf({ success: false }, 1)).toEqual([]);
  });
});

describe('startFirstCall', () => {
  function deps(answer: () => Promise<Response>) {
    const d = {
      fetch: vi.fn((_url: string, _init: RequestInit) => answer()),
      holder: {} as { __reliefEarlyAnswers?: Record<string, EarlyAnswer> },
      preloadImage: vi.fn((_url: string) => undefined),
      baseURI: 'http://shell.test/',
      now: () => 1234,
    } satisfies FirstCallDeps;
    return d;
  }
  const json = (body: unknown, status = 200) => async () => new Response(JSON.stringify(body), { status });

  it('asks once, leaves the answer under its URL and preloads the first image from the API origin', async () => {
    const d = deps(json({ success: true, data: { _id: '7', image: '/assets/campaigns/flood.svg' } }));
    startFirstCall(API, '/donations/7', '', d);
    const url = `${API}/single-donation/7`;
    expect(d.fetch).toHaveBeenCalledWith(url, { headers: { accept: 'application/json' } });
    expect(d.holder.__reliefEarlyAnswers?.[url]?.at).toBe(1234);
    const response = await d.holder.__reliefEarlyAnswers![url]!.response;
    await expect(response.json()).resolves.toMatchObject({ data: { _id: '7' } }); // the page can still read it
    await vi.waitFor(() => expect(d.preloadImage).toHaveBeenCalledWith('http://api.test:4000/assets/campaigns/flood.svg'));
  });

  it('resolves a relative API base against the page and preloads nothing for a page without images', async () => {
    const d = deps(json({ success: true, data: [{ image: '/x.svg' }] }));
    startFirstCall('/api/v1/', '/', '', d);
    const url = 'http://shell.test/api/v1/donations?limit=6&offset=0';
    expect(Object.keys(d.holder.__reliefEarlyAnswers!)).toEqual([url]);
    await d.holder.__reliefEarlyAnswers![url]!.response;
    await new Promise((r) => setTimeout(r, 0));
    expect(d.preloadImage).not.toHaveBeenCalled();
  });

  it('preloads nothing from an error answer and asks nothing for other pages', async () => {
    const d = deps(json({ success: false, message: 'Not found' }, 404));
    startFirstCall(API, '/donations/404', '', d);
    await d.holder.__reliefEarlyAnswers![`${API}/single-donation/404`]!.response;
    await new Promise((r) => setTimeout(r, 0));
    expect(d.preloadImage).not.toHaveBeenCalled();
    const other = deps(json({}));
    startFirstCall(API, '/login', '', other);
    expect(other.fetch).not.toHaveBeenCalled();
    expect(other.holder.__reliefEarlyAnswers).toBeUndefined();
  });

  it('leaves a failed request for the page to retry, without an unhandled rejection', async () => {
    const d = deps(async () => Promise.reject(new TypeError('offline')));
    startFirstCall(API, '/leaderboard', '', d);
    await expect(d.holder.__reliefEarlyAnswers![`${API}/leaderboard`]!.response).rejects.toThrow('offline');
  });
});
