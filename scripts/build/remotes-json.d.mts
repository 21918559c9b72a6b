export interface RemotesJson {
  apiBaseUrl: string;
  remotes: Record<'mf_public' | 'mf_dashboard' | 'mf_community', string>;
}
export function manifestUrl(url: string): string;
export function remotesJsonFromEnv(env: Record<string, string | undefined>): RemotesJson;
export function requestHostname(req: { headers: Record<string, string | string[] | undefined> }): string | null;
