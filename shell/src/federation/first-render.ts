import type { ComponentType } from 'react';
import type { RouteCatalog } from './catalog';
import type { RemoteLoader } from './remote-loader';

/**
 * How long the shell's first render waits, at most, for the opened page's code; after that it
 * renders the frame with the page's loading state, as it would without waiting.
 */
export const FIRST_RENDER_WAIT_MS = 1000;

/**
 * Resolves when the page at `pathname` can render without waiting: the remotes' pages are known
 * (catalog.ts), its remote's module has loaded and the page's own chunk has run (its `preload()`,
 * shared-auth's lazyPage) — at once for an address that is no remote page, or a guarded page
 * without a session; after `maxWaitMs` at the latest. Never rejects: a failure shows in the
 * route's error boundary, which loads again.
 *
 * The remote and the page chunk are already downloading (federation/start.ts), so on a slow link
 * this costs no time: the first render then shows the frame AND the page in one pass, instead of
 * rendering, laying out and painting the frame with a loading state, then the page again.
 */
export function openedPageReady(
  loader: Pick<RemoteLoader, 'loadPage'>,
  catalog: Pick<RouteCatalog, 'whenFound'>,
  pathname: string,
  hasSession: () => boolean,
  maxWaitMs: number = FIRST_RENDER_WAIT_MS,
): Promise<void> {
  const ready = catalog
    .whenFound(pathname)
    .then((found) => {
      if (!found || (found.route.guarded && !hasSession())) return undefined;
      return loader
        .loadPage(found.route.remote, found.route.page)
        .then((page: ComponentType & { preload?: () => Promise<void> }) => page.preload?.());
    })
    .then(
      () => undefined,
      () => undefined,
    );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  return Promise.race([ready, late]).finally(() => clearTimeout(timer));
}
