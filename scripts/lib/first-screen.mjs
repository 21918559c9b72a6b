// @ts-check
/**
 * The opened page's first screen in the shell's page, before any script: a remote may publish, next
 * to its mf-manifest.json, a `prerender.json` with static HTML of its pages' first screens per
 * language and the stylesheets they need (mf-public/scripts/prerender.tsx). The shell's server reads
 * it (cached, refreshed in the background: a redeployed remote's new screens show within `ttlMs`) and
 * writes the screen of the opened address, in the visitor's language, into the page it serves:
 * <html lang>, the stylesheets, and the screen inside the frame's `main`. The app's first render
 * replaces it with the live page. The shell knows no remote's pages: it matches the address against
 * what each remote published. Nothing published, or a remote that does not answer in time: the page
 * is served as before.
 */

export const LANGUAGES = /** @type {const} */ (['en', 'bn']);
/** @typedef {(typeof LANGUAGES)[number]} Language */

/**
 * The visitor's language, as the browser will pick it (shared-auth/src/i18n/language.ts, which a test
 * compares this with): `?lang=`, then the remembered choice (the `relief.lang` cookie the page sets
 * with its localStorage), then Accept-Language's first language of ours, then English.
 * @param {{ search: string, cookie?: string, acceptLanguage?: string }} request
 * @returns {Language}
 */
export function requestLanguage({ search, cookie = '', acceptLanguage = '' }) {
  /** @param {string | null | undefined} tag */
  const ours = (tag) => {
    const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
    return /** @type {readonly string[]} */ (LANGUAGES).includes(base ?? '') ? /** @type {Language} */ (base) : undefined;
  };
  const stored = /(?:^|;\s*)relief\.lang=([^;]*)/.exec(cookie)?.[1];
  const browser = acceptLanguage
    .split(',')
    .map((part) => part.split(';')[0])
    .map(ours)
    .find((l) => l !== undefined);
  return ours(new URLSearchParams(search).get('lang')) ?? ours(stored) ?? browser ?? 'en';
}

/**
 * Whether the visitor's page is dark: the `relief.dark` cookie the page keeps beside its stored
 * flag (shell/public/index.html, shared-auth's colour-scheme manager). The browser hydrates a frame
 * only in the scheme its own first render has (shell/src/frame/hydrate.ts).
 * @param {{ cookie?: string }} request
 */
export function requestDark({ cookie = '' }) {
  return /(?:^|;\s*)relief\.dark=1(?:;|$)/.test(cookie);
}

/**
 * Whether the visitor's browser has a session stored: the `relief.session` cookie the page keeps from
 * it (shell/public/index.html on every load, shell/src/frame/session-cookie.ts on sign-in and
 * sign-out). Only that, never who: the
 * token stays in the browser. The server then renders the frame as signed in (the Logout button, the
 * links for signed-in people), which the browser hydrates only when its restored session agrees
 * (shell/src/frame/hydrate.ts). A forged cookie gets a frame the browser replaces, nothing more.
 * @param {{ cookie?: string }} request
 */
export function requestSignedIn({ cookie = '' }) {
  return /(?:^|;\s*)relief\.session=1(?:;|$)/.test(cookie);
}

/**
 * @typedef {{ css: string[], html: Partial<Record<Language, string>>, title?: Partial<Record<Language, string>>, live?: string, search?: string[] }} PublishedScreen
 *   `live`: where the remote's own server renders this screen with its data (`first-screen.json`, next to
 *   prerender.json: live-screens.mjs); `html` is written when that does not answer in time (a page
 *   published at a pattern has none: see publishedPage).
 *   `search`: the address's search parameters the page shows something else with (the campaigns
 *   list's filters and page): the screen is for the address without them, and is not written when
 *   the visitor's address has one (see screenFits). Such pages are published in `pagesWithSearch`.
 * @typedef {{ base: string, pages: Record<string, PublishedScreen>, css?: Map<string, string>, links?: FrameLink[], manifest?: unknown }} RemoteScreens
 * @typedef {{ to: string, label: Partial<Record<Language, string>> & { en: string }, order: number, navbar: boolean, footer: boolean }} FrameLink
 * @typedef {{ html?: string, css: string[], cssText?: string, title?: string, liveTitle?: string, language: Language, links?: FrameLink[], manifests?: Record<string, unknown> }} FirstScreen
 *   `liveTitle`: the document title a live screen came with (a campaign's page: its campaign's), written before the frame's
 *   `manifests`: each remote's mf-manifest.json as read, by its URL (for the frame's server render, frame.mjs)
 *   `html` undefined: no screen for this address, only the frame (the language and, without JavaScript, the links)
 */

