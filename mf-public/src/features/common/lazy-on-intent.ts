import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyOnIntent<T extends ComponentType<any>> {
  /**
   * Starts the download (on intent: pointer over, focus, touch) and resolves when the code is
   * there. Calling it again while it loads or once it is loaded downloads nothing more; after a
   * failure (offline) the next call tries again.
   */
  preload: () => Promise<void>;
  /** Whether the code is there, so `Component` can be rendered. */
  isLoaded: () => boolean;
  /**
   * The component (React `lazy`). Render it only once `preload()` has resolved: React keeps a
   * failed lazy import for good, so a failure must stay in `preload`, where it can be retried.
   */
  Component: LazyExoticComponent<T>;
}

/**
 * A component downloaded as its own chunk when the person shows the intent to use it, not with
 * the page: `lazyOnIntent(() => import('./dialog').then((m) => ({ default: m.Dialog })))`.
 */
export function lazyOnIntent<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyOnIntent<T> {
  let loading: Promise<{ default: T }> | null = null;
  let loaded = false;

  function download() {
    loading ??= load().then(
      (module) => {
        loaded = true;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  return {
    preload: () => download().then(() => undefined),
    isLoaded: () => loaded,
    Component: lazy(download),
  };
}
