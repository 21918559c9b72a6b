import { useEffect, useState } from 'react';
import type { QueryArgFrom, QueryDefinition, SkipToken } from '@reduxjs/toolkit/query';
import type { UseQueryStateDefaultResult } from '@reduxjs/toolkit/query/react';

/**
 * A page's first query, started with its code (its module's `prefetch`, run by lazyPage), asked once.
 * RTK Query asks again for a failed cache entry whenever a component subscribes: a prefetch that
 * failed (404, 500, offline; often the shell's early answer) would be asked again by the page's first
 * render. usePrefetchedQuery shows that failure as it is; Try again (`refetch`), a later opening of
 * the page, and other arguments ask anew (fresh data expected). A subpath of shared-auth, bundled
 * into each unit: a remote using it runs under a shell without it.
 */

// The requests of pages' prefetches that no page's first render has met yet.
const prefetches = new Set<string>();

/** `prefetch`'s `dispatch(endpoint.initiate(arg))`: waited for, then let go (the page subscribes to it). */
export async function prefetchQuery(request: PromiseLike<unknown> & { requestId: string; unsubscribe(): void }): Promise<void> {
  prefetches.add(request.requestId);
  try {
    await request;
  } finally {
    request.unsubscribe();
  }
}

type Options = { skip?: boolean };

type AnyQuery = QueryDefinition<any, any, any, any, any>;
export type PrefetchedQueryResult<D extends AnyQuery> = UseQueryStateDefaultResult<D> & { refetch: () => unknown };

// An RTK Query endpoint with its React hooks (`api.endpoints.name`); Types: for TypeScript only.
export interface QueryEndpoint<D extends AnyQuery> {
  Types: { QueryDefinition: D };
  useQuery(arg: QueryArgFrom<D> | SkipToken, options?: Options): PrefetchedQueryResult<D>;
  useQueryState(arg: QueryArgFrom<D> | SkipToken, options?: Options): UseQueryStateDefaultResult<D>;
}

/** `endpoint.useQuery(arg, options)`, but a failed prefetch met at the first render is shown until `refetch` (loading then). */
export function usePrefetchedQuery<D extends AnyQuery>(endpoint: QueryEndpoint<D>, arg: QueryArgFrom<D> | SkipToken, options?: Options): PrefetchedQueryResult<D> {
  const cached = endpoint.useQueryState(arg, options);
  const request = cached.requestId;
  // The prefetch's failure, as the first render found it.
  const [held, setHeld] = useState(() => (cached.isError && prefetches.has(request!) ? request : undefined));
  // Met once: a later mount of the page asks anew (also when the prefetch was still on its way here).
  // Only a page left before it rendered keeps its prefetch's failure for its next first render (shown
  // once; RTK Query drops the unused failed entry after keepUnusedDataFor, 60 s).
  useEffect(() => void prefetches.delete(request!), []);
  const holding = held !== undefined && held === request;
  // Another cache entry now (other arguments): held no longer, also when these arguments come back.
  if (held !== undefined && !holding) setHeld(undefined);
  const query = endpoint.useQuery(arg, { ...options, skip: options?.skip || holding });
  return holding ? { ...cached, refetch: () => setHeld(undefined) } : query;
}
