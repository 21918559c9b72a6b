import { matchRoute, readRemoteRoutes, type RemoteRoute } from 'shared-auth/routes';
import { REMOTE_NAMES, type RemoteName, type RemotesConfig } from './remotes-config';

/**
 * The pages of every remote, as each remote's own build published them (the `reliefRoutes` field
 * of its mf-manifest.json, read at run time): the shell knows the remotes from remotes.json and
 * nothing about their pages. Plain data and no React, so the shell's entry can match the opened
 * address before the shared libraries have loaded.
 */
export interface CatalogRoute extends RemoteRoute {
  remote: RemoteName;
}

export interface Catalog {
  routes: CatalogRoute[];
  /** Remotes whose manifest could not be read (an unknown address then shows their error with Retry). */
  unavailable: RemoteName[];
  /** Remotes whose manifest is still on its way. */
  pending: RemoteName[];
}

export type ManifestFetch = (url: string) => Promise<Response>;

declare global {
  interface Window {
    /** Each remote's manifest, as asked for by index.html's inline script before any bundle loads. */
    __reliefManifests?: Record<string, Promise<Response>>;
  }
}

interface CatalogDeps {
  fetch: ManifestFetch;
  /** Requests already started (index.html), by remote name: each used once. */
  early?: () => Record<string, Promise<Response>> | undefined;
}

/** The first route of the catalog an address opens, with its parameters. */
export function findRoute(routes: readonly CatalogRoute[], pathname: string): { route: CatalogRoute; params: Record<string, string> } | undefined {
  for (const route of routes) {
    const params = matchRoute(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}

/**
 * Reads every configured remote's manifest once, keeps its text (handed to the Module Federation
 * runtime instead of a second request, see manifestFetchPlugin) and builds the catalog. A remote
 * that cannot be read is retried by `retry()` (the error screen's Retry button).
 */
export function createCatalog(deps: CatalogDeps) {
  let config: RemotesConfig = { apiBaseUrl: '/api/v1', remotes: {} };
  const texts = new Map<RemoteName, Promise<string>>();
  const routesOf = new Map<RemoteName, RemoteRoute[]>();
  const failed = new Set<RemoteName>();
  const pending = new Set<RemoteName>();
  const listeners = new Set<() => void>();
  let snapshot: Catalog = { routes: [], unavailable: [], pending: [] };
  let early: Record<string, Promise<Response>> = {};

  function rebuild() {
    const routes: CatalogRoute[] = [];
    const seen = new Set<string>();
    for (const remote of REMOTE_NAMES) {
      if (!config.remotes[remote]) continue;
      for (const route of routesOf.get(remote) ?? []) {
        const key = route.path.toLowerCase();
        // The first remote (in remotes.json's order) that publishes an address keeps it.
        if (seen.has(key)) continue;
        seen.add(key);
        routes.push({ ...route, remote });
      }
    }
    const unavailable = REMOTE_NAMES.filter((remote) => failed.has(remote));
    snapshot = { routes, unavailable, pending: REMOTE_NAMES.filter((remote) => pending.has(remote)) };
    for (const listener of listeners) listener();
  }

  function read(remote: RemoteName, url: string): Promise<void> {
    const started = early[remote];
    delete early[remote];
    const text = (started ?? Promise.reject(new Error('not started')))
      .catch(() => deps.fetch(url))
      .then(async (response) => {
        if (!response.ok) throw new Error(`${remote}: its manifest answered ${response.status}`);
        return response.text();
      });
    texts.set(remote, text);
    pending.add(remote);
    failed.delete(remote);
    rebuild();
    return text.then((body) => JSON.parse(body) as Record<string, unknown>).then(
      (manifest) => {
        routesOf.set(remote, readRemoteRoutes(manifest));
        failed.delete(remote);
        pending.delete(remote);
        rebuild();
      },
      (error: unknown) => {
        console.error(`[shell] ${remote}`, error);
        texts.delete(remote);
        failed.add(remote);
        pending.delete(remote);
        rebuild();
      },
    );
  }

  /** Resolves with the check's value as soon as it gives one (checked now and on every change). */
  function when<T>(check: () => { value: T } | undefined): Promise<T> {
    return new Promise((resolve) => {
      const listener = () => {
        const result = check();
        if (!result) return;
        listeners.delete(listener);
        resolve(result.value);
      };
      listeners.add(listener);
      listener();
    });
  }

  return {
    /** Starts reading every configured remote's manifest; resolves when each has answered or failed. */
    start(next: RemotesConfig): Promise<void> {
      config = next;
      early = { ...deps.early?.() };
      const reads = REMOTE_NAMES.filter((remote) => config.remotes[remote]).map((remote) => read(remote, config.remotes[remote]!));
      return Promise.all(reads).then(() => undefined);
    },
    /** Reads the manifests that failed again (the shell's Retry); resolves when they have answered. */
    retry(): Promise<void> {
      early = {};
      const again = [...failed].filter((remote) => config.remotes[remote]).map((remote) => read(remote, config.remotes[remote]!));
      return Promise.all(again).then(() => undefined);
    },
    /** Forgets a remote's manifest, so its next load reads it afresh (after a failed load). */
    forget(remote: RemoteName) {
      texts.delete(remote);
    },
    /** The manifest's text for the MF runtime, when it is the one read here. */
    manifestText(url: string): Promise<string> | undefined {
      for (const remote of REMOTE_NAMES) if (config.remotes[remote] === url) return texts.get(remote);
      return undefined;
    },
    get: (): Catalog => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    find: (pathname: string) => findRoute(snapshot.routes, pathname),
    /**
     * The route an address opens, as soon as a remote that publishes it has answered (the others
     * may still be on their way); undefined once every remote has answered or failed without one.
     */
    whenFound(pathname: string): Promise<{ route: CatalogRoute; params: Record<string, string> } | undefined> {
      return when(() => {
        const found = findRoute(snapshot.routes, pathname);
        return found || pending.size === 0 ? { value: found } : undefined;
      });
    },
    /** Resolves once every remote's manifest has answered or failed. */
    whenSettled(): Promise<void> {
      return when(() => (pending.size === 0 ? { value: undefined } : undefined));
    },
  };
}

export type RouteCatalog = ReturnType<typeof createCatalog>;

/**
 * A Module Federation runtime plugin (its documented `fetch` hook): the runtime's request for a
 * remote's manifest gets the text the catalog has already read, instead of a second request.
 */
export function manifestFetchPlugin(catalog: Pick<RouteCatalog, 'manifestText'>) {
  return {
    name: 'relief-manifest-from-catalog',
    fetch(url: string): Promise<Response> | undefined {
      const text = catalog.manifestText(url);
      if (!text) return undefined;
      // After a failed read, a request of its own.
      return text.then((body) => new Response(body), () => fetch(url));
    },
  };
}

/**
 * The shell's catalog. Manifests are asked of their server on every visit (`no-cache`: a redeployed
 * remote is seen at once); one the browser already has comes back as a bodiless 304.
 */
export const catalog = createCatalog({
  fetch: (url) => fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } }),
  early: () => (typeof window === 'undefined' ? undefined : window.__reliefManifests),
});
