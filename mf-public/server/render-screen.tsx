/**
 * mf-public's first screens rendered live, with data: built for Node.js on its own
 * (rspack.server.config.ts → dist/.server/screens.cjs, never served as a file) and run by this
 * remote's own server (scripts/lib/static-server.mjs, `GET /first-screen.json?path=&lang=`), which
 * the shell's server asks when a page in prerender.json is marked `live` (scripts/lib/first-screen.mjs).
 * Deployed with the build it renders for: a redeploy of mf-public brings its new screens, and the
 * shell runs none of this code. Today: the landing page with its featured campaigns, the campaigns
 * list (without filters) with its first cards, each campaign's page and the leaderboard, so a donor
 * on a slow link (or without JavaScript) reads them before any script.
 */
import type { LeaderboardRow } from 'api/types';
import { configureRuntime, type Language } from 'shared-auth';
import { firstCallFits, firstCallPath, matchRoute } from 'shared-auth/routes';
import { campaignFirstScreen, campaignsFirstScreen, landingFirstScreen, leaderboardFirstScreen, type ListAnswer, type RenderedFirstScreen } from '../scripts/first-screen';
import type { PublicCampaign } from '../src/features/campaigns/campaigns-api';
import { FEATURED_COUNT } from '../src/features/campaigns/sizes';
import { ROUTES } from '../src/routes';

export interface ScreenRequest {
  pathname: string;
  language: Language;
  /** The API's base URL, as browsers reach it (the cards' pictures are addressed from it too). */
  apiBaseUrl: string;
  fetch?: typeof fetch;
}

/**
 * What renderScreen answers: the screen's HTML, and the page's document title where the address names
 * what it shows (a campaign's page: the campaign's title; the shell's server writes it into the page);
 * or nothing for an address it has no live screen of.
 */
export interface RenderedScreen {
  html: string;
  title?: string;
}

/**
 * How each page with a live screen draws the answer of its first call: public answers, as the page
 * shows them (the campaigns list names no donor; the leaderboard names donors by the name they give,
 * or "Anonymous", and no public answer has an email address).
 */
const RENDERERS: Record<string, (language: Language, answer: unknown) => Promise<RenderedFirstScreen>> = {
  Landing: (language, answer) => landingFirstScreen(language, listOf(answer).data.slice(0, FEATURED_COUNT)),
  Donations: (language, answer) => campaignsFirstScreen(language, listOf(answer)),
  Leaderboard: (language, answer) => leaderboardFirstScreen(language, dataOf(answer) as LeaderboardRow[]),
  DonationDetail: (language, answer) => campaignFirstScreen(language, campaignOf(answer)),
};

/** The campaign of an answer (one object with an id). */
function campaignOf(answer: unknown): PublicCampaign {
  const data = (answer as { data?: unknown } | null)?.data as Partial<PublicCampaign> | undefined;
  if (!data || typeof data !== 'object' || typeof data._id !== 'string' || !Array.isArray(data.donations)) throw new Error('the API answered without a campaign');
  return data as PublicCampaign;
}

/** An answer's list (`data`), or an error: the shell then writes the static screen. */
function dataOf(answer: unknown): unknown[] {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new Error('the API answered without a list');
  return data;
}

/** The campaigns list of an answer, with its total (the list's length when it has none). */
function listOf(answer: unknown): ListAnswer {
  const data = dataOf(answer) as ListAnswer['data'];
  const total = (answer as { total?: unknown }).total;
  return { data, total: typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : data.length };
}

/** The pages with a live first screen (prerender.json marks them `live`). */
export const LIVE_PAGES: readonly string[] = Object.keys(RENDERERS);
const LIVE_ROUTES = ROUTES.filter((r) => LIVE_PAGES.includes(r.page));
/**
 * Their addresses, as patterns (`/donations/:donationId`: each campaign's page). Each is rendered as
 * it is without search parameters (prerender.json's `search`).
 */
export const LIVE_PATHS: readonly string[] = LIVE_ROUTES.map((r) => r.path);

/** The live page at `pathname`, with its route parameters, or undefined. */
function liveRoute(pathname: string) {
  for (const route of LIVE_ROUTES) {
    const params = matchRoute(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders the live first screen of `pathname`. Calls run one at a time: the strings' instance is one,
 * and each render sets its language. Rejects when the API does not answer as expected (the shell then
 * writes the screen made at build time).
 */
export function renderScreen(request: ScreenRequest): Promise<RenderedScreen | undefined> {
  if (!liveRoute(request.pathname)) return Promise.resolve(undefined);
  const run = queue.then(() => render(request));
  queue = run.catch(() => undefined);
  return run;
}

async function render({ pathname, language, apiBaseUrl, fetch: get = fetch }: ScreenRequest): Promise<RenderedScreen | undefined> {
  configureRuntime({ apiBaseUrl });
  // The page's own first call (src/routes.ts), as the shell's entry asks it for the address without search parameters.
  const { route, params } = liveRoute(pathname) ?? {};
  const draw = route && RENDERERS[route.page];
  if (!route?.firstCall || !params || !draw) throw new Error(`no first call for ${pathname}`);
  // An id the API cannot have (/donations/abc): no such campaign, and nothing to ask.
  if (!firstCallFits(route.firstCall, params)) return undefined;
  const response = await get(`${apiBaseUrl.replace(/\/+$/, '')}/${firstCallPath(route.firstCall, params, new URLSearchParams())}`, {
    headers: { accept: 'application/json', 'accept-language': language },
    signal: AbortSignal.timeout(3000),
  });
  // No such campaign (any address can be asked): no screen, nothing to log; the page says so itself.
  if (response.status === 404 || response.status === 400) return undefined;
  if (!response.ok) throw new Error(`the API answered ${response.status}`);
  const { html, title } = await draw(language, await response.json());
  // Other pages' titles are their routes' (the shell knows them from the manifest).
  return route.path.includes(':') ? { html, title } : { html };
}
