import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { firstCallFits, firstCallPath, firstCallSearch, isApiId, matchRoute, readRemoteRoutes, routeLabel, routesField, ROUTES_FIELD, routeTitle, type RemoteRoute } from './remote-routes';

const PATTERNS = ['/', '/home', '/donations', '/donations/:donationId', '/dashboard/*', '/a/:b/c'];
const PATHS = [
  '/', '', '/home', '/HOME', '/home/', '/homes', '/donations', '/donations/', '/donations/abc', '/donations/abc/',
  '/donations/abc/def', '/donations/a%20b', '/dashboard', '/dashboard/', '/dashboard/profile',
  '/dashboard/user-donations/user@relief.test', '/dashboards', '/nope', '/a/x/c', '/a/x/c/d', '/A/x/C',
];

describe('matchRoute', () => {
  it.each(PATTERNS)('agrees with React Router for %s', (pattern) => {
    for (const pathname of PATHS) {
      expect(matchRoute(pattern, pathname) !== null, `${pattern} vs ${pathname}`).toBe(matchPath({ path: pattern, end: true }, pathname || '/') !== null);
    }
  });

  it('gives the parameters decoded, as useParams does', () => {
    expect(matchRoute('/donations/:donationId', '/donations/abc/')).toEqual({ donationId: 'abc' });
    expect(matchRoute('/donations/:donationId', '/donations/a%20b')).toEqual({ donationId: 'a b' });
    expect(matchRoute('/donations/:donationId', '/leaderboard')).toBeNull();
  });

  it('does not throw on a malformed address', () => {
    expect(matchRoute('/donations/:id', '/donations/%E0%A4%A')).toBeNull();
  });
});

describe('firstCallPath', () => {
  const list = {
    path: 'donations',
    query: [
      ['limit', '12'],
      ['offset', { pageOffset: 'page', size: 12 }],
      ['q', { search: 'q' }],
      ['category', { search: 'category' }],
    ],
  } satisfies Parameters<typeof firstCallPath>[0];

  it('builds the query in order from fixed values, search parameters and page offsets', () => {
    expect(firstCallPath(list, {}, new URLSearchParams(''))).toBe('donations?limit=12&offset=0');
    expect(firstCallPath(list, {}, new URLSearchParams('page=3&q=%20flood%20&category=Food'))).toBe('donations?limit=12&offset=24&q=flood&category=Food');
    expect(firstCallPath(list, {}, new URLSearchParams('page=-2&q='))).toBe('donations?limit=12&offset=0');
    expect(firstCallPath(list, {}, new URLSearchParams('page=abc'))).toBe('donations?limit=12&offset=0');
  });

  it('puts route parameters into the path, encoded', () => {
    expect(firstCallPath({ path: 'single-donation/:id' }, { id: 'a b/c' }, new URLSearchParams())).toBe('single-donation/a%20b%2Fc');
    expect(firstCallPath({ path: 'ledger/summary' }, {}, new URLSearchParams('x=1'))).toBe('ledger/summary');
  });

  it('is made only where each of its `ids` is an id of the API (firstCallFits)', () => {
    for (const id of ['1', '42', '999999', '1234567890123456']) expect(isApiId(id), id).toBe(true);
    for (const id of ['', '0', '007', 'abc', '12a', ' 1', '1.5', '-1', '12345678901234567']) expect(isApiId(id), id).toBe(false);
    const detail = { path: 'single-donation/:donationId', ids: ['donationId'] };
    expect(firstCallFits(detail, { donationId: '42' })).toBe(true);
    expect(firstCallFits(detail, { donationId: 'abc' })).toBe(false);
    expect(firstCallFits(detail, {})).toBe(false);
    expect(firstCallFits({ path: 'single-donation/:donationId' }, { donationId: 'abc' })).toBe(true);
  });

  it('names the search parameters a call reads (firstCallSearch)', () => {
    expect(firstCallSearch(list)).toEqual(['page', 'q', 'category']);
    expect(firstCallSearch({ path: 'donations', query: [['limit', '6']] })).toEqual([]);
    expect(firstCallSearch({ path: 'ledger/summary' })).toEqual([]);
  });
});

describe('readRemoteRoutes', () => {
  const good: RemoteRoute[] = [
    {
      path: '/',
      page: 'Landing',
      title: 'Home',
      link: { label: 'Home', order: 10, footer: true },
      firstCall: { path: 'donations', query: [['limit', '6']] },
      translations: { bn: { title: 'প্রথম পাতা', label: 'হোম' } },
      strings: ['common', 'landing'],
    },
    { path: '/login', page: 'Login', signIn: true },
    { path: '/things/:id', page: 'Thing', firstCall: { path: 'things/:id', images: 1, imageSizes: '(max-width: 48em) 100vw, 700px', ids: ['id'] } },
    { path: '/dashboard/*', page: 'Dashboard', guarded: true, link: { label: 'Dashboard', order: 60, navbar: 'signed-in' } },
  ];

  it('reads what a build wrote', () => {
    const manifest = JSON.parse(JSON.stringify({ [ROUTES_FIELD]: routesField(good) }));
    expect(readRemoteRoutes(manifest)).toEqual(good);
  });

  it('gives titles and labels in the language asked, English otherwise', () => {
    expect(routeTitle(good[0]!, 'bn')).toBe('প্রথম পাতা');
    expect(routeLabel(good[0]!, 'bn')).toBe('হোম');
    expect(routeTitle(good[0]!, 'en')).toBe('Home');
    expect(routeLabel(good[3]!, 'bn')).toBe('Dashboard');
    // Malformed translations are left out, the rest of the route stays.
    const [route] = readRemoteRoutes({
      [ROUTES_FIELD]: routesField([{ path: '/a', page: 'A', translations: { bn: { title: 42, label: 'এ' }, fr: { title: 'x' } } } as unknown as RemoteRoute]),
    });
    expect(route).toEqual({ path: '/a', page: 'A', translations: { bn: { label: 'এ' } } });
  });

  it('gives nothing for a missing field or another format', () => {
    expect(readRemoteRoutes({})).toEqual([]);
    expect(readRemoteRoutes(null)).toEqual([]);
    expect(readRemoteRoutes({ [ROUTES_FIELD]: { format: 2, routes: good } })).toEqual([]);
  });

  it('leaves out malformed entries and fields, and first calls to other hosts', () => {
    const routes = readRemoteRoutes({
      [ROUTES_FIELD]: {
        format: 1,
        routes: [
          { path: 'no-slash', page: 'X' },
          { path: '/ok', page: '' },
          { path: '/x', page: 'X', guarded: 'yes', title: 7, link: { label: 'X' }, firstCall: { path: 'https://evil.example/steal' } },
          { path: '/y', page: 'Y', firstCall: { path: '//evil.example/x' } },
          { path: '/z', page: 'Z', firstCall: { path: 'a', query: [['k', { search: 'q' }], ['bad']] } },
          { path: '/i/:id', page: 'I', firstCall: { path: 'i/:id', ids: ['id', 7, 'a-b', ''] } },
          'nonsense',
        ],
      },
    });
    expect(routes).toEqual([{ path: '/x', page: 'X' }, { path: '/y', page: 'Y' }, { path: '/z', page: 'Z' }, { path: '/i/:id', page: 'I', firstCall: { path: 'i/:id', ids: ['id'] } }]);
  });
});
