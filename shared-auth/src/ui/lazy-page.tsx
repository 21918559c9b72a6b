import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { retryingLoad } from './retrying-load';
import { loadNamespaces } from '../i18n/i18n';

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
 * its code, so the first render does not wait for them.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, fallback: ReactNode, namespaces: string[] = []): PreloadablePage {
  let loaded: ComponentType | null = null;
  const preload = retryingLoad(() =>
    Promise.all([load(), namespaces.length ? loadNamespaces(namespaces) : undefined]).then(([module]) => {
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
