/**
 * The shell's frame rendered on the server (react-dom/static), for the shell's server to write into
 * the page it serves: the same components and providers the browser's first render uses
 * (bootstrap.tsx), so the browser hydrates this HTML instead of replacing it. Built for Node.js on
 * its own (rspack.frame.config.ts → dist/.server/frame.cjs, never served as a file) and loaded by
 * scripts/lib/frame.mjs.
 *
 * What the server knows is what it renders: whether the visitor's browser has a session (not whose), the scheme the page's
 * cookie names (light by default), the language it picked (first-screen.mjs requestLanguage) and the pages the remotes publish in their
 * manifests. The opened page itself renders only in the browser: on the server its boundary is
 * left for the client (an error with a known digest, CLIENT_PAGE_DIGEST), showing the page's first
 * screen when its remote published one, else the loading state. The browser hydrates only when
 * its own state is the same (bootstrap.tsx, canHydrate), and otherwise renders afresh.
 */
import { StrictMode, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n, loadNamespaces, loggedIn, makeStore, pageTitle, ReliefProviders, SHARED_NS, whenRehydrated, type Language } from 'shared-auth';
import { findRoute, createCatalog, type RouteCatalog } from '../src/federation/catalog';
import { CatalogProvider } from '../src/federation/catalog-context';
import type { RemoteLoader } from '../src/federation/remote-loader';
import { REMOTE_NAMES, type RemotesConfig } from '../src/federation/remotes-config';
import { ShellRoutes } from '../src/routes';
import { SHELL_NS } from '../src/i18n';
import { FIRST_SCREEN_ATTRIBUTE, FirstScreenContext, ServedFrameContext } from '../src/frame/first-screen-context';
import { CLIENT_PAGE_DIGEST } from '../src/frame/client-page';
import { routesSignature } from '../src/frame/hydrate';
import { routeTitle } from 'shared-auth/routes';
import { signInPath } from '../src/layout/nav-links';

export interface FrameRequest {
  pathname: string;
  language: Language;
  /** The dark scheme (the visitor's `relief.dark` cookie); light otherwise. */
  dark?: boolean;
  /** A visitor whose browser has a session (the `relief.session` cookie): the frame as signed in. */
  signedIn?: boolean;
  /** The shell's run-time configuration (remote name → its mf-manifest.json URL). */
  remotes: RemotesConfig['remotes'];
  /** Each remote's manifest as read by the server, by its URL (a missing one: that remote is left out). */
  manifests: Record<string, unknown>;
  /** The opened page's first screen, when its remote published one. */
  screenHtml?: string;
  /** Only the title (and the pages' signature): no HTML. */
  titleOnly?: boolean;
}

/** What render-frame answers: the frame, or nothing for an address it leaves to the browser. */
export interface RenderedFrame {
  /** The inside of #root (none when only the title was asked for). */
  html?: string;
  /** The document title the page will have (the route's published title, in the language). */
  title: string;
  /** The signature of the remotes' pages it was rendered from (hydrate.ts routesSignature). */
  routes: string;
  /** Rendered in the dark scheme. */
  dark: boolean;
  /** Rendered as signed in. */
  signedIn: boolean;
  /**
   * Where people sign in and the Login button's word in the language (none when no remote has a
   * sign-in page): the written-in top bar's link without JavaScript (first-screen.mjs).
   */
  signIn?: { to: string; label: string };
}

/** The page's code never runs on the server: its boundary renders in the browser. */
function ClientOnlyPage(): never {
  throw Object.assign(new Error('rendered in the browser'), { digest: CLIENT_PAGE_DIGEST });
}

const serverLoader: RemoteLoader = {
  load: () => Promise.reject(new Error('rendered in the browser')),
  loadPage: () => Promise.resolve(ClientOnlyPage as ComponentType),
  loadedPage: () => ClientOnlyPage as ComponentType,
  isLoaded: () => false,
};

/**
 * The session a signed-in visitor's frame is rendered with. The frame shows only that someone is
 * signed in (the Logout button, the links for signed-in people), never who, so it names nobody: an
 * unsigned token that lives in this render's store and goes nowhere. (A person whose address is not
 * confirmed has a banner the server cannot render: the browser does not hydrate then, hydrate.ts.)
 */
function anySession(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { sub: '-', name: '-', email: '-', role: 'user', emailVerified: true, exp: Math.floor(Date.now() / 1000) + 3600 };
  return `${part({ alg: 'none' })}.${part(claims)}.`;
}

/** A session store that restores nothing (the server renders for a visitor without one). */
const noStorage = { getItem: async () => null, setItem: async () => undefined, removeItem: async () => undefined };

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders the frame for one address. Calls run one at a time: the strings' instance is one, and
 * each render sets its language.
 */
export function renderFrame(request: FrameRequest): Promise<RenderedFrame | undefined> {
  const run = queue.then(() => render(request));
  queue = run.catch(() => undefined);
  return run;
}

