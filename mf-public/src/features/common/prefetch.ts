/**
 * A page's first query, started before its first render by the page's `prefetch` export (shared-auth's
 * lazyPage): waits for the answer without holding on to it (the page subscribes to the same cache
 * entry as it renders, well within RTK Query's keepUnusedDataFor).
 */
export async function prefetchQuery(request: PromiseLike<unknown> & { unsubscribe(): void }): Promise<void> {
  try {
    await request;
  } finally {
    request.unsubscribe();
  }
}

/** The last segment of the address (a page's id, e.g. /donations/{id}), as React Router would give it. */
export const lastSegment = (pathname: string): string => {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};
