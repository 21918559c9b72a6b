import type { RemoteRoute } from 'shared-auth/routes';
import { createCatalog, findRoute, type RouteCatalog } from '../federation/catalog';
import type { RemoteName, RemotesConfig } from '../federation/remotes-config';

/**
 * Made-up remotes' pages for the shell's tests (the shell knows no real page: the remotes publish
 * theirs, and each remote's own tests check its list).
 */
export const TEST_ROUTES: Partial<Record<RemoteName, RemoteRoute[]>> = {
  mf_public: [
    { path: '/', page: 'Start', link: { label: 'Start', order: 10, footer: true }, firstCall: { path: 'things', query: [['limit', '3']] } },
    { path: '/start', page: 'Start', link: { label: 'Start', order: 10, navbar: true } },
    {
      path: '/things',
      page: 'Things',
      title: 'All things',
      link: { label: 'Things', order: 20, navbar: true, footer: true },
      translations: { bn: { title: 'সব জিনিস', label: 'জিনিস' } },
    },
    { path: '/things/:thingId', page: 'Thing', firstCall: { path: 'thing/:thingId', images: 1 } },
    { path: '/sign-in', page: 'SignIn', title: 'Sign in', signIn: true },
  ],
  mf_community: [
    { path: '/wall', page: 'Wall', guarded: true, link: { label: 'Wall', order: 30, navbar: true, footer: true } },
    { path: '/about', page: 'About', link: { label: 'About', order: 40, navbar: true } },
  ],
  mf_dashboard: [{ path: '/desk/*', page: 'Desk', guarded: true, link: { label: 'Desk', order: 50, navbar: 'signed-in' } }],
};

export const TEST_CONFIG: RemotesConfig = {
  apiBaseUrl: 'http://api.test:4000/api/v1',
  remotes: { mf_public: 'http://p.test/mf-manifest.json', mf_dashboard: 'http://d.test/mf-manifest.json', mf_community: 'http://c.test/mf-manifest.json' },
};

/** A manifest answer as a remote's build writes it (only the part the shell reads). */
export function manifestAnswer(routes: RemoteRoute[] | undefined, status = 200): Response {
  return new Response(JSON.stringify({ metaData: {}, exposes: [], shared: [], reliefRoutes: { format: 1, routes: routes ?? [] } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A catalog over TEST_ROUTES (or the routes given), started, with the manifests answered at once. */
export async function testCatalog(routes: Partial<Record<RemoteName, RemoteRoute[] | 'down'>> = TEST_ROUTES): Promise<RouteCatalog> {
  const byUrl = new Map(Object.entries(TEST_CONFIG.remotes).map(([name, url]) => [url, name as RemoteName]));
  const catalog = createCatalog({
    fetch: async (url) => {
      const wanted = routes[byUrl.get(url)!];
      if (wanted === 'down') throw new TypeError('Failed to fetch');
      return manifestAnswer(wanted);
    },
  });
  const error = console.error;
  console.error = () => undefined;
  try {
    await catalog.start(TEST_CONFIG);
  } finally {
    console.error = error;
  }
  return catalog;
}

/** A catalog whose pages are known from the start (component tests), as the started catalog gives them. */
export function staticCatalog(
  routes: Partial<Record<RemoteName, RemoteRoute[]>> = TEST_ROUTES,
  { unavailable = [], pending = [], retry = async () => undefined }: { unavailable?: RemoteName[]; pending?: RemoteName[]; retry?: () => Promise<void> } = {},
): RouteCatalog {
  const all = (Object.entries(routes) as [RemoteName, RemoteRoute[]][]).flatMap(([remote, list]) => list.map((route) => ({ ...route, remote })));
  const snapshot = { routes: all, unavailable, pending };
  return {
    start: async () => undefined,
    retry,
    forget: () => undefined,
    manifestText: () => undefined,
    get: () => snapshot,
    subscribe: () => () => undefined,
    find: (pathname) => findRoute(all, pathname),
    whenFound: async (pathname) => findRoute(all, pathname),
    whenSettled: async () => undefined,
  };
}