/**
 * The frame's links a remote publishes in its manifest (`reliefRoutes`, see shared-auth/routes):
 * pages linked for everyone from the navbar or the footer, at addresses without parameters (as
 * shell/src/layout/nav-links.ts reads them; `/dashboard/*` links to `/dashboard`). Links for
 * signed-in people only are left out: the server does not know the session.
 * @param {unknown} manifest
 * @returns {FrameLink[]}
 */
export function frameLinks(manifest) {
  const field = /** @type {{ reliefRoutes?: { format?: unknown, routes?: unknown } } | null} */ (manifest)?.reliefRoutes;
  if (!field || field.format !== 1 || !Array.isArray(field.routes)) return [];
  /** @type {FrameLink[]} */
  const out = [];
  for (const route of field.routes) {
    const link = route?.link;
    if (typeof route?.path !== 'string' || !link || typeof link.label !== 'string' || typeof link.order !== 'number') continue;
    const base = route.path.endsWith('/*') ? route.path.slice(0, -2) || '/' : route.path;
    if (!base.startsWith('/') || /[:*]/.test(base)) continue;
    const navbar = link.navbar === true;
    const footer = link.footer === true;
    if (!navbar && !footer) continue;
    const bn = route.translations?.bn?.label;
    out.push({ to: base, label: { en: link.label, ...(typeof bn === 'string' ? { bn } : {}) }, order: link.order, navbar, footer });
  }
  return out;
}

/**
 * The page with a first screen written in: <html lang>, the styles it is drawn with, its title, and
 * its HTML inside the frame's main (after the top bar, see shell/public/index.html). `shellCss`: the
 * text of the shell's own preloaded stylesheets (Mantine's base, the frame's components). The styles
 * go into the page itself (`cssText`, or else links to the screen's stylesheets): on a slow link a
 * stylesheet fetched beside ~200 KB of preloaded scripts, from another origin for the remote's,
 * arrives seconds later, and the first paint would wait for it. The app loads the same files again
 * as usual.
 *
 * With `frame` (the shell's frame rendered on the server, frame.mjs): its title (the page's own, in
 * the page's language) on every page, and with a screen, its HTML in #root instead of the written-in
 * top bar, marked with its language and the remotes' pages it was rendered from, for the browser to
 * hydrate (shell/src/frame/hydrate.ts).
 * @param {string} page
 * @param {FirstScreen} screen
 * @param {string} [shellCss]
 * @param {{ html?: string, title: string, routes: string, dark?: boolean, signedIn?: boolean, signIn?: { to: string, label: string } }} [frame]
 */
