import type { Catalog, CatalogRoute, RouteCatalog } from '../federation/catalog';
import { isClientPageError } from './client-page';

/** The attribute of #root naming the language the shell's server rendered the frame in (scripts/lib/frame.mjs). */
export const FRAME_ATTRIBUTE = 'data-frame';

/** The attribute of #root naming the colour scheme the server rendered the frame in (`dark` or `light`). */
export const FRAME_SCHEME_ATTRIBUTE = 'data-frame-scheme';

/** The attribute of #root marking a frame rendered as signed in (`signed-in`; absent: without a session). */
export const FRAME_SESSION_ATTRIBUTE = 'data-frame-session';

/** The attribute of #root with the signature of the remotes' pages the server rendered the frame from. */
export const FRAME_ROUTES_ATTRIBUTE = 'data-frame-routes';

/**
 * A short signature of the remotes' pages (the frame's links and titles come from them): the
 * browser hydrates only a frame rendered from the same manifests it read (a remote redeployed in
 * between gives another).
 */
export function routesSignature(routes: readonly CatalogRoute[]): string {
  const text = JSON.stringify(routes);
  // FNV-1a, 32 bits: a check of sameness, not of trust.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** What the browser knows at its first render, to compare with what the server rendered for. */
export interface ClientState {
  /** The page's language (i18next's). */
  language: string;
  /** A restored session: the frame then has other links and buttons. */
  authenticated: boolean;
  /**
   * Signed in with an address not known to be confirmed: the frame then has the banner asking to
   * confirm it (with the address), which the server does not render.
   */
  unconfirmed?: boolean;
  /** The stored colour scheme (the toggle's icon and label differ): the server renders the one its cookie names. */
  dark: boolean;
  /** The remotes' pages as the browser read them. */
  catalog: Catalog;
}

/**
 * Whether the browser's first render will be the HTML the server rendered into `root`: the server
 * rendered one in this language and colour scheme, signed in or not as the browser is (and without
 * the banner of an unconfirmed address), from every remote's pages. Otherwise the app renders afresh
 * (and replaces it), as without a server render.
 */
export function canHydrate(root: Element | null, state: ClientState): boolean {
  const rendered = root?.getAttribute(FRAME_ATTRIBUTE);
  if (!rendered || rendered !== state.language) return false;
  const { catalog } = state;
  if (catalog.pending.length > 0 || catalog.unavailable.length > 0) return false;
  // A frame from before the scheme was marked was rendered light.
  const dark = root?.getAttribute(FRAME_SCHEME_ATTRIBUTE) === 'dark';
  const signedIn = root?.getAttribute(FRAME_SESSION_ATTRIBUTE) === 'signed-in';
  if (state.authenticated !== signedIn || (signedIn && state.unconfirmed)) return false;
  return state.dark === dark && root?.getAttribute(FRAME_ROUTES_ATTRIBUTE) === routesSignature(catalog.routes);
}

/**
 * Before the first render of a page with a frame the server rendered (with every remote's links):
 * resolves once every remote's pages are known, or after `maxWaitMs`. At once for any other page,
 * which needs only its own remote's pages (federation/first-render.ts).
 */
export function frameCatalogSettled(root: Element | null, catalog: Pick<RouteCatalog, 'whenSettled'>, maxWaitMs: number): Promise<void> {
  if (!root?.hasAttribute(FRAME_ATTRIBUTE) || maxWaitMs <= 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  return Promise.race([catalog.whenSettled(), late]).finally(() => clearTimeout(timer));
}

/**
 * Hydration's recoverable errors: the opened page's boundary, left to the browser on purpose
 * (client-page.ts), is expected; anything else means the server's HTML was not the app's first
 * render (React then renders that part afresh) and is reported.
 */
export function onHydrationError(error: unknown, info?: { componentStack?: string }): void {
  if (isClientPageError(error)) return;
  console.error('[shell] the server-rendered frame could not be hydrated', error, info?.componentStack ?? '');
}
