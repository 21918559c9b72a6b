/**
 * The only module of the browser tests that reads process.env (enforced by the boundary lint,
 * eslint.config.mjs).
 *
 *   CHROMIUM_PATH   the browser to drive (default /usr/bin/chromium)
 *   E2E_HEADFUL=1   show the browser window
 *   E2E_SLOWMO      slow every browser action down by this many ms
 *   E2E_WORKERS     test files run at once (default 2; 1 runs them one after another)
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const HEADFUL = process.env.E2E_HEADFUL === '1';
export const SLOW_MO_MS = Number(process.env.E2E_SLOWMO ?? 0) || undefined;
/**
 * Test files run at once. Each file starts its own product (API, servers, browser) on port 0 with its
 * own database, so files never share state; on a 2-core machine two at a time keep both cores busy
 * (one file alone leaves a core idle while its browser waits on the network or a timer): the suite
 * took 520 s one at a time and 348 s two at a time here.
 */
export const WORKERS = Math.max(1, Math.floor(Number(process.env.E2E_WORKERS ?? 2)) || 1);

/** The environment of a build a browser test makes (e2e/skew.e2e.ts): this one, plus the build's settings. */
export function buildEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: 'production', ...extra };
}
