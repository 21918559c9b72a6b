import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export { PAGE_SIZE } from './sizes';

export interface CampaignFilters {
  q: string;
  category: string;
  page: number;
}

/** Filters as kept in the URL query: ?q=flood&category=Flood&page=2 */
export function readFilters(params: URLSearchParams): CampaignFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** New query text: empty values are left out, and a new search or category starts at page 1. */
export function writeFilters(params: URLSearchParams, patch: Partial<CampaignFilters>): URLSearchParams {
  const current = readFilters(params);
  const next: CampaignFilters = { ...current, ...patch };
  if ((patch.q !== undefined && patch.q !== current.q) || (patch.category !== undefined && patch.category !== current.category)) {
    if (patch.page === undefined) next.page = 1;
  }
  const out = new URLSearchParams(params);
  for (const key of ['q', 'category', 'page'] as const) out.delete(key);
  if (next.q.trim()) out.set('q', next.q);
  if (next.category) out.set('category', next.category);
  if (next.page > 1) out.set('page', String(next.page));
  return out;
}

export function useCampaignFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<CampaignFilters>, options: { replace?: boolean } = {}) =>
      setParams((prev) => writeFilters(prev, patch), { replace: options.replace ?? false }),
    [setParams],
  );
  return { filters, update };
}
