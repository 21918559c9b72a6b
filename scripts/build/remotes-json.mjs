// @ts-check
/**
 * The shell's run-time manifest (/remotes.json): where the API and each remote live.
 * Built from the environment so a remote can move or be redeployed without rebuilding the shell.
 *
 *   API_URL            default http://127.0.0.1:4000/api/v1
 *   MF_PUBLIC_URL      default http://127.0.0.1:3001/mf-manifest.json
 *   MF_DASHBOARD_URL   default http://127.0.0.1:3002/mf-manifest.json
 *   MF_COMMUNITY_URL   default http://127.0.0.1:3003/mf-manifest.json
 *
 * A *_URL may name the remote's origin only (http://host:3001 or http://host:3001/); the
 * manifest file name is then added.
 */


/** @typedef {{ apiBaseUrl: string, remotes: Record<'mf_public'|'mf_dashboard'|'mf_community', string> }} RemotesJson */

/**
 * The host name the browser used to reach the shell (so remotes.json names the same host),
 * from the Host header; null when absent or not a plain host name.
 * @param {{ headers: Record<string, string | string[] | undefined> }} req
 */
export function requestHostname(req) {
  const host = req.headers.host;
  if (typeof host !== 'string') return null;
  const name = host.replace(/:\d+$/, '');
  return /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/i.test(name) ? name : null;
}

/** @param {string} url */
export function manifestUrl(url) {
  if (/\.json(\?.*)?$/.test(url)) return url;
  return `${url.replace(/\/+$/, '')}/mf-manifest.json`;
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {RemotesJson}
 */
export function remotesJsonFromEnv(env) {
  const host = env.PUBLIC_HOST ?? '127.0.0.1';
  const port = (/** @type {string} */ key, /** @type {number} */ fallback) => env[key] ?? String(fallback);
  return {
    apiBaseUrl: env.API_URL ?? `http://${host}:${port('API_PORT', 4000)}/api/v1`,
    remotes: {
      mf_public: manifestUrl(env.MF_PUBLIC_URL ?? `http://${host}:${port('MF_PUBLIC_PORT', 3001)}`),
      mf_dashboard: manifestUrl(env.MF_DASHBOARD_URL ?? `http://${host}:${port('MF_DASHBOARD_PORT', 3002)}`),
      mf_community: manifestUrl(env.MF_COMMUNITY_URL ?? `http://${host}:${port('MF_COMMUNITY_PORT', 3003)}`),
    },
  };
}
