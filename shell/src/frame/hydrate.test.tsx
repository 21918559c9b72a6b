/**
 * The frame the shell's server renders (server/render-frame.tsx) is what the browser's first
 * render is: hydrating it keeps the server's elements, reports nothing but the page's boundary left
 * to the browser, and the page then shows in place of its first screen.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { configureRuntime, i18n, loggedIn, loggedOut, makeStore, selectCurrentUser, selectIsAuthenticated, whenRehydrated } from 'shared-auth';
import { mountApp } from 'shared-auth/standalone';
import { API, mockApi } from 'shared-auth/testing';
import { frameRenderer } from '../test/frame-worker';
import { ShellRoutes } from '../routes';
import { CatalogProvider } from '../federation/catalog-context';
import { createRemoteLoader } from '../federation/remote-loader';
import { fakeRuntime, testToken } from '../test/render';
import { TEST_CONFIG, TEST_ROUTES, testCatalog } from '../test/catalog-fixture';
import type { RemoteName } from '../federation/remotes-config';
import { FirstScreenContext, readFirstScreen, ServedFrameContext } from './first-screen-context';
import { canHydrate, FRAME_ATTRIBUTE, FRAME_ROUTES_ATTRIBUTE, FRAME_SCHEME_ATTRIBUTE, FRAME_SESSION_ATTRIBUTE, frameCatalogSettled, onHydrationError, routesSignature } from './hydrate';
import { CLIENT_PAGE_DIGEST, isClientPageError } from './client-page';

/** Each remote's manifest as the shell's server read it (TEST_ROUTES), by its URL. */
const MANIFESTS = Object.fromEntries(
  (Object.entries(TEST_CONFIG.remotes) as [RemoteName, string][]).map(([remote, url]) => [url, { reliefRoutes: { format: 1, routes: TEST_ROUTES[remote] ?? [] } }]),
);

/** The page as the shell's server writes it: #root with the frame, marked (scripts/lib/first-screen.mjs). */
async function serverPage(pathname: string, language: 'en' | 'bn', screenHtml?: string, { dark = false, signedIn = false } = {}) {
  const frame = await server.render({ pathname, language, dark, signedIn, remotes: TEST_CONFIG.remotes, manifests: MANIFESTS, screenHtml });
  if (!frame) throw new Error('no frame');
  const session = frame.signedIn ? ` ${FRAME_SESSION_ATTRIBUTE}="signed-in"` : '';
  document.body.innerHTML = `<div id="root" ${FRAME_ATTRIBUTE}="${language}" ${FRAME_SCHEME_ATTRIBUTE}="${frame.dark ? 'dark' : 'light'}"${session} ${FRAME_ROUTES_ATTRIBUTE}="${frame.routes}">${frame.html}</div>`;
  window.history.replaceState(null, '', pathname);
  return { frame, root: document.getElementById('root')! };
}

/** The browser's first render as bootstrap.tsx makes it (with the test's catalog), hydrating when it can. */
async function browserRender(root: HTMLElement, { signedIn = false, dark = false, confirmed = true, stored = true } = {}) {
  // The stored scheme (shell/public/index.html reads it before the first render too); none stored
  // (`stored: false`): the system's, which the test gives as `dark`.
  if (stored) localStorage.setItem('isDark', String(dark));
  else {
    localStorage.removeItem('isDark');
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)', media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList);
  }
  const catalog = await testCatalog();
  const { store, persistor } = makeStore();
  await whenRehydrated(persistor);
  // (A session an earlier test's store may still write is not this visitor's.)
  store.dispatch(signedIn ? loggedIn(testToken('user', { emailVerified: confirmed })) : loggedOut());
  const loader = createRemoteLoader(fakeRuntime());
  // The page's code has loaded before the first render (first-render.ts).
  await loader.load('mf_public');
  const state = store.getState();
  const hydrate = canHydrate(root, {
    language: i18n.language,
    authenticated: selectIsAuthenticated(state),
    unconfirmed: selectCurrentUser(state)?.emailVerified !== true,
    dark,
    catalog: catalog.get(),
  });
  const reported: unknown[] = [];
  await act(async () => {
    const mounted = mountApp(
      <ServedFrameContext.Provider value={hydrate}>
        <FirstScreenContext.Provider value={readFirstScreen(root, window.location.pathname)}>
          <CatalogProvider catalog={catalog}>
            <BrowserRouter>
              <ShellRoutes loader={loader} />
            </BrowserRouter>
          </CatalogProvider>
        </FirstScreenContext.Provider>
      </ServedFrameContext.Provider>,
      { store, persistor, colorScheme: 'auto', ...(hydrate ? { hydrate: { onRecoverableError: (error: unknown) => reported.push(error) } } : {}) },
    );
    if (mounted) roots.push(mounted);
  });
  return { hydrate, reported };
}

