import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { retryingLoad } from './retrying-load';
import { loadNamespaces } from '../i18n/i18n';
import { pageDispatch } from '../page-store';
import type { AppDispatch } from '../store';

/**
 * A page's module: the component, and optionally its first query, started into the page's store
 * (RTK Query's `initiate`) so that the page's first render has its data: one render with the
 * content instead of a loading state and a second render (on a slow phone, ~0.5 s to LCP).
 */
export interface PageModule {
  default: ComponentType;
  prefetch?: (dispatch: AppDispatch) => PromiseLike<unknown>;
}

/** How long a page's preload waits for its first query (after that it renders its loading state). */
export const PREFETCH_WAIT_MS = 800;

/** Runs the module's prefetch, if any, for at most PREFETCH_WAIT_MS; its failure is the page's to show. */
async function prefetched(module: PageModule): Promise<PageModule> {
  const dispatch = pageDispatch();
  if (!module.prefetch || !dispatch) return module;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.resolve()
      .then(() => module.prefetch?.(dispatch as AppDispatch))
      .catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, PREFETCH_WAIT_MS))),
  ]);
  clearTimeout(timer);
  return module;
}

/** A remote's page component that can be told to load its code before it is first rendered. */
export type PreloadablePage = ComponentType & {
  /** Downloads and runs the page's chunk; resolves when it can render without waiting. */
  preload: () => Promise<void>;
};

/**
 * A page of a remote in a chunk of its own. Until its code is there it renders `fallback`
 * (React `lazy` + Suspense); once it is, it renders the page directly, so a host that called
 * `preload()` before its first render (the shell does so for the opened page) shows the page in
 * that first pass: no loading state, no second render and layout of the frame in between.
 * Each mounted instance keeps the way it started, so the page is never remounted (state kept).
 * A failed download is not kept by `preload` (the next call tries again).
 * `namespaces`: the page's strings (registerNamespaces), loaded in the page's language alongside
 * its code, so the first render does not wait for them. A module that exports `prefetch` has its
 * first query started and waited for (PREFETCH_WAIT_MS at most) before it counts as loaded; with
 * shared-auth/prefetch (prefetchQuery, and usePrefetchedQuery in the page), a failed one is not asked
 * a second time by the page's first render.
 */
export function lazyPage(load: () => Promise<PageModule>, fallback: ReactNode, namespaces: string[] = []): PreloadablePage {
  let loaded: ComponentType | null = null;
  const preload = retryingLoad(() =>
    Promise.all([load().then(prefetched), namespaces.length ? loadNamespaces(namespaces) : undefined]).then(([module]) => {
      loaded = module.default;
    }),
  );
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));

  function Page() {
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready />;
    return (
      <Suspense fallback={fallback}>
        <Lazy />
      </Suspense>
    );
  }
  return Object.assign(Page, { preload });
}