/** Each manifest object the server passes (it keeps one per read) gets a number, for catalogFor's key. */
const manifestIds = new WeakMap<object, number>();
let lastId = 0;
const idOf = (manifest: unknown) => {
  if (typeof manifest !== 'object' || manifest === null) return 0;
  if (!manifestIds.has(manifest)) manifestIds.set(manifest, ++lastId);
  return manifestIds.get(manifest)!;
};
/** The catalogs of the last few sets of manifests (addresses are many, the remotes' pages change rarely), with their signature. */
const catalogs = new Map<string, Promise<{ catalog: RouteCatalog; routes: string }>>();

/** The remotes' pages as the browser will read them from the same manifests (catalog.ts), and their signature. */
function catalogFor(remotes: FrameRequest['remotes'], manifests: FrameRequest['manifests']): Promise<{ catalog: RouteCatalog; routes: string }> {
  const known = REMOTE_NAMES.filter((r) => remotes[r] && manifests[remotes[r]!] !== undefined);
  const key = known.map((r) => `${r} ${remotes[r]} ${idOf(manifests[remotes[r]!])}`).join('\n');
  let catalog = catalogs.get(key);
  if (!catalog) {
    const made = createCatalog({ fetch: (url) => Promise.resolve(new Response(JSON.stringify(manifests[url]))) });
    catalog = made.start({ apiBaseUrl: '/', remotes: Object.fromEntries(known.map((r) => [r, remotes[r]])) }).then(() => ({ catalog: made, routes: routesSignature(made.get().routes) }));
    catalogs.set(key, catalog);
    while (catalogs.size > 8) catalogs.delete(catalogs.keys().next().value!);
  }
  return catalog;
}

async function render({ pathname, language, dark = false, signedIn = false, remotes, manifests, screenHtml, titleOnly = false }: FrameRequest): Promise<RenderedFrame | undefined> {
  await i18n.changeLanguage(language);
  await loadNamespaces([SHARED_NS, SHELL_NS]);
  const { catalog, routes } = await catalogFor(remotes, manifests);
  const found = findRoute(catalog.get().routes, pathname);
  const title = pageTitle(found ? routeTitle(found.route, language) : undefined);
  const signInAt = signInPath(catalog.get().routes);
  const signIn = signInAt === undefined ? undefined : { to: signInAt, label: i18n.t('nav.login', { ns: SHELL_NS, lng: language }) };
  if (titleOnly) return { title, routes, dark, signedIn, signIn };
  // A page for signed-in people: the browser sends a visitor without a session on to sign in.
  if (found?.route.guarded) return undefined;
  const { store, persistor } = makeStore({ storage: noStorage });
  await whenRehydrated(persistor);
  if (signedIn) store.dispatch(loggedIn(anySession()));
  const screen = screenHtml !== undefined ? { pathname, html: screenHtml } : undefined;
  // The strings' instance given explicitly: the page's one is kept on globalThis (shared-auth's
  // pageI18n), so in a process that has another copy of shared-auth loaded (the browser tests run
  // the shell's server in theirs) it may have been made by that copy, and this bundle's
  // react-i18next would not know it.
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <ReliefProviders store={store} persistor={persistor} colorScheme={dark ? 'dark' : 'light'}>
          <ServedFrameContext.Provider value={true}>
            <FirstScreenContext.Provider value={screen}>
              <CatalogProvider catalog={catalog}>
                <StaticRouter location={pathname}>
                  <ShellRoutes loader={serverLoader} />
                </StaticRouter>
              </CatalogProvider>
            </FirstScreenContext.Provider>
          </ServedFrameContext.Provider>
        </ReliefProviders>
      </StrictMode>
    </I18nextProvider>,
    {
      onError(error: unknown) {
        const digest = (error as { digest?: unknown } | null)?.digest;
        if (digest === CLIENT_PAGE_DIGEST) return CLIENT_PAGE_DIGEST;
        console.error('[frame]', error);
        return undefined;
      },
    },
  );
  const html = await new Response(prelude).text();
  return { html: screenHtml === undefined ? html : withoutRepeatedThemeStyles(html, screenHtml), title, routes, dark, signedIn, signIn };
}

/** A `<style>` block Mantine's provider writes: the theme's CSS variables, its responsive classes. */
const THEME_STYLE = /<style data-mantine-styles="(?:true|classes)">[\s\S]*?<\/style>/g;

/**
 * The frame's HTML with the first screen's own copies of the theme's styles left out. A remote renders
 * its first screen on its own, with its own MantineProvider (mf-public/scripts/first-screen.tsx), so
 * that it is styled in a page without this frame too; inside the frame those blocks (~27 KB: the
 * theme's CSS variables, the responsive classes) are byte for byte the ones the frame's provider
 * wrote above them, and a phone would parse them twice before its first paint. Only blocks identical
 * to one before the screen go; the screen is the page's boundary, which the browser renders afresh
 * (it is never hydrated), so its HTML may differ from what the remote published.
 */
export function withoutRepeatedThemeStyles(html: string, screenHtml: string): string {
  const marker = `<div ${FIRST_SCREEN_ATTRIBUTE}="">`;
  const at = html.indexOf(marker);
  if (at === -1 || !html.startsWith(screenHtml, at + marker.length)) return html;
  const before = html.slice(0, at);
  const lean = screenHtml.replace(THEME_STYLE, (block) => (before.includes(block) ? '' : block));
  return before + marker + lean + html.slice(at + marker.length + screenHtml.length);
}
