// @ts-check
/**
 * The shell's frame rendered on the server: the shell's build writes a renderer for Node.js
 * (dist/.server/frame.cjs, from shell/server/render-frame.tsx) that renders the app's
 * frame (navbar, the page's place, with the opened page's first screen or loading state in it)
 * from the same components as the browser, which then hydrates it (shell/src/bootstrap.tsx).
 * This loads it and keeps what it rendered, per address, language, colour scheme, session or not, first screen and remotes'
 * manifests. No renderer (an older shell build), or a render that fails: the page is served with
 * the written-in top bar as before (first-screen.mjs).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * @typedef {{ html?: string, title: string, routes: string, dark?: boolean, signedIn?: boolean, signIn?: { to: string, label: string } }} RenderedFrame
 * @typedef {{ pathname: string, language: 'en' | 'bn', dark?: boolean, signedIn?: boolean, remotes: Record<string, string>, manifests: Record<string, unknown>, screenHtml?: string, titleOnly?: boolean }} FrameRequest
 * @typedef {(request: FrameRequest) => Promise<RenderedFrame | undefined>} RenderFrame
 */

/** Where a shell build keeps its renderer, in the folder served (a dot folder: never served). */
export const FRAME_RENDERER = path.join('.server', 'frame.cjs');

/**
 * The function a build's file for Node exports as `name` (a unit's renderer in its `.server/`), or
 * undefined when there is no such file or export.
 * @param {string} file
 * @param {string} name
 * @returns {Function | undefined}
 */
export function loadServerExport(file, name) {
  if (!fs.existsSync(file)) return undefined;
  const mod = /** @type {Record<string, unknown>} */ (createRequire(import.meta.url)(file));
  return typeof mod[name] === 'function' ? mod[name] : undefined;
}

/**
 * The renderer in `file`, or undefined when there is none.
 * @param {string} file
 * @returns {RenderFrame | undefined}
 */
export const loadFrameRenderer = (file) => /** @type {RenderFrame | undefined} */ (loadServerExport(file, 'renderFrame'));

/**
 * What `render` gives, kept (the `limit` most recently used): the same address in the same
 * language from the same manifests renders the same frame. At most `maxPending` frames around a
 * screen are rendered at a time (each takes tens of milliseconds, one after the other): beyond that
 * the answer is undefined at once, and the page is served without the server's frame (the browser
 * renders it, as for a page without a screen). Addresses are many (each campaign's page, in each
 * language, scheme and session), so a stranger asking for them in turn could otherwise queue renders
 * without end, and make every visitor wait behind them.
 * @param {RenderFrame} render
 * @param {{ limit?: number, maxPending?: number, log?: (error: unknown) => void }} [options]
 */
export function createFrames(render, { limit = 300, maxPending = 4, log = (error) => console.error('[shell] the frame did not render', error) } = {}) {
  /** @type {Map<string, Promise<RenderedFrame | undefined>>} */
  const cache = new Map();
  /** Frames around a screen being rendered now. */
  let pending = 0;
  /** Each manifest object as read (first-screen.mjs reads it afresh when it changes) gets a number. */
  const ids = new WeakMap();
  let next = 0;
  /** @param {unknown} manifest */
  const idOf = (manifest) => {
    if (typeof manifest !== 'object' || manifest === null) return 'none';
    if (!ids.has(manifest)) ids.set(manifest, ++next);
    return String(ids.get(manifest));
  };
  return {
    /**
     * The frame for a request, or undefined (none for this address, or it failed: logged).
     * @param {FrameRequest} request
     * @returns {Promise<RenderedFrame | undefined>}
     */
    frame(request) {
      const remotes = Object.entries(request.remotes).sort(([a], [b]) => a.localeCompare(b));
      // The screen by its digest: a live one (live-screens.mjs) is ~70 KB, and changes with its figures.
      const screen = request.screenHtml === undefined ? null : crypto.createHash('sha256').update(request.screenHtml).digest('base64');
      const key = JSON.stringify([request.language, request.dark === true, request.signedIn === true, request.pathname, screen, request.titleOnly === true, remotes.map(([name, url]) => [name, url, idOf(request.manifests[url])])]);
      let rendered = cache.get(key);
      if (rendered) {
        cache.delete(key);
      } else {
        // (A title alone is quick: only frames around a screen count.)
        const heavy = request.screenHtml !== undefined && request.titleOnly !== true;
        if (heavy && pending >= maxPending) return Promise.resolve(undefined);
        if (heavy) pending++;
        rendered = render(request)
          .catch((/** @type {unknown} */ error) => {
            log(error);
            cache.delete(key);
            return undefined;
          })
          .finally(() => {
            if (heavy) pending--;
          });
      }
      cache.set(key, rendered);
      while (cache.size > limit) cache.delete(/** @type {string} */ (cache.keys().next().value));
      return rendered;
    },
  };
}