export function composeFirstScreen(page, screen, shellCss, frame) {
  let html = page.replace(/<html lang="[^"]*"/, `<html lang="${screen.language}"`);
  const title = screen.liveTitle ?? frame?.title ?? screen.title;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
  if (screen.html === undefined) return withFrameLinks(html, screen, '', frame?.signIn);
  /** @param {string} css */
  const safe = (css) => css.replace(/<\/style/gi, '<\\/style');
  const links = screen.css.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" />`).join('');
  const styles =
    screen.cssText !== undefined
      ? `<style>${safe((shellCss ?? '') + screen.cssText)}</style>${screen.css.map(inPage).join('')}`
      : `${shellCss ? `<style>${safe(shellCss)}</style>` : ''}${links}`;
  // The shell's stylesheets are in the page now: no preload for them (see inPage).
  if (shellCss) html = html.replace(PRELOADED_STYLE, (_, href) => inPage(href));
  // A Bangla screen is read only once the Bengali font is there (where the device has none of its
  // own): ask for it with the page instead of after the scripts that apply the stylesheet (fontPreload).
  const fonts = screen.language === 'bn' ? bengaliFonts(shellCss ?? '') : [];
  const preloads = fonts.map(fontPreload).join('');
  const rendered = frame?.html;
  html = html.replace('</head>', () => `${preloads}${styles}${rendered !== undefined ? NO_SCRIPT_NAV : ''}</head>`);
  if (rendered !== undefined) {
    const scheme = frame?.dark ? 'dark' : 'light';
    html = html.replace(/<html([^>]*) data-mantine-color-scheme="[^"]*"/, (_, before) => `<html${before} data-mantine-color-scheme="${scheme}"`);
    const session = frame?.signedIn ? ' data-frame-session="signed-in"' : '';
    const root = `<div id="root" data-frame="${screen.language}" data-frame-scheme="${scheme}"${session} data-frame-routes="${escapeAttribute(frame?.routes ?? '')}">${rendered}</div>`;
    // (The frame has its footer: no <noscript> one.)
    return html.replace(/<div id="root">[\s\S]*?<\/header><\/div>/, () => root);
  }
  return withFrameLinks(html, screen, `<main id="main" class="boot-main">${screen.html}</main>`, frame?.signIn);
}

/**
 * A stylesheet whose text is written into the page, marked as there without being fetched: the
 * browser fetches no stylesheet link that has `disabled` (HTML, "fetch and process the linked
 * resource"), and the app's CSS chunk loader (Rspack's, in the shell and in each remote) takes a
 * `<link rel="stylesheet">` with the file's address for the file loaded. So the page does not
 * download again the styles it already has (~7 KB on `/`). The styles apply from the `<style>`.
 * @param {string} href
 */
const inPage = (href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" disabled>`;

/**
 * The shell's own stylesheets as index.html preloads them (preload-plugin.ts): what the shell's server
 * reads to write into the page with a first screen (static-server.mjs) and what composeFirstScreen
 * then no longer preloads.
 */
const PRELOADED_STYLE = /<link rel="preload" href="(\/[^"]+\.css)" as="style">/g;

/**
 * The addresses of the stylesheets index.html preloads (the shell's own, from its root).
 * @param {string} html
 */
export const preloadedStylesheets = (html) => [...html.matchAll(PRELOADED_STYLE)].map((m) => m[1] ?? '');

/**
 * Without JavaScript, the server-rendered navbar's buttons (the phone menu, the language and colour
 * switches) are left out: they need a script. Below Mantine's lg breakpoint, where the app has its
 * phone menu, the bar's links and Login are shown instead, wrapping: the logo and Login on the first
 * row, the links on the rows below, nothing out of reach sideways (class names: shell/src/layout/navbar.tsx).
 * The bar is then not sticky (rows of links would take a phone's screen).
 */
const NO_SCRIPT_NAV =
  '<noscript><style>header button{display:none!important}' +
  '@media (max-width:74.99em){header{position:static!important}header .frame-bar{height:auto!important}' +
  'header .frame-row{flex-wrap:wrap!important;row-gap:4px;padding:12px 0}' +
  'header nav.frame-nav{display:flex!important;flex-wrap:wrap!important;order:1;width:100%;column-gap:16px;row-gap:0}' +
  'header .frame-auth{display:block!important}}</style></noscript>';

/**
 * Without JavaScript, the frame's links in the page's top bar, with Login (`signIn`, from the frame's
 * renderer: the sign-in page and the button's word), and a footer (<noscript>: nothing changes for
 * everyone else), around `main` (the screen, or nothing). The top bar then wraps on a phone
 * (shell/public/index.html).
 * @param {string} html
 * @param {FirstScreen} screen
 * @param {string} main
 * @param {{ to: string, label: string }} [signIn]
 */
