import { fetchRemotesConfig, type RemotesConfig } from './remotes-config';

/**
 * /remotes.json, asked for as soon as the shell's entry runs — while the app's code is still
 * downloading — instead of after it (one round trip less before the first remote can load:
 * 150 ms or more on a slow mobile link).
 */
let early: Promise<RemotesConfig> | null = null;

export function startRemotesConfig(): Promise<RemotesConfig> {
  if (!early) {
    early = fetchRemotesConfig();
    early.catch(() => undefined); // handled by whoever awaits it
  }
  return early;
}
