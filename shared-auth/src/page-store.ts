/**
 * The page's store, as far as a page's code needs it before React has rendered it: the dispatch a
 * page's `prefetch` (lazyPage) starts its first query with. Set by makeStore (the shell makes one
 * store per page).
 */
export type PageDispatch = (action: never) => unknown;

let current: PageDispatch | null = null;

export function setPageDispatch(dispatch: PageDispatch | null): void {
  current = dispatch;
}

export const pageDispatch = (): PageDispatch | null => current;