function withFrameLinks(html, screen, main, signIn) {
  const navbar = sortedLinks(screen).filter((l) => l.navbar);
  const login = signIn ? `<a class="boot-login" href="${escapeAttribute(signIn.to)}">${escapeText(signIn.label)}</a>` : '';
  const nav = navbar.length > 0 || login ? `<noscript>${navbar.length > 0 ? `<nav class="boot-nav">${anchors(navbar, screen.language)}</nav>` : ''}${login}</noscript>` : '';
  html = html.replace('</div></header></div>', `${nav}</div></header></div>`);
  return html.replace('</header></div>', `</header>${main}${noScriptFooter(screen)}</div>`);
}

/** @param {FirstScreen} screen */
const sortedLinks = (screen) => [...(screen.links ?? [])].sort((a, b) => a.order - b.order);

/**
 * @param {FrameLink[]} links
 * @param {Language} language
 */
const anchors = (links, language) => links.map((l) => `<a href="${escapeAttribute(l.to)}">${escapeText(l.label[language] ?? l.label.en)}</a>`).join('');

/**
 * Without JavaScript, a footer with the frame's footer links (the app's footer renders after the
 * first paint).
 * @param {FirstScreen} screen
 */
function noScriptFooter(screen) {
  const links = sortedLinks(screen).filter((l) => l.footer);
  return links.length === 0 ? '' : `<noscript><footer class="boot-footer">${anchors(links, screen.language)}<p>© 2024 Relief</p></footer></noscript>`;
}

/**
 * The @font-face rules whose unicode-range covers the Bengali block (U+0980…): each one's WOFF2 file
 * and the names of the device's own fonts it takes first (`local(…)`).
 * @param {string} css
 * @returns {{ href: string, local: string[] }[]}
 */
