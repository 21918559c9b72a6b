/**
 * Run-time configuration shared by the shell and every remote (one copy: shared-auth is a
 * federation singleton). The shell sets it from its run-time manifest before rendering.
 */
export interface RuntimeConfig {
  /** Base URL of the API including the version prefix, e.g. http://127.0.0.1:4000/api/v1 */
  apiBaseUrl: string;
}

let current: RuntimeConfig = { apiBaseUrl: '/api/v1' };

export function configureRuntime(config: Partial<RuntimeConfig>): void {
  current = { ...current, ...config };
  current.apiBaseUrl = current.apiBaseUrl.replace(/\/+$/, '');
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** The origin of the API (scheme + host + port), or '' when the API is same-origin. */
export function apiOrigin(): string {
  try {
    return new URL(current.apiBaseUrl).origin;
  } catch {
    return '';
  }
}

/**
 * Resolve an image field from the API: http(s) URLs are used as they are, paths such as
 * /assets/campaigns/flood.svg are served by the API's origin.
 */
export function assetUrl(pathOrUrl: string | null | undefined): string {
  if (!pathOrUrl) return '';
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('/')) return `${apiOrigin()}${pathOrUrl}`;
  return pathOrUrl;
}
