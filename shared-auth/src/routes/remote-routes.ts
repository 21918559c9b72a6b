/**
 * The contract between the shell and the remotes about pages (types and pure functions, no
 * React, no shared state): a remote lists its pages in its own `src/routes.ts`, its build writes
 * the list into its `mf-manifest.json` (field `reliefRoutes`), and the shell reads it at run time.
 * Adding, renaming or removing a page, its guard, its title, its links or its first API call is a
 * change to that remote alone.
 *
 * Imported as `shared-auth/routes`: bundled into each unit (not a federation singleton), because the
 * shell's entry matches the opened address before the shared libraries have loaded.
 */
import { LANGUAGES, type Language } from '../i18n/language';

/** The manifest field a remote's build writes (scripts/build/page-chunks-plugin.ts). */
export const ROUTES_FIELD = 'reliefRoutes';
/** The format of that field; a shell ignores a field of a format it does not know. */
export const ROUTES_FORMAT = 1;

/** A value of the first call's query: a fixed string, a search parameter, or a page's offset. */
export type FirstCallValue =
  | string
  /** The address's search parameter of that name, trimmed; the entry is left out when empty. */
  | { search: string }
  /** `(page - 1) * size` where page is the search parameter `search` (1 when absent or invalid). */
  | { pageOffset: string; size: number };

/**
 * The API call a page makes first, described as data so that the shell can start it from its
 * entry, before the page's code has loaded (shared-auth's early-answers.ts hands the answer to the
 * page's endpoint when it asks for the same URL).
 */
export interface FirstCallSpec {
  /** The path after the API's base URL; `:name` is the route parameter of that name, encoded. */
  path: string;
  /** The query, in the order the page's endpoint writes it. */
  query?: [string, FirstCallValue][];
  /** How many of the answer's first items have their `image` shown at once (preloaded). */
  images?: number;
  /**
   * The `sizes` of those images' `<img>`: an uploaded picture (several widths, srcset) is preloaded
   * at the width the page will take. Without it such a picture is not preloaded at all.
   */
  imageSizes?: string;
  /**
   * The route parameters that are the API's ids (isApiId): at an address where one is anything else,
   * the page names no record and asks nothing, and neither does the shell (firstCallFits).
   */
  ids?: string[];
}

/** Where a page is linked from the shell's frame. */
export interface RouteLink {
  label: string;
  /** Position among the links of every remote (lower first). */
  order: number;
  /** In the navbar: for everyone (`true`) or for signed-in people only. */
  navbar?: boolean | 'signed-in';
  /** In the footer's resources column. */
  footer?: boolean;
}

export interface RemoteRoute {
  /** A React Router pattern: `/donations/:donationId`, `/dashboard/*`. */
  path: string;
  /** The key of the page component in the remote's exposed `./pages` module. */
  page: string;
  /** For signed-in people only: others are sent to sign in. */
  guarded?: boolean;
  /** The page's document title while it loads (the page sets its own once shown). */
  title?: string;
  /** The page people sign in on (the frame's Login button, where a guarded page sends them). */
  signIn?: boolean;
  link?: RouteLink;
  firstCall?: FirstCallSpec;
  /**
   * The title and link label in other languages than English (`title` and `link.label` are the
   * English ones): `{ bn: { title: 'শীর্ষ দাতা', label: 'লিডারবোর্ড' } }`.
   */
  translations?: Partial<Record<Language, RouteTexts>>;
  /**
   * The remote's string features (src/locales/<language>/<feature>.json) the page's first render
   * needs: its build lists their files per language in the manifest, and the shell preloads those
   * of the page's language with the page's chunks.
   */
  strings?: string[];
}

export interface RouteTexts {
  title?: string;
  label?: string;
}

/**
 * A page's key in its remote's manifest maps (`reliefPages`, its strings) and the name of its chunk
 * after `page-`: `DonationDetail` → `donation-detail`.
 */
