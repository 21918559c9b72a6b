import { describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from 'shared-auth';
import { hasStoredToken, preconnect, SESSION_KEY, startFederationWith, type FederationStartDeps } from './start';
import { staticCatalog, TEST_CONFIG as config } from '../test/catalog-fixture';

function deps(overrides: Partial<FederationStartDeps> = {}) {
  const catalog = staticCatalog();
  const d = {
    catalog: { start: vi.fn(catalog.start), whenFound: catalog.whenFound },
    config: vi.fn(async () => config),
    register: vi.fn(),
    loader: { load: vi.fn(async () => ({})) },
    preloadPage: vi.fn(),
    pathname: '/',
    hasSession: vi.fn(() => false),
    preconnect: vi.fn(),
    firstCall: vi.fn(),
    ...overrides,
  };
  return d;
}

describe('startFederationWith', () => {
  it('registers the remotes, opens the API connection and starts loading the opened page\'s remote', async () => {
    const d = deps({ pathname: '/things/42' });
    await expect(startFederationWith(d)).resolves.toEqual(config);
    expect(d.register).toHaveBeenCalledWith(config);
    expect(d.preconnect).toHaveBeenCalledWith(config.apiBaseUrl);
    expect(d.catalog.start).toHaveBeenCalledWith(config);
    await vi.waitFor(() => expect(d.loader.load).toHaveBeenCalledWith('mf_public'));
    expect(d.firstCall).toHaveBeenCalledWith(config.apiBaseUrl, { path: 'thing/:thingId', images: 1 }, { thingId: '42' });
    expect(d.preloadPage).toHaveBeenCalledWith('mf_public', 'Thing');
  });

  it('starts a guarded page\'s remote only when a session is stored', async () => {
    const visitor = deps({ pathname: '/desk/profile' });
    await startFederationWith(visitor);
    await new Promise((r) => setTimeout(r, 0));
    expect(visitor.loader.load).not.toHaveBeenCalled();
    expect(visitor.preloadPage).not.toHaveBeenCalled();
    const member = deps({ pathname: '/desk/profile', hasSession: () => true });
    await startFederationWith(member);
    await vi.waitFor(() => expect(member.loader.load).toHaveBeenCalledWith('mf_dashboard'));
  });

  it('loads nothing for an unknown address', async () => {
    const d = deps({ pathname: '/nope' });
    await startFederationWith(d);
    await new Promise((r) => setTimeout(r, 0));
    expect(d.loader.load).not.toHaveBeenCalled();
    expect(d.firstCall).not.toHaveBeenCalled();
  });

  it('keeps going without /remotes.json: no remote registered, the frame still starts', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const d = deps({ config: async () => Promise.reject(new Error('remotes.json answered 503')) });
    await expect(startFederationWith(d)).resolves.toEqual({ apiBaseUrl: '/api/v1', remotes: {} });
    expect(d.register).toHaveBeenCalledWith({ apiBaseUrl: '/api/v1', remotes: {} });
    expect(d.loader.load).not.toHaveBeenCalled();
    expect(d.firstCall).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('swallows a failed early load (the route\'s error boundary shows it)', async () => {
    const d = deps({ loader: { load: vi.fn(async () => Promise.reject(new Error('down'))) } });
    await expect(startFederationWith(d)).resolves.toEqual(config);
  });
});

describe('hasStoredToken', () => {
  const store = (value: string | null) => ({ getItem: (key: string) => (key === SESSION_KEY ? value : null) });

  it('reads the key shared-auth persists the session under', () => {
    expect(SESSION_KEY).toBe(AUTH_STORAGE_KEY);
  });

  it('is true for a persisted token, false otherwise', () => {
    expect(hasStoredToken(store(JSON.stringify({ token: JSON.stringify('a.b.c') })))).toBe(true);
    expect(hasStoredToken(store(JSON.stringify({ token: 'null' })))).toBe(false);
    expect(hasStoredToken(store(null))).toBe(false);
    expect(hasStoredToken(store('not json'))).toBe(false);
  });
});

describe('preconnect', () => {
  it('adds one anonymous preconnect to the origin', () => {
    preconnect('http://api.test:4000/api/v1');
    const link = document.head.querySelector('link[rel="preconnect"]') as HTMLLinkElement;
    expect(link.href.replace(/\/$/, '')).toBe('http://api.test:4000');
    expect(link.crossOrigin).toBe('anonymous');
  });
});
