import type { ComponentType } from 'react';
import type { RemotePages } from 'shared-auth/routes';
import type { RemoteName } from './remotes-config';

/** What each remote's './pages' module exports by default (the typed contract in shared-auth/routes). */
export type { RemotePages };

export interface FederationRuntime {
  /** Load `${remote}/pages` (MF loadRemote). */
  load(remote: RemoteName): Promise<unknown>;
  /** Forget everything the runtime cached about a remote (re-register with force). */
  reset(remote: RemoteName): void;
}

/**
 * Loads each remote's pages once and shares the promise. A failed load is not kept: the next
 * attempt first resets the remote in the MF runtime (which otherwise may keep a failed manifest
 * or entry around) and then really loads it again.
 */
export function createRemoteLoader(runtime: FederationRuntime) {
  const loading = new Map<RemoteName, Promise<RemotePages>>();
  const loaded = new Map<RemoteName, RemotePages>();
  const failed = new Set<RemoteName>();

  function load(remote: RemoteName): Promise<RemotePages> {
    let promise = loading.get(remote);
    if (!promise) {
      if (failed.has(remote)) {
        runtime.reset(remote);
        failed.delete(remote);
      }
      promise = runtime.load(remote).then((mod) => {
        const pages = (mod as { default?: unknown } | null | undefined)?.default ?? mod;
        if (!pages || typeof pages !== 'object') {
          throw new Error(`${remote} did not expose its pages`);
        }
        return pages as RemotePages;
      });
      loading.set(remote, promise);
      loaded.delete(remote);
      const current = promise;
      promise.then(
        (pages) => {
          if (loading.get(remote) === current) loaded.set(remote, pages);
        },
        () => {
          if (loading.get(remote) === current) loading.delete(remote);
          failed.add(remote);
        },
      );
    }
    return promise;
  }

  function isPage(component: unknown): component is ComponentType {
    return typeof component === 'function' || (typeof component === 'object' && component !== null);
  }

  async function loadPage(remote: RemoteName, page: string): Promise<ComponentType> {
    const pages = await load(remote);
    const component = pages[page];
    if (!isPage(component)) throw new Error(`${remote} has no page named ${page}`);
    return component;
  }

  /** The page's component if its remote has already loaded (no waiting), else undefined. */
  function loadedPage(remote: RemoteName, page: string): ComponentType | undefined {
    const component = loaded.get(remote)?.[page];
    return isPage(component) ? component : undefined;
  }

  return { load, loadPage, loadedPage, isLoaded: (remote: RemoteName) => loading.has(remote) && !failed.has(remote) };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
