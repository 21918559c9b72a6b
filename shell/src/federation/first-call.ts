import type { EarlyAnswer } from 'shared-auth';
import { matchRoute, ROUTE_TABLE } from '../route-table';

/**
 * The opened page's first API call, started by the shell's entry while the shared libraries, the
 * remote and the page are still downloading, instead of after they have run: the answer (and the
 * first image it names) is there when the page first renders. The page's RTK Query endpoint takes
 * the answer from `window.__reliefEarlyAnswers` when it asks for the same URL (shared-auth's
 * early-answers.ts); if it asks for anything else, it simply fetches, so a call listed here that
 * no longer matches the page costs one small wasted request, never wrong data. A browser test
 * (e2e/public.e2e.ts) checks that each page below then asks the API nothing twice.
 */
export interface FirstCall {
  /** The API path after the base URL, with its query, as the page's endpoint builds it. */
  path: string;
  /** How many of the answer's first items have their `image` shown at once, to preload. */
  images: number;
}

/** mf-public's campaign list (features/campaigns: PAGE_SIZE, readFilters, campaignParams). */
export const CAMPAIGN_PAGE_SIZE = 12;
/** mf-public's landing (features/landing/featured-campaigns.tsx: FEATURED_COUNT). */
export const FEATURED_COUNT = 6;

export function campaignListPath(search: URLSearchParams): string {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const offset = ((Number.isFinite(page) && page >= 1 ? page : 1) - 1) * CAMPAIGN_PAGE_SIZE;
  const params = new URLSearchParams({ limit: String(CAMPAIGN_PAGE_SIZE), offset: String(offset) });
  const q = (search.get('q') ?? '').trim();
  if (q) params.set('q', q);
  const category = search.get('category') ?? '';
  if (category) params.set('category', category);
  return `donations?${params}`;
}

/** Keyed by `<remote>/<page>` of the route table. */
const FIRST_CALLS: Record<string, (params: Record<string, string>, search: URLSearchParams) => FirstCall> = {
  'mf_public/Landing': () => ({ path: `donations?limit=${FEATURED_COUNT}&offset=0`, images: 0 }),
  'mf_public/Donations': (_params, search) => ({ path: campaignListPath(search), images: 1 }),
  'mf_public/DonationDetail': ({ donationId = '' }) => ({ path: `single-donation/${encodeURIComponent(donationId)}`, images: 1 }),
  'mf_public/Leaderboard': () => ({ path: 'leaderboard', images: 0 }),
  // features/transparency: the summary holds the head and the income table (the latest entries follow).
  'mf_public/Transparency': () => ({ path: 'ledger/summary', images: 0 }),
};

/** The first call of the page an address opens, if that page makes one at once. */
export function firstCallFor(pathname: string, search: string): FirstCall | undefined {
  for (const route of ROUTE_TABLE) {
    const params = matchRoute(route.path, pathname);
    if (params) return FIRST_CALLS[`${route.remote}/${route.page}`]?.(params, new URLSearchParams(search));
  }
  return undefined;
}

/** The image paths or URLs of the answer's first `count` items (`data` is a list or one item). */
export function imagesOf(body: unknown, count: number): string[] {
  const data = (body as { data?: unknown } | null)?.data;
  const items: unknown[] = Array.isArray(data) ? data : data ? [data] : [];
  return items
    .slice(0, count)
    .map((item) => (item as { image?: unknown } | null)?.image)
    .filter((image): image is string => typeof image === 'string' && (image.startsWith('/') || /^https?:\/\//i.test(image)));
}

export interface FirstCallDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  holder: { __reliefEarlyAnswers?: Record<string, EarlyAnswer> };
  preloadImage: (url: string) => void;
  baseURI: string;
  now: () => number;
}

/** `<link rel="preload" as="image">`, as the page's `<img>` will ask for it. */
function preloadImage(url: string, doc: Document = document): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
}

/**
 * Starts the first call of the page at `pathname` + `search` (if it has one) and leaves its
 * answer for the page; when it answers, preloads the images the page shows first. Images given as
 * paths are served by the API's origin (as shared-auth's assetUrl resolves them).
 */
export function startFirstCall(apiBaseUrl: string, pathname: string, search: string, deps: FirstCallDeps): void {
  const call = firstCallFor(pathname, search);
  if (!call) return;
  let url: string;
  try {
    url = new URL(`${apiBaseUrl.replace(/\/+$/, '')}/${call.path}`, deps.baseURI).href;
  } catch {
    return;
  }
  const response = deps.fetch(url, { headers: { accept: 'application/json' } }).then((answer) => {
    if (call.images > 0 && answer.ok) {
      answer
        .clone()
        .json()
        .then((body) => {
          for (const image of imagesOf(body, call.images)) deps.preloadImage(new URL(image, url).href);
        })
        .catch(() => undefined); // a hint only
    }
    return answer;
  });
  response.catch(() => undefined); // the page fetches again on a network failure
  deps.holder.__reliefEarlyAnswers = { ...deps.holder.__reliefEarlyAnswers, [url]: { response, at: deps.now() } };
}

/** startFirstCall for this page's address. */
export function startFirstCallHere(apiBaseUrl: string): void {
  startFirstCall(apiBaseUrl, window.location.pathname, window.location.search, {
    fetch: (url, init) => fetch(url, init),
    holder: window,
    preloadImage: (url) => preloadImage(url),
    baseURI: document.baseURI,
    now: Date.now,
  });
}
