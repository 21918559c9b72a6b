import type { FirstCallSpec } from 'shared-auth/routes';
import { catalog as shellCatalog, type RouteCatalog } from './catalog';
import { startRemotesConfig } from './early-config';
import { startFirstCallHere } from './first-call';
import type { RemoteLoader } from './remote-loader';
import { preloadPage, registerRemotesFromConfig, remoteLoader } from './runtime';
import type { RemoteName, RemotesConfig } from './remotes-config';

/**
 * The persisted session's local-storage key (shared-auth's AUTH_STORAGE_KEY, `donation-auth`;
 * a test checks they agree). Read here without shared-auth, which has not loaded yet.
 */
export const SESSION_KEY = 'donation-auth';

/** Whether a session token is stored (a guarded page may then show rather than /login). */
export function hasStoredToken(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    const raw = storage.getItem(SESSION_KEY);
    if (!raw) return false;
    const token = JSON.parse(JSON.parse(raw).token as string) as unknown;
    return typeof token === 'string' && token.length > 0;
  } catch {
    return false;
  }
}

/** Opens the connection to an origin ahead of its first request (one round trip less). */
export function preconnect(url: string, doc: Document = document): void {
  try {
    const link = doc.createElement('link');
    link.rel = 'preconnect';
    link.href = new URL(url, doc.baseURI).origin;
    link.crossOrigin = 'anonymous';
    doc.head.appendChild(link);
  } catch {
    // A hint only.
  }
}

export interface FederationStartDeps {
  config: () => Promise<RemotesConfig>;
  register: (config: RemotesConfig) => void;
  loader: Pick<RemoteLoader, 'load'>;
  preloadPage: (remote: RemoteName, page: string) => void;
  /** Every remote's pages, from its manifest (catalog.ts). */
  catalog: Pick<RouteCatalog, 'start' | 'whenFound'>;
  pathname: string;
  hasSession: () => boolean;
  preconnect: (url: string) => void;
  /** Starts the opened page's first API call (first-call.ts). */
  firstCall: (apiBaseUrl: string, call: FirstCallSpec, params: Record<string, string>) => void;
}

/**
 * What the shell does first, from its entry, before the shared libraries (React, Mantine ...)
 * have downloaded: read /remotes.json, register the remotes, open the API's connection, read
 * every remote's manifest (the pages it publishes), and as soon as the opened address's page is
 * known start loading its remote and its own chunk, so they download alongside the shell's own
 * code, and ask the API for what that page shows first. Resolves with the configuration; a
 * missing or broken /remotes.json registers no remote (the frame still works and says so).
 */
export async function startFederationWith(deps: FederationStartDeps): Promise<RemotesConfig> {
  let config: RemotesConfig;
  try {
    config = await deps.config();
  } catch (error) {
    console.error('[shell] could not read /remotes.json', error);
    config = { apiBaseUrl: '/api/v1', remotes: {} };
    deps.register(config);
    return config;
  }
  deps.register(config);
  deps.preconnect(config.apiBaseUrl);
  void deps.catalog.start(config);
  // Not awaited: the configuration is all the bootstrap needs to go on (it waits for the catalog
  // itself, for a bounded time).
  void deps.catalog.whenFound(deps.pathname).then((found) => {
    if (!found) return;
    const { route, params } = found;
    if (route.firstCall) deps.firstCall(config.apiBaseUrl, route.firstCall, params);
    if (!route.guarded || deps.hasSession()) {
      const remote: RemoteName = route.remote;
      deps.loader.load(remote).catch(() => undefined); // a failure is shown by that route's boundary
      deps.preloadPage(remote, route.page);
    }
  });
  return config;
}

let started: Promise<RemotesConfig> | null = null;

/** startFederationWith the real page, once (the entry starts it; the bootstrap awaits it). */
export function startFederation(): Promise<RemotesConfig> {
  started ??= startFederationWith({
    config: () => startRemotesConfig(),
    register: registerRemotesFromConfig,
    loader: remoteLoader,
    preloadPage,
    catalog: shellCatalog,
    pathname: window.location.pathname,
    hasSession: () => hasStoredToken(),
    preconnect: (url) => preconnect(url),
    firstCall: startFirstCallHere,
  });
  return started;
}