export function bengaliFonts(css) {
  const out = [];
  for (const [, rule = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    if (!/unicode-range:[^;]*U\+0?980/i.test(rule)) continue;
    const href = /url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/.exec(rule)?.[1];
    const local = [...rule.matchAll(/local\(\s*['"]?([^'")]+?)['"]?\s*\)/g)].map((m) => m[1] ?? '').filter(Boolean);
    if (href) out.push({ href, local });
  }
  return out;
}

/**
 * How a Bangla screen asks for the Bengali font early: a device with a Bengali font of its own (most
 * Android phones: the rule's `local(…)` names) uses it and downloads nothing, so the page asks for
 * the file only when the device has none. A small script tries the local fonts (FontFace, no network)
 * and adds the preload when they are not there; without local names, the preload as it is.
 * @param {{ href: string, local: string[] }} font
 */
export function fontPreload({ href, local }) {
  if (local.length === 0) return `<link rel="preload" href="${escapeAttribute(href)}" as="font" type="font/woff2" crossorigin>`;
  const font = JSON.stringify({ href, src: local.map((name) => `local(${JSON.stringify(name)})`).join(',') }).replace(/</g, '\\u003c');
  return (
    '<script>(function(f){function p(){var l=document.createElement("link");l.rel="preload";l.href=f.href;l.as="font";l.type="font/woff2";l.crossOrigin="";document.head.appendChild(l)}' +
    `try{new FontFace("relief-local-bengali",f.src).load().then(null,p)}catch(e){p()}})(${font})</script>`
  );
}

/**
 * A stylesheet's url(…) references made absolute against where it came from (it is written into
 * another origin's page).
 * @param {string} css
 * @param {string} base
 */
export function absoluteUrls(css, base) {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote, ref) => {
    if (/^(data:|#)/i.test(ref)) return whole;
    try {
      return `url(${quote}${new URL(ref, base).href}${quote})`;
    } catch {
      return whole;
    }
  });
}

/**
 * The address of a live first screen (`live` in prerender.json, against its address), on the remote's
 * own origin only; undefined for none.
 * @param {unknown} live
 * @param {string} base prerender.json's address
 * @param {string} pathname
 * @param {Language} language
 */
export function liveAddress(live, base, pathname, language) {
  if (typeof live !== 'string' || live === '') return undefined;
  try {
    const url = new URL(live, base);
    if (url.origin !== new URL(base).origin) return undefined;
    url.search = new URLSearchParams({ path: pathname, lang: language }).toString();
    return url.href;
  } catch {
    return undefined;
  }
}

/**
 * The screen published for `pathname`: at that address, or else at a pattern that matches it (a
 * `:name` segment is any one segment: `/donations/:donationId`, a campaign's page), matched as the
 * shell's catalog and React Router match (routeMatches). Such a page has a live screen only (its
 * remote's server renders the campaign the address names).
 * @param {Record<string, PublishedScreen>} pages
 * @param {string} pathname
 * @returns {PublishedScreen | undefined}
 */
export function publishedPage(pages, pathname) {
  if (Object.hasOwn(pages, pathname)) return pages[pathname];
  return Object.entries(pages).find(([pattern]) => pattern.includes(':') && routeMatches(pattern, pathname))?.[1];
}

/**
 * Whether `pathname` (as the address bar has it, not decoded) opens the route `pattern`, as the
 * shell's catalog matches it (shared-auth/routes matchRoute, which a test compares this with):
 * case-insensitive, a trailing slash allowed, `:name` any one segment, a final `*` the rest.
 * @param {string} pattern
 * @param {string} pathname
 */
export function routeMatches(pattern, pathname) {
  const want = pattern.split('/').filter(Boolean);
  let have;
  try {
    have = pathname.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  } catch {
    return false;
  }
  const splat = want[want.length - 1] === '*';
  if (splat) want.pop();
  if (splat ? have.length < want.length : have.length !== want.length) return false;
  return want.every((part, i) => part.startsWith(':') || part.toLowerCase() === have[i]?.toLowerCase());
}

/**
 * The route patterns a remote's manifest publishes (`reliefRoutes`), as the shell's catalog reads
 * them (shared-auth/routes readRemoteRoutes): none for a field it does not know.
 * @param {unknown} manifest
 * @returns {string[]}
 */
export function routePatterns(manifest) {
  const field = /** @type {{ reliefRoutes?: { format?: unknown, routes?: unknown } } | null} */ (manifest)?.reliefRoutes;
  if (!field || field.format !== 1 || !Array.isArray(field.routes)) return [];
  return field.routes
    .map((/** @type {{ path?: unknown, page?: unknown } | null} */ route) => (typeof route?.page === 'string' && route.page !== '' ? route?.path : undefined))
    .filter((/** @type {unknown} */ path) => typeof path === 'string' && path.startsWith('/') && path.length <= 200);
}

/**
 * Whether no remote has a page at `pathname` (then the shell shows "not found", and its server
 * answers 404, for crawlers and link checkers): only when every remote's manifest was read (each in
 * `manifests`, by its URL) and none publishes a route that matches. A remote not read (down, slow,
 * its manifest unreadable) might own the address: the app then shows its error with Retry, and the
 * answer stays 200; so does one with no remote configured (nothing to tell by). The shell itself
 * knows no page: what each remote publishes, read again every `ttlMs`, is all there is.
 * @param {string} pathname
 * @param {string[]} manifestUrls
 * @param {Record<string, unknown>} manifests
 */
export function unknownAddress(pathname, manifestUrls, manifests) {
  if (manifestUrls.length === 0 || !manifestUrls.every((url) => Object.hasOwn(manifests, url))) return false;
  return !manifestUrls.some((url) => routePatterns(manifests[url]).some((pattern) => routeMatches(pattern, pathname)));
}

/**
 * Whether a published screen is the page at an address with `search`: none of the search parameters
 * it names (`search` in prerender.json) has a value there.
 * @param {PublishedScreen} page
 * @param {string} search the address's query (`?q=flood&lang=bn`, or '')
 */
export function screenFits(page, search) {
  if (!Array.isArray(page.search) || page.search.length === 0 || search === '' || search === '?') return true;
  const params = new URLSearchParams(search);
  return page.search.every((name) => typeof name !== 'string' || (params.get(name) ?? '').trim() === '');
}

/**
 * The screens of `pagesWithSearch` in prerender.json: pages whose screen is the page at its address
 * without the search parameters it names (`search`). Apart from `pages` so that a shell that does not
 * know `search` (one deployed before it) writes none of them, rather than one at an address it is not.
 * @param {unknown} field
 * @returns {Record<string, PublishedScreen>}
 */
function withSearch(field) {
  if (!field || typeof field !== 'object') return {};
  return Object.fromEntries(
    Object.entries(field).filter(([, page]) => Array.isArray(page?.search) && page.search.length > 0 && page.search.every((/** @type {unknown} */ name) => typeof name === 'string')),
  );
}

/** @param {string} s */
const escapeAttribute = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** @param {string} s */
const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The largest live first screen written into a page (a remote's answer beyond it is not used). */
const MAX_LIVE_HTML = 512 * 1024;
/** The longest title a live first screen may give the page (a longer one is not used). */
const MAX_TITLE = 300;

/**
 * Sets `key` as the most recent of `map` and keeps its `limit` most recent keys. The remotes' addresses
 * can follow the request's host name (the demo's set-up, without MF_*_URL): every name sent would
 * otherwise keep its own screens.
 * @template V
 * @param {Map<string, V>} map
 * @param {string} key
 * @param {V} value
 * @param {number} limit
 */
function keep(map, key, value, limit) {
  map.delete(key);
  map.set(key, value);
  while (map.size > limit) map.delete(/** @type {string} */ (map.keys().next().value));
}

/**
 * Reads and caches every remote's published first screens, and the live ones (a remote's server
 * rendering them with its data: `live`), each kept `ttlMs` and refreshed in the background. A live
 * screen not read yet is waited for `liveTimeoutMs` at most (the static one is written meanwhile),
 * and after a failure the static one is written for `ttlMs` without asking.
 * At most `limit` remotes' screens are kept, and four times as many live ones.
 * @param {{ ttlMs?: number, timeoutMs?: number, liveTimeoutMs?: number, limit?: number, fetch?: typeof fetch }} [options]
 */
export function createFirstScreens({ ttlMs = 10_000, timeoutMs = 400, liveTimeoutMs = 300, limit = 64, fetch: get = fetch } = {}) {
  /** @type {Map<string, { at: number, screens: RemoteScreens | null, pending?: Promise<void> }>} */
  const cache = new Map();
  /** @type {Map<string, { at: number, html?: string, title?: string, failedAt?: number, pending?: Promise<void> }>} */
  const live = new Map();

  /** @param {string} url */
  function readLive(url) {
    const entry = live.get(url) ?? { at: 0 };
    keep(live, url, entry, 4 * limit);
    entry.pending ??= (async () => {
      try {
        const response = await get(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
        const body = response.ok ? /** @type {{ format?: unknown, html?: unknown, title?: unknown }} */ (await response.json()) : undefined;
        if (body?.format !== 1 || typeof body.html !== 'string' || body.html.length > MAX_LIVE_HTML) throw new Error(`no live first screen at ${url}`);
        const title = typeof body.title === 'string' && body.title.length <= MAX_TITLE ? body.title : undefined;
        Object.assign(entry, { at: Date.now(), html: body.html, title, failedAt: undefined });
      } catch {
        // The static screen until the next try: no figures older than `ttlMs` beyond that.
        Object.assign(entry, { html: undefined, title: undefined, failedAt: Date.now() });
      } finally {
        delete entry.pending;
      }
    })();
    return entry.pending;
  }

  /**
   * The live screen at `url` as last read (read again in the background when older than `ttlMs`),
   * or undefined: none read yet within `wait` ms, or its remote failed less than `ttlMs` ago.
   * @param {string} url
   * @param {number} wait
   * @returns {Promise<{ html: string, title?: string } | undefined>}
   */
  async function liveScreen(url, wait) {
    const now = Date.now();
    const known = live.get(url);
    if (known?.failedAt !== undefined && now - known.failedAt < ttlMs) return undefined;
    if (known?.html === undefined) {
      const reading = readLive(url);
      await Promise.race([reading, new Promise((resolve) => setTimeout(resolve, wait).unref())]);
    } else if (now - known.at >= ttlMs) void readLive(url);
    const entry = live.get(url);
    return entry?.html === undefined ? undefined : { html: entry.html, title: entry.title };
  }

  /** @type {Map<string, { etag: string, value: unknown }>} */
  const validated = new Map();

  /**
   * What `parse` made of the file at `url`, asked for with the tag of the copy read before: a file
   * that has not changed comes back as a bodiless 304 (static-server.mjs), so a remote's ~350 KB
   * prerender.json and its stylesheets are not read again every `ttlMs`. Undefined when it does not
   * answer well.
   * @template T
   * @param {string} url
   * @param {(response: Response) => Promise<T | undefined>} parse
   * @returns {Promise<T | undefined>}
   */
  async function readValidated(url, parse) {
    const before = validated.get(url);
    // `cache-control: max-age=0` as a browser revalidates: without a Cache-Control of its own, fetch
    // adds `no-cache` to a conditional request, which a server takes for a reload (the whole file).
    const headers = before ? { 'if-none-match': before.etag, 'cache-control': 'max-age=0' } : undefined;
    const response = await get(url, { headers, signal: AbortSignal.timeout(5000) });
    if (response.status === 304 && before) {
      keep(validated, url, before, 2 * limit);
      return /** @type {T} */ (before.value);
    }
    validated.delete(url);
    if (!response.ok) return undefined;
    const value = await parse(response);
    const etag = response.headers.get('etag');
    if (etag && value !== undefined) keep(validated, url, { etag, value }, 2 * limit);
    return value;
  }

  /** @param {string} manifestUrl */
  async function read(manifestUrl) {
    const url = new URL('prerender.json', manifestUrl).href;
    /** @type {RemoteScreens | null} */
    let screens = null;
    try {
      screens =
        (await readValidated(url, async (response) => {
          const body = /** @type {{ format?: unknown, pages?: unknown, pagesWithSearch?: unknown }} */ (await response.json());
          if (body.format !== 1 || !body.pages || typeof body.pages !== 'object') return undefined;
          /** @type {RemoteScreens} */
          const read = { base: url, pages: { ...withSearch(body.pagesWithSearch), .../** @type {Record<string, PublishedScreen>} */ (body.pages) }, css: new Map(), links: [] };
          // The screens' stylesheets, read once, to write into the page (composeFirstScreen).
          const files = new Set(Object.values(read.pages).flatMap((p) => (Array.isArray(p.css) ? p.css : [])));
          for (const file of files) {
            if (typeof file !== 'string' || !file.endsWith('.css')) continue;
            const cssUrl = new URL(file, url).href;
            const css = await get(cssUrl, { signal: AbortSignal.timeout(5000) });
            if (css.ok) read.css?.set(file, absoluteUrls(await css.text(), cssUrl));
          }
          return read;
        })) ?? null;
    } catch {
      // not published, or not reachable: no first screen from this remote
    }
    // The frame's links this remote publishes (for the page without JavaScript).
    try {
      const manifest = await readValidated(manifestUrl, (response) => response.json());
      if (manifest !== undefined) screens = { ...(screens ?? { base: manifestUrl, pages: {} }), links: frameLinks(manifest), manifest };
    } catch {
      // no links from this remote
    }
    keep(cache, manifestUrl, { at: Date.now(), screens }, limit);
  }

  /** @param {string} manifestUrl */
  async function screensOf(manifestUrl) {
    const entry = cache.get(manifestUrl);
    if (entry && Date.now() - entry.at < ttlMs) return entry.screens;
    if (entry) {
      // Stale: answer with what is known, refresh in the background.
      if (!entry.pending) entry.pending = read(manifestUrl).finally(() => delete entry.pending);
      return entry.screens;
    }
    const first = read(manifestUrl);
    keep(cache, manifestUrl, { at: 0, screens: null, pending: first }, limit);
    // The first visitor waits at most `timeoutMs` for a remote that is slow to answer.
    await Promise.race([first, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    return cache.get(manifestUrl)?.screens ?? null;
  }

  return {
    /**
     * Reads every remote's screens now and waits for them (not just `timeoutMs`): at start, so the
     * first visitor finds them read.
     * @param {string[]} manifestUrls
     */
    async load(manifestUrls) {
      await Promise.all(
        manifestUrls.map((manifestUrl) => {
          const first = read(manifestUrl);
          keep(cache, manifestUrl, { at: 0, screens: cache.get(manifestUrl)?.screens ?? null, pending: first }, limit);
          return first;
        }),
      );
    },
    /**
     * The addresses the remotes published a first screen for (as read so far; not the patterns of
     * pages whose address names what they show).
     * @param {string[]} manifestUrls
     */
    published(manifestUrls) {
      return [...new Set(manifestUrls.flatMap((url) => Object.keys(cache.get(url)?.screens?.pages ?? {})))].filter((p) => !p.includes(':'));
    },
    /**
     * The first screen of `pathname` in `language`, or the frame alone (no `html`) when no remote
     * published one.
     * @param {string} pathname
     * @param {Language} language
     * @param {string[]} manifestUrls each remote's mf-manifest.json (the shell's run-time configuration)
     * @param {{ waitLive?: boolean, search?: string }} [options] `waitLive`: wait for a live screen as long as
     *   it takes (warming up); `search`: the address's query (a page whose screen it does not fit gets none)
     * @returns {Promise<FirstScreen>}
     */
    async find(pathname, language, manifestUrls, { waitLive = false, search = '' } = {}) {
      const all = await Promise.all(manifestUrls.map(screensOf));
      const links = all.flatMap((s) => s?.links ?? []);
      /** @type {Record<string, unknown>} */
      const manifests = {};
      manifestUrls.forEach((url, i) => {
        if (all[i]?.manifest !== undefined) manifests[url] = all[i]?.manifest;
      });
      for (const screens of all) {
        const page = screens ? publishedPage(screens.pages, pathname) : undefined;
        if (!screens || !page) continue;
        // Another view of the page (a filtered list): the frame alone, as for a page without a screen.
        if (!screenFits(page, search)) break;
        const liveUrl = liveAddress(page.live, screens.base, pathname, language);
        const fallback = page.html?.[language];
        const fresh = liveUrl ? await liveScreen(liveUrl, waitLive ? 10_000 : liveTimeoutMs) : undefined;
        const html = fresh?.html ?? (typeof fallback === 'string' ? fallback : undefined);
        // None in this language, or a page with a live screen only (a campaign's) that did not come: the frame alone.
        if (html === undefined) break;
        const files = (Array.isArray(page.css) ? page.css : []).filter((f) => typeof f === 'string' && f.endsWith('.css'));
        const css = files.map((f) => new URL(f, screens.base).href);
        const texts = files.map((f) => screens.css?.get(f));
        const cssText = texts.every((t) => typeof t === 'string') ? texts.join('\n') : undefined;
        return { html, css, cssText, title: page.title?.[language], ...(fresh?.title !== undefined ? { liveTitle: fresh.title } : {}), language, links, manifests };
      }
      // No screen for this address: the frame alone (the page's language, the links without JavaScript).
      return { css: [], language, links, manifests };
    },
  };
}