export function pageKey(page: string): string {
  return page.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** A route's document title in a language (English when it has none in that language). */
export function routeTitle(route: RemoteRoute, language: Language): string | undefined {
  return route.translations?.[language]?.title ?? route.title;
}

/** A route's link label in a language (English when it has none in that language). */
export function routeLabel(route: RemoteRoute, language: Language): string | undefined {
  return route.translations?.[language]?.label ?? route.link?.label;
}

function readTranslations(value: unknown): RemoteRoute['translations'] {
  if (!isObject(value)) return undefined;
  const out: NonNullable<RemoteRoute['translations']> = {};
  for (const language of LANGUAGES) {
    const texts = value[language];
    if (!isObject(texts)) continue;
    const read: RouteTexts = {};
    if (isText(texts.title, 120)) read.title = texts.title;
    if (isText(texts.label, 60)) read.label = texts.label;
    if (read.title || read.label) out[language] = read;
  }
  return Object.keys(out).length ? out : undefined;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * The parameters of a pathname that matches a route pattern, as React Router matches it
 * (case-insensitive, trailing slash allowed, `:param` = one decoded segment, a final `*` = the
 * rest), or null.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  let have: string[];
  try {
    have = segments(pathname).map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  const splat = want[want.length - 1] === '*';
  if (splat) want.pop();
  if (splat ? have.length < want.length : have.length !== want.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = have[i]!;
    else if (segment.toLowerCase() !== have[i]!.toLowerCase()) return null;
  }
  return params;
}

/** The API path + query of a first call for a matched address (params from matchRoute). */
export function firstCallPath(spec: FirstCallSpec, params: Record<string, string>, search: URLSearchParams): string {
  const path = spec.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = new URLSearchParams();
  for (const [key, value] of spec.query ?? []) {
    if (typeof value === 'string') query.set(key, value);
    else if ('search' in value) {
      const wanted = (search.get(value.search) ?? '').trim();
      if (wanted) query.set(key, wanted);
    } else {
      const page = Number.parseInt(search.get(value.pageOffset) ?? '1', 10);
      query.set(key, String(((Number.isFinite(page) && page >= 1 ? page : 1) - 1) * value.size));
    }
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** An id as the API takes it in a path (its ID_PATTERN, api/src/lib/schemas.ts): a whole number from 1, at most 16 digits. */
export const isApiId = (value: string): boolean => /^[1-9][0-9]{0,15}$/.test(value);

/** Whether a first call is made at a matched address (params from matchRoute): each of its `ids` is an id of the API. */
export function firstCallFits(spec: FirstCallSpec, params: Record<string, string>): boolean {
  return (spec.ids ?? []).every((name) => isApiId(params[name] ?? ''));
}

/**
 * The address's search parameters a first call reads: the page's answer, and so what it shows,
 * differs with them (a screen rendered without them is not that page's with them).
 */
export function firstCallSearch(spec: FirstCallSpec): string[] {
  return (spec.query ?? []).flatMap(([, value]) => (typeof value === 'string' ? [] : 'search' in value ? [value.search] : [value.pageOffset]));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = 200): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

function readValue(value: unknown): FirstCallValue | null {
  if (isText(value) || value === '') return value as string;
  if (!isObject(value)) return null;
  if (isText(value.search, 60)) return { search: value.search };
  if (isText(value.pageOffset, 60) && Number.isInteger(value.size) && (value.size as number) > 0) {
    return { pageOffset: value.pageOffset, size: value.size as number };
  }
  return null;
}

function readFirstCall(value: unknown): FirstCallSpec | undefined {
  if (!isObject(value) || !isText(value.path, 300) || /^[a-z]+:|^\/\//i.test(value.path)) return undefined;
  const spec: FirstCallSpec = { path: value.path.replace(/^\/+/, '') };
  if (Array.isArray(value.query)) {
    const query: [string, FirstCallValue][] = [];
    for (const entry of value.query) {
      if (!Array.isArray(entry) || entry.length !== 2 || !isText(entry[0], 60)) return undefined;
      const read = readValue(entry[1]);
      if (read === null) return undefined;
      query.push([entry[0], read]);
    }
    spec.query = query;
  }
  if (Number.isInteger(value.images) && (value.images as number) > 0) spec.images = Math.min(value.images as number, 12);
  if (isText(value.imageSizes, 300)) spec.imageSizes = value.imageSizes;
  if (Array.isArray(value.ids)) {
    const ids = value.ids.filter((name): name is string => isText(name, 60) && /^[A-Za-z_][A-Za-z0-9_]*$/.test(name));
    if (ids.length) spec.ids = ids.slice(0, 10);
  }
  return spec;
}

function readLink(value: unknown): RouteLink | undefined {
  if (!isObject(value) || !isText(value.label, 60) || typeof value.order !== 'number' || !Number.isFinite(value.order)) return undefined;
  const link: RouteLink = { label: value.label, order: value.order };
  if (value.navbar === true || value.navbar === 'signed-in') link.navbar = value.navbar;
  if (value.footer === true) link.footer = true;
  return link;
}

/**
 * The routes in a remote's manifest, checked (the manifest comes over the network from another
 * team's deploy): entries that are not well-formed are left out; a field of another format, or
 * none, gives [].
 */
export function readRemoteRoutes(manifest: unknown): RemoteRoute[] {
  const field = isObject(manifest) ? manifest[ROUTES_FIELD] : undefined;
  if (!isObject(field) || field.format !== ROUTES_FORMAT || !Array.isArray(field.routes)) return [];
  const routes: RemoteRoute[] = [];
  for (const raw of field.routes) {
    if (!isObject(raw) || !isText(raw.path, 200) || !raw.path.startsWith('/') || !isText(raw.page, 80)) continue;
    const route: RemoteRoute = { path: raw.path, page: raw.page };
    if (raw.guarded === true) route.guarded = true;
    if (raw.signIn === true) route.signIn = true;
    if (isText(raw.title, 120)) route.title = raw.title;
    const link = readLink(raw.link);
    if (link) route.link = link;
    const firstCall = readFirstCall(raw.firstCall);
    if (firstCall) route.firstCall = firstCall;
    if (Array.isArray(raw.strings)) {
      const strings = raw.strings.filter((s): s is string => isText(s, 60) && /^[\w-]+$/.test(s));
      if (strings.length) route.strings = strings.slice(0, 20);
    }
    const translations = readTranslations(raw.translations);
    if (translations) route.translations = translations;
    routes.push(route);
  }
  return routes;
}

/** The field a remote's build writes into its manifest for these routes. */
export function routesField(routes: readonly RemoteRoute[]): { format: number; routes: readonly RemoteRoute[] } {
  return { format: ROUTES_FORMAT, routes };
}

/** What a remote's exposed `./pages` module gives by default: its page components by name (`page` above). */
export type RemotePages = Record<string, import('react').ComponentType & { preload?: () => Promise<void> }>;
