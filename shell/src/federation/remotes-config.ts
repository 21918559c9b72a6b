/** The shell's run-time manifest, /remotes.json: where the API and each remote live. */
export const REMOTE_NAMES = ['mf_public', 'mf_dashboard', 'mf_community'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RemotesConfig {
  apiBaseUrl: string;
  remotes: Partial<Record<RemoteName, string>>;
}

export class RemotesConfigError extends Error {
  override name = 'RemotesConfigError';
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value, 'http://placeholder.invalid');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Validate the JSON of /remotes.json. Unknown remote names are ignored; a remote with a bad
 * URL is left out (its routes then show the remote's error screen, the rest still works).
 */
export function parseRemotesConfig(json: unknown): RemotesConfig {
  if (!json || typeof json !== 'object') throw new RemotesConfigError('remotes.json is not a JSON object');
  const { apiBaseUrl, remotes } = json as { apiBaseUrl?: unknown; remotes?: unknown };
  if (!isHttpUrl(apiBaseUrl)) throw new RemotesConfigError('remotes.json: apiBaseUrl must be a URL');
  const out: RemotesConfig = { apiBaseUrl, remotes: {} };
  if (remotes && typeof remotes === 'object') {
    for (const name of REMOTE_NAMES) {
      const entry = (remotes as Record<string, unknown>)[name];
      if (isHttpUrl(entry)) out.remotes[name] = entry;
    }
  }
  return out;
}

/** The configuration in an answer for /remotes.json (a readable error for a failed answer). */
export async function readRemotesConfig(response: Response): Promise<RemotesConfig> {
  if (!response.ok) throw new RemotesConfigError(`remotes.json answered ${response.status}`);
  return parseRemotesConfig(await response.json());
}

/** Fetch /remotes.json, never from a cache (a redeployed remote must be picked up at once). */
export async function fetchRemotesConfig(url = '/remotes.json', fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  return readRemotesConfig(await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } }));
}
