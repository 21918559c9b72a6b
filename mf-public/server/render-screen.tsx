/**
 * mf-public's first screens rendered live, with data: built for Node.js on its own
 * (rspack.server.config.ts → dist/.server/screens.cjs, never served as a file) and run by this
 * remote's own server (scripts/lib/static-server.mjs, `GET /first-screen.json?path=&lang=`), which
 * the shell's server asks when a page in prerender.json is marked `live` (scripts/lib/first-screen.mjs).
 * Deployed with the build it renders for: a redeploy of mf-public brings its new screens, and the
 * shell runs none of this code. Today: the landing page with its featured campaigns, so a donor on a
 * slow link (or without JavaScript) reads the campaigns before any script.
 */
import type { CampaignList } from 'api/types';
import { configureRuntime, type Language } from 'shared-auth';
import { firstCallPath } from 'shared-auth/routes';
import { landingFirstScreen } from '../scripts/first-screen';
import { FEATURED_COUNT } from '../src/features/campaigns/sizes';
import { ROUTES } from '../src/routes';

export interface ScreenRequest {
  pathname: string;
  language: Language;
  /** The API's base URL, as browsers reach it (the cards' pictures are addressed from it too). */
  apiBaseUrl: string;
  fetch?: typeof fetch;
}

/** What renderScreen answers: the screen's HTML, or nothing for an address it has no live screen of. */
export interface RenderedScreen {
  html: string;
}

/** The pages with a live first screen: the landing page's addresses. */
const LIVE_ROUTES = ROUTES.filter((r) => r.page === 'Landing');
export const LIVE_PATHS: readonly string[] = LIVE_ROUTES.map((r) => r.path);

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders the live first screen of `pathname`. Calls run one at a time: the strings' instance is one,
 * and each render sets its language. Rejects when the API does not answer as expected (the shell then
 * writes the screen made at build time).
 */
export function renderScreen(request: ScreenRequest): Promise<RenderedScreen | undefined> {
  if (!LIVE_PATHS.includes(request.pathname)) return Promise.resolve(undefined);
  const run = queue.then(() => render(request));
  queue = run.catch(() => undefined);
  return run;
}

async function render({ pathname, language, apiBaseUrl, fetch: get = fetch }: ScreenRequest): Promise<RenderedScreen> {
  configureRuntime({ apiBaseUrl });
  // The page's own first call (src/routes.ts), as the shell's entry asks it: the public list, which names no donor.
  const call = LIVE_ROUTES.find((r) => r.path === pathname)?.firstCall;
  if (!call) throw new Error(`no first call for ${pathname}`);
  const response = await get(`${apiBaseUrl.replace(/\/+$/, '')}/${firstCallPath(call, {}, new URLSearchParams())}`, {
    headers: { accept: 'application/json', 'accept-language': language },
    signal: AbortSignal.timeout(3000),
  });
  if (!response.ok) throw new Error(`the API answered ${response.status}`);
  const body = (await response.json()) as Partial<CampaignList>;
  if (!Array.isArray(body.data)) throw new Error('the API answered without a list');
  const { html } = await landingFirstScreen(language, body.data.slice(0, FEATURED_COUNT));
  return { html };
}
