/**
 * Live campaign totals (GET /events) for RTK Query cache entries: the `shared-auth/live` entry.
 * Endpoints that answer campaign totals name one of these as their `onCacheEntryAdded`:
 *
 *   publicCampaigns: build.query({ ..., onCacheEntryAdded: liveCampaignTotals }),  // patched in place
 *   publicLeaderboard: build.query({ ..., onCacheEntryAdded: liveRefetch }),      // asked again
 *
 * `liveCampaignTotals`: an answer holding campaigns (one campaign, `{ data: [...] }`, `{ rows: [...] }`)
 * gets each event's raised amount and donor count copied onto that campaign, exactly.
 * `liveRefetch`: an answer that cannot be derived from one campaign's totals (sums over campaigns,
 * donor rankings, pending figures) is asked again, once per burst of events.
 *
 * This file is bundled by each remote that uses it (only its pages with such endpoints pay for it).
 * The one EventSource of the tab, its backoff and the patching are in shared-auth's singleton, in a
 * chunk of its own (`liveConnection`), loaded once the page has loaded, its own late requests are
 * done (START_AFTER_LOAD_MS) and the browser is idle: never during first paint, never competing with
 * the page's own files on a slow link. A page with no such entry opens no stream.
 */
import { getRuntimeConfig, liveConnection, reliefApi } from 'shared-auth';
import type { LiveContext } from './connection';

/** The parts of RTK Query's cache-entry lifecycle API the live totals use. */
export interface LiveEntry {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  // any: the draft of any endpoint's answer
  updateCachedData(recipe: (draft: any) => void): unknown;
  getCacheEntry(): { endpointName?: string; originalArgs?: unknown };
  dispatch(action: never): unknown;
}

/** The stream starts this long after the load event (then when the browser is idle). */
export const START_AFTER_LOAD_MS = 3000;

let started: Promise<void> | undefined;
const afterLoad = () =>
  (started ??= new Promise<void>((resolve) => {
    // Safari has no requestIdleCallback.
    const idle = () => setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : resolve()), START_AFTER_LOAD_MS);
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  }));

function live(refetch: boolean) {
  return async (_arg: unknown, entry: LiveEntry): Promise<void> => {
    // No EventSource (tests, old browsers), or a shell whose shared-auth predates live totals.
    if (typeof EventSource !== 'function' || typeof liveConnection !== 'function') return;
    let removed = false;
    void entry.cacheEntryRemoved.then(() => (removed = true));
    try {
      await entry.cacheDataLoaded;
      await afterLoad();
      const { follow } = await liveConnection();
      if (!removed) follow(entry, refetch, { apiBaseUrl: getRuntimeConfig().apiBaseUrl, endpoints: reliefApi.endpoints as unknown as LiveContext['endpoints'] });
    } catch {
      // No data (the query failed, or the entry went first), or the chunk did not load: nothing to keep live.
    }
  };
}

/** onCacheEntryAdded for answers holding campaigns: each event patches its campaign's totals in place. */
export const liveCampaignTotals = live(false);
/** onCacheEntryAdded for answers that cannot be patched from one campaign's totals: asked again after events. */
export const liveRefetch = live(true);
