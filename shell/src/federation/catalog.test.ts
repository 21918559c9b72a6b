import { describe, expect, it, vi } from 'vitest';
import { createCatalog, manifestFetchPlugin } from './catalog';
import { manifestAnswer, TEST_CONFIG, TEST_ROUTES, testCatalog } from '../test/catalog-fixture';

describe('the route catalog', () => {
  it('holds the pages every remote publishes, with the remote that owns each', async () => {
    const catalog = await testCatalog();
    expect(catalog.get().routes.map((r) => `${r.remote} ${r.path}`)).toEqual([
      'mf_public /', 'mf_public /start', 'mf_public /things', 'mf_public /things/:thingId', 'mf_public /sign-in',
      'mf_dashboard /desk/*', 'mf_community /wall', 'mf_community /about',
    ]);
    expect(catalog.find('/things/7')).toMatchObject({ route: { remote: 'mf_public', page: 'Thing' }, params: { thingId: '7' } });
    expect(catalog.find('/nope')).toBeUndefined();
    expect(catalog.get()).toMatchObject({ unavailable: [], pending: [] });
  });

  it('uses each request index.html started, once, and asks again only for the others', async () => {
    const fetch = vi.fn(async () => manifestAnswer(TEST_ROUTES.mf_dashboard));
    const early = { mf_public: Promise.resolve(manifestAnswer(TEST_ROUTES.mf_public)), mf_community: Promise.resolve(manifestAnswer(TEST_ROUTES.mf_community)) };
    const catalog = createCatalog({ fetch, early: () => early });
    await catalog.start(TEST_CONFIG);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(TEST_CONFIG.remotes.mf_dashboard);
    expect(catalog.find('/wall')?.route.remote).toBe('mf_community');
  });

  it('finds the opened page as soon as its remote answers, without waiting for the others', async () => {
    let releaseDashboard: (r: Response) => void = () => {};
    const catalog = createCatalog({
      fetch: (url) =>
        url === TEST_CONFIG.remotes.mf_dashboard
          ? new Promise<Response>((resolve) => (releaseDashboard = resolve))
          : Promise.resolve(manifestAnswer(url === TEST_CONFIG.remotes.mf_public ? TEST_ROUTES.mf_public : TEST_ROUTES.mf_community)),
    });
    const all = catalog.start(TEST_CONFIG);
    await expect(catalog.whenFound('/things')).resolves.toMatchObject({ route: { page: 'Things' } });
    expect(catalog.get().pending).toEqual(['mf_dashboard']);
    // An address nobody has published yet waits for the last answer.
    let unknown: unknown = 'waiting';
    void catalog.whenFound('/nope').then((found) => (unknown = found));
    await new Promise((r) => setTimeout(r, 0));
    expect(unknown).toBe('waiting');
    releaseDashboard(manifestAnswer(TEST_ROUTES.mf_dashboard));
    await all;
    expect(unknown).toBeUndefined();
  });

  it('a remote that cannot be read is unavailable, its pages unknown, and Retry reads it again', async () => {
    let up = false;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const catalog = createCatalog({
      fetch: async (url) => {
        if (url === TEST_CONFIG.remotes.mf_dashboard && !up) throw new TypeError('Failed to fetch');
        const name = Object.entries(TEST_CONFIG.remotes).find(([, u]) => u === url)![0] as keyof typeof TEST_ROUTES;
        return manifestAnswer(TEST_ROUTES[name]);
      },
    });
    await catalog.start(TEST_CONFIG);
    expect(catalog.get().unavailable).toEqual(['mf_dashboard']);
    expect(catalog.find('/desk/profile')).toBeUndefined();
    up = true;
    await catalog.retry();
    expect(catalog.get().unavailable).toEqual([]);
    expect(catalog.find('/desk/profile')?.route.remote).toBe('mf_dashboard');
    error.mockRestore();
  });

  it('treats an error answer or a body that is not JSON as unreadable', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const catalog = createCatalog({
      fetch: async (url) =>
        url === TEST_CONFIG.remotes.mf_public ? new Response('<html>', { status: 200 }) : new Response('gone', { status: 404 }),
    });
    await catalog.start(TEST_CONFIG);
    expect(catalog.get().unavailable).toEqual(['mf_public', 'mf_dashboard', 'mf_community']);
    expect(catalog.get().routes).toEqual([]);
    error.mockRestore();
  });

  it('keeps the first remote that publishes an address', async () => {
    const catalog = await testCatalog({ mf_public: [{ path: '/x', page: 'A' }], mf_community: [{ path: '/X', page: 'B' }] });
    expect(catalog.find('/x')?.route).toMatchObject({ remote: 'mf_public', page: 'A' });
    expect(catalog.get().routes.filter((r) => r.path.toLowerCase() === '/x')).toHaveLength(1);
  });

  it('hands the manifest it read to the federation runtime instead of a second request', async () => {
    const fetch = vi.fn(async () => manifestAnswer(TEST_ROUTES.mf_public));
    const catalog = createCatalog({ fetch });
    await catalog.start({ ...TEST_CONFIG, remotes: { mf_public: TEST_CONFIG.remotes.mf_public } });
    const plugin = manifestFetchPlugin(catalog);
    const answer = await plugin.fetch(TEST_CONFIG.remotes.mf_public!);
    await expect(answer!.json()).resolves.toMatchObject({ reliefRoutes: { format: 1 } });
    expect(plugin.fetch('http://elsewhere.test/mf-manifest.json')).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    catalog.forget('mf_public');
    expect(plugin.fetch(TEST_CONFIG.remotes.mf_public!)).toBeUndefined();
  });
});
