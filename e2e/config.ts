/**
 * The only module of the browser tests that reads process.env (enforced by the boundary lint,
 * eslint.config.mjs).
 *
 *   CHROMIUM_PATH   the browser to drive (default /usr/bin/chromium)
 *   E2E_HEADFUL=1   show the browser window
 *   E2E_SLOWMO      slow every browser action down by this many ms
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const HEADFUL = process.env.E2E_HEADFUL === '1';
export const SLOW_MO_MS = Number(process.env.E2E_SLOWMO ?? 0) || undefined;

/** The environment of a build a browser test makes (e2e/skew.e2e.ts): this one, plus the build's settings. */
export function buildEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: 'production', ...extra };
}
