// @ts-check
/**
 * The shell's run-time manifest (/remotes.json) comes from relief-build (its dev server writes it
 * too); here, what the pages' Content-Security-Policy allows, for the production servers.
 */
import { remotesJsonFromEnv } from 'relief-build/remotes-json';
import { parseImageHosts } from './csp.mjs';

export { manifestUrl, remotesJsonFromEnv, requestHostname } from 'relief-build/remotes-json';

/**
 * What the pages' Content-Security-Policy allows (see csp.mjs): the API and the remotes of
 * remotes.json, and the image hosts of IMAGE_HOSTS (comma list of origins).
 * @param {Record<string, string | undefined>} env
 * @returns {import('./csp.mjs').PolicyConfig}
 */
export function policyFromEnv(env) {
  return { ...remotesJsonFromEnv(env), imageHosts: parseImageHosts(env.IMAGE_HOSTS) };
}
