// @ts-check
/**
 * A remote's first screens rendered live, with its data, by its own server: a remote's build may
 * write a renderer for Node.js (dist/.server/screens.cjs: mf-public/server/render-screen.tsx), which
 * the remote's server runs for `GET /first-screen.json?path=&lang=` (static-server.mjs). The shell's
 * server asks it for the pages the remote's prerender.json marks `live`, and writes its static screen
 * instead when this does not answer in time (first-screen.mjs). The shell runs none of this code: it
 * lives, and is deployed, with the remote.
 *
 * Each screen is kept `ttlMs` and then refreshed in the background (the one in hand is answered
 * meanwhile), so however many ask, the remote renders and asks the API at most once per address,
 * language and API per `ttlMs`. The API is the one this server's pages name (their policy's
 * `apiBaseUrl`: API_URL, or in the demo's default set-up the request's host name), at most `limit`
 * screens kept.
 */
import path from 'node:path';
import { loadServerExport } from './frame.mjs';

/** Where a remote's build keeps its live renderer, in the folder served (a dot folder: never served). */
export const SCREEN_RENDERER = path.join('.server', 'screens.cjs');

/**
 * @typedef {{ pathname: string, language: 'en' | 'bn', apiBaseUrl: string }} ScreenRequest
 * @typedef {{ html: string, title?: string }} LiveScreen `title`: the page's document title, where the screen knows it (a campaign's page)
 * @typedef {(request: ScreenRequest) => Promise<LiveScreen | undefined>} RenderScreen
 */

/**
 * The renderer in `file`, or undefined when there is none.
 * @param {string} file
 * @returns {RenderScreen | undefined}
 */
export const loadScreenRenderer = (file) => /** @type {RenderScreen | undefined} */ (loadServerExport(file, 'renderScreen'));

/**
 * @param {RenderScreen} render
 * @param {{ ttlMs?: number, maxAgeMs?: number, limit?: number, log?: (error: unknown) => void }} [options]
 *   `maxAgeMs`: when a refresh fails, the screen in hand is still answered until it is this old
 */
export function createLiveScreens(render, { ttlMs = 10_000, maxAgeMs = 60_000, limit = 256, log = (error) => console.error('[serve] a live first screen did not render', error) } = {}) {
  /** @type {Map<string, { at: number, screen?: LiveScreen, pending?: Promise<void> }>} */
  const cache = new Map();

  /**
   * @param {string} key
   * @param {ScreenRequest} request
   */
  function refresh(key, request) {
    const entry = cache.get(key) ?? { at: 0 };
    cache.set(key, entry);
    while (cache.size > limit) cache.delete(/** @type {string} */ (cache.keys().next().value));
    entry.pending ??= render(request)
      .then((screen) => {
        if (screen) Object.assign(entry, { at: Date.now(), screen: { html: screen.html, ...(typeof screen.title === 'string' ? { title: screen.title } : {}) } });
        else cache.delete(key);
      })
      .catch((/** @type {unknown} */ error) => {
        log(error);
        // The screen in hand still answers for a while (the API down a moment); none, or too old: none.
        if (entry.screen === undefined || Date.now() - entry.at > maxAgeMs) cache.delete(key);
      })
      .finally(() => delete entry.pending);
    return entry.pending;
  }

  return {
    /**
     * The live screen of `pathname` in `language`, or undefined (no live screen there, or it failed).
     * @param {string} pathname
     * @param {'en' | 'bn'} language
     * @param {string} apiBaseUrl
     * @returns {Promise<LiveScreen | undefined>}
     */
    async get(pathname, language, apiBaseUrl) {
      const key = `${apiBaseUrl} ${language} ${pathname}`;
      const request = { pathname, language, apiBaseUrl };
      const entry = cache.get(key);
      if (entry?.screen !== undefined) {
        if (Date.now() - entry.at >= ttlMs) void refresh(key, request);
        return entry.screen;
      }
      await refresh(key, request);
      return cache.get(key)?.screen;
    },
  };
}
