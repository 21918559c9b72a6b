import { fetchRemotesConfig, parseRemotesConfig, readRemotesConfig, type RemotesConfig } from './remotes-config';

declare global {
  interface Window {
    /** The configuration the shell's server wrote into index.html (no request needed). */
    __reliefRemotesConfig?: unknown;
    /** /remotes.json as asked for by the inline script of index.html, before any bundle loads. */
    __reliefRemotesJson?: Promise<Response>;
  }
}

/**
 * The run-time configuration, as early as possible: written into index.html by the shell's
 * server (scripts/lib/static-server.mjs), or else /remotes.json as asked for by index.html's
 * inline script while the app's code is still downloading (one round trip less before the first
 * remote can load: 150 ms or more on a slow mobile link). When that early request failed, or is
 * not there (tests, an older index.html), it is asked for again here.
 */
let early: Promise<RemotesConfig> | null = null;

export function startRemotesConfig(win: Window = window): Promise<RemotesConfig> {
  if (!early) {
    const written = win.__reliefRemotesConfig;
    const started = win.__reliefRemotesJson;
    delete win.__reliefRemotesConfig;
    delete win.__reliefRemotesJson;
    early = written
      ? Promise.resolve().then(() => parseRemotesConfig(written)).catch(() => fetchRemotesConfig())
      : started
      ? started.then(readRemotesConfig, () => fetchRemotesConfig())
      : fetchRemotesConfig();
    early.catch(() => undefined); // handled by whoever awaits it
  }
  return early;
}

/** Forget the started request (tests). */
export function resetRemotesConfig(): void {
  early = null;
}
