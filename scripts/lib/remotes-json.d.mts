export { manifestUrl, remotesJsonFromEnv, requestHostname, type RemotesJson } from 'relief-build/remotes-json';
export function policyFromEnv(env: Record<string, string | undefined>): import('./csp.mjs').PolicyConfig;