let server: ReturnType<typeof frameRenderer>;
// The renderer's thread loads the server's code on its first render: seconds, and more than a test's
// 15 s on a machine busy with other work (seen: both first tests timed out while a build and browser
// tests ran). Loaded here, with its own time, so each test times only its renders.
beforeAll(async () => {
  server = frameRenderer();
  await server.render({ pathname: '/', language: 'en', remotes: TEST_CONFIG.remotes, manifests: MANIFESTS });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

const roots: Root[] = [];
afterEach(async () => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  localStorage.removeItem('isDark');
  await i18n.changeLanguage('en');
});

describe('the frame rendered on the server', () => {
  it('is the frame with every public link in the language, the page\'s first screen in its boundary, left to the browser', async () => {
    const { frame } = await serverPage('/', 'en', '<h1>Welcome</h1>');
    const header = document.querySelector('header')!;
    expect(header.querySelector('nav')?.textContent).toBe('StartThingsWallAbout');
    expect(document.querySelector('main [data-first-screen] h1')?.textContent).toBe('Welcome');
    // The footer too (the browser renders it after its first paint otherwise).
    expect(document.querySelector('footer')?.textContent).toContain('© 2024');
    expect(frame.html).toContain(`<!--$!--><template data-dgst="${CLIENT_PAGE_DIGEST}"`);
    expect(frame.title).toBe('Post-Disaster Relief Donation Platform');
    const bangla = await serverPage('/things', 'bn');
    expect(document.querySelector('header nav')?.textContent).toContain('জিনিস');
    expect(bangla.frame.title).toBe('সব জিনিস – দুর্যোগ-পরবর্তী ত্রাণ অনুদান প্ল্যাটফর্ম');
    // No first screen: the page's loading state.
    expect(document.querySelector('main [role="status"]')).not.toBeNull();
  });

  it('names the sign-in page and the Login button\'s word in the language, also with the title alone (the written-in top bar\'s Login without JavaScript)', async () => {
    const request = { pathname: '/transparency', remotes: TEST_CONFIG.remotes, manifests: MANIFESTS, titleOnly: true };
    expect((await server.render({ ...request, language: 'en' }))?.signIn).toEqual({ to: '/sign-in', label: 'Login' });
    expect((await server.render({ ...request, language: 'bn' }))?.signIn).toEqual({ to: '/sign-in', label: 'লগইন' });
  });

  it('leaves a page for signed-in people to the browser (which sends a visitor on to sign in)', async () => {
    expect(await server.render({ pathname: '/wall', language: 'en', remotes: TEST_CONFIG.remotes, manifests: MANIFESTS })).toBeUndefined();
  });

  it('is hydrated by the browser: the same elements stay, nothing is reported but the page\'s boundary, and the page replaces its first screen', async () => {
    const { root } = await serverPage('/', 'en', '<h1>Welcome</h1>');
    const header = root.querySelector('header');
    const main = root.querySelector('main');
    const footer = root.querySelector('footer');
    const error = vi.spyOn(console, 'error');
    const { hydrate, reported } = await browserRender(root);
    expect(hydrate).toBe(true);
    expect(root.querySelector('header')).toBe(header);
    expect(root.querySelector('main')).toBe(main);
    expect(footer).not.toBeNull();
    expect(root.querySelector('footer')).toBe(footer);
    expect(reported.every(isClientPageError)).toBe(true);
    expect(error).not.toHaveBeenCalled();
    expect(root.querySelector('main')?.textContent).toBe('page mf_public/Start');
    error.mockRestore();
  });

  it("writes the theme's styles once: a first screen's own copies of the frame's are left out, its other styles kept, and the page still hydrates", async () => {
    // The frame's own theme styles (its MantineProvider's), as a remote's first screen rendered on its own carries them too.
    const bare = await serverPage('/things', 'en');
    const themeStyles = bare.frame.html!.match(/<style data-mantine-styles="(?:true|classes)">[\s\S]*?<\/style>/g) ?? [];
    expect(themeStyles.map((s) => /data-mantine-styles="(\w+)"/.exec(s)?.[1])).toEqual(['true', 'classes']);
    expect(themeStyles[0]).toContain('--mantine-color-pink-6');
    const own = '<style data-mantine-styles="inline">.__m__-hero{padding:1px}</style>';
    const other = '<style data-mantine-styles="true">:root{--not-the-frames:1}</style>';
    const { frame, root } = await serverPage('/', 'en', `${themeStyles.join('')}${own}${other}<h1>Welcome</h1>`);
    for (const block of themeStyles) expect(frame.html!.split(block).length - 1).toBe(1);
    expect(root.querySelector('[data-first-screen]')?.innerHTML).toBe(`${own}${other}<h1>Welcome</h1>`);
    expect(frame.html!.indexOf(themeStyles[0]!)).toBeLessThan(frame.html!.indexOf('data-first-screen'));
    const error = vi.spyOn(console, 'error');
    const { hydrate, reported } = await browserRender(root);
    expect(hydrate).toBe(true);
    expect(reported.every(isClientPageError)).toBe(true);
    expect(error).not.toHaveBeenCalled();
    expect(root.querySelector('main')?.textContent).toBe('page mf_public/Start');
    error.mockRestore();
  });

  it('in Bangla too', async () => {
    await i18n.changeLanguage('bn');
    const { root } = await serverPage('/things', 'bn');
    const header = root.querySelector('header');
    const { hydrate, reported } = await browserRender(root);
    expect(hydrate).toBe(true);
    expect(root.querySelector('header')).toBe(header);
    expect(reported.every(isClientPageError)).toBe(true);
    expect(root.querySelector('main')?.textContent).toBe('page mf_public/Things');
  });

  it('in the dark scheme when the server rendered it so (the visitor\'s cookie): the toggle offers the light one', async () => {
    const { root } = await serverPage('/', 'en', '<h1>Welcome</h1>', { dark: true });
    const toggle = root.querySelector('header button[aria-label="Switch to light mode"]');
    expect(toggle).not.toBeNull();
    const error = vi.spyOn(console, 'error');
    const { hydrate, reported } = await browserRender(root, { dark: true });
    expect(hydrate).toBe(true);
    expect(root.querySelector('header button[aria-label="Switch to light mode"]')).toBe(toggle);
    expect(reported.every(isClientPageError)).toBe(true);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it("for a visitor who never touched the switch, in the system's scheme: hydrated in the one the cookie index.html wrote from it names", async () => {
    for (const dark of [true, false]) {
      const { root } = await serverPage('/', 'en', '<h1>Welcome</h1>', { dark });
      const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
      const toggle = root.querySelector(`header button[aria-label="${label}"]`);
      expect(toggle).not.toBeNull();
      const error = vi.spyOn(console, 'error');
      const { hydrate, reported } = await browserRender(root, { dark, stored: false });
      expect(hydrate).toBe(true);
      expect(root.querySelector(`header button[aria-label="${label}"]`)).toBe(toggle);
      expect(reported.every(isClientPageError)).toBe(true);
      expect(error).not.toHaveBeenCalled();
      vi.restoreAllMocks();
      document.body.innerHTML = '';
    }
  });

  it('is replaced, not hydrated, when the schemes differ (a dark visitor whose cookie is gone)', async () => {
    const { root } = await serverPage('/', 'en', '<h1>Welcome</h1>');
    const header = root.querySelector('header');
    const { hydrate } = await browserRender(root, { dark: true });
    expect(hydrate).toBe(false);
    expect(root.querySelector('header')).not.toBe(header);
    expect(root.querySelector('header button[aria-label="Switch to light mode"]')).not.toBeNull();
  });

  it('for a signed-in visitor (the relief.session cookie), is rendered signed in and hydrated: Logout is the served button', async () => {
    const { frame, root } = await serverPage('/', 'en', '<h1>Welcome</h1>', { signedIn: true });
    expect(frame.signedIn).toBe(true);
    expect(root.querySelector('header a[href="/sign-in"]')).toBeNull();
    const logout = [...root.querySelectorAll('header button')].find((b) => b.textContent === 'Logout');
    expect(logout).toBeDefined();
    const error = vi.spyOn(console, 'error');
    const { hydrate, reported } = await browserRender(root, { signedIn: true });
    expect(hydrate).toBe(true);
    expect([...root.querySelectorAll('header button')].find((b) => b.textContent === 'Logout')).toBe(logout);
    expect(reported.every(isClientPageError)).toBe(true);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('is replaced, not hydrated, when the sessions differ: a guest with a signed-in frame, or a person whose address is unconfirmed (the banner)', async () => {
    // The banner asks GET /me: the address is still unconfirmed.
    configureRuntime({ apiBaseUrl: API });
    mockApi([['GET', /^\/me$/, () => ({ body: { success: true, data: { _id: 'u1', email: 'rahim@example.com', emailVerified: false, twoFactorEnabled: false, twoFactorRequired: false } } })]]);
    for (const [visitor, expected] of [
      [{ signedIn: false }, 'Login'],
      [{ signedIn: true, confirmed: false }, 'Logout'],
    ] as const) {
      const { root } = await serverPage('/', 'en', '<h1>Welcome</h1>', { signedIn: true });
      const header = root.querySelector('header');
      const { hydrate } = await browserRender(root, visitor);
      expect(hydrate).toBe(false);
      expect(root.querySelector('header')).not.toBe(header);
      expect(root.querySelector('header')?.textContent).toContain(expected);
    }
  });

  it('is replaced, not hydrated, for a signed-in visitor when rendered for none (no cookie yet)', async () => {
    const { root } = await serverPage('/things', 'en');
    const header = root.querySelector('header');
    const { hydrate } = await browserRender(root, { signedIn: true });
    expect(hydrate).toBe(false);
    expect(root.querySelector('header')).not.toBe(header);
    expect(root.querySelector('header')?.textContent).toContain('Logout');
  });
});

describe('canHydrate', () => {
  const root = (language: string | null, routes: string | null, scheme?: 'dark' | 'light') => {
    const element = document.createElement('div');
    if (language) element.setAttribute(FRAME_ATTRIBUTE, language);
    if (scheme) element.setAttribute(FRAME_SCHEME_ATTRIBUTE, scheme);
    if (routes) element.setAttribute(FRAME_ROUTES_ATTRIBUTE, routes);
    return element;
  };
  const routes = [{ path: '/', page: 'Start', remote: 'mf_public' as const }];
  const signature = routesSignature(routes);
  const state = { language: 'en', authenticated: false, dark: false, catalog: { routes, pending: [], unavailable: [] } };

  it('only when the server rendered the frame the browser will render', () => {
    expect(canHydrate(root('en', signature), state)).toBe(true);
    expect(canHydrate(null, state)).toBe(false);
    expect(canHydrate(root(null, null), state)).toBe(false);
    expect(canHydrate(root('bn', signature), state)).toBe(false);
    expect(canHydrate(root('en', signature), { ...state, authenticated: true })).toBe(false);
    const signedIn = root('en', signature);
    signedIn.setAttribute(FRAME_SESSION_ATTRIBUTE, 'signed-in');
    expect(canHydrate(signedIn, { ...state, authenticated: true, unconfirmed: false })).toBe(true);
    expect(canHydrate(signedIn, { ...state, authenticated: true, unconfirmed: true })).toBe(false);
    expect(canHydrate(signedIn, state)).toBe(false);
    expect(canHydrate(root('en', signature), { ...state, dark: true })).toBe(false);
    expect(canHydrate(root('en', signature, 'light'), state)).toBe(true);
    expect(canHydrate(root('en', signature, 'dark'), { ...state, dark: true })).toBe(true);
    expect(canHydrate(root('en', signature, 'dark'), state)).toBe(false);
    expect(canHydrate(root('en', signature, 'light'), { ...state, dark: true })).toBe(false);
    expect(canHydrate(root('en', signature), { ...state, catalog: { ...state.catalog, pending: ['mf_community'] } })).toBe(false);
    expect(canHydrate(root('en', signature), { ...state, catalog: { ...state.catalog, unavailable: ['mf_community'] } })).toBe(false);
    // Other pages (a remote redeployed between the server's read and the browser's).
    expect(canHydrate(root('en', routesSignature([...routes, { path: '/new', page: 'New', remote: 'mf_public' }])), state)).toBe(false);
  });

  it('reports every hydration error but the page\'s boundary', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onHydrationError(Object.assign(new Error('x'), { digest: CLIENT_PAGE_DIGEST }));
    expect(error).not.toHaveBeenCalled();
    onHydrationError(new Error('Hydration failed because the server rendered text did not match'));
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('frameCatalogSettled', () => {
  const never = { whenSettled: () => new Promise<void>(() => undefined) };
  const page = (frame: boolean) => {
    const element = document.createElement('div');
    if (frame) element.setAttribute(FRAME_ATTRIBUTE, 'en');
    return element;
  };
  const settledWithin = async (promise: Promise<void>, ms: number) =>
    Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

  it('does not wait on a page without a server-rendered frame (only its own remote matters there)', async () => {
    expect(await settledWithin(frameCatalogSettled(page(false), never, 1000), 20)).toBe(true);
    expect(await settledWithin(frameCatalogSettled(null, never, 1000), 20)).toBe(true);
  });

  it('waits for every remote\'s pages before hydrating a frame, at most the time left', async () => {
    let settle: () => void = () => undefined;
    const catalog = { whenSettled: () => new Promise<void>((resolve) => (settle = resolve)) };
    const waiting = frameCatalogSettled(page(true), catalog, 1000);
    expect(await settledWithin(waiting, 20)).toBe(false);
    settle();
    expect(await settledWithin(waiting, 20)).toBe(true);
    expect(await settledWithin(frameCatalogSettled(page(true), never, 30), 200)).toBe(true);
    expect(await settledWithin(frameCatalogSettled(page(true), never, -5), 20)).toBe(true);
  });
});
