import { useCallback, useMemo, useState } from 'react';

/** `ids` with `id` added, or taken out when it is there. */
export function toggled(ids: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(ids);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** `ids` with every one of `some` added (`on`) or taken out. */
export function withEach(ids: ReadonlySet<string>, some: Iterable<string>, on: boolean): ReadonlySet<string> {
  const next = new Set(ids);
  for (const id of some) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * The rows of a list screen that are marked (selected, highlighted, opened), by id: `toggle` one
 * (a click on its row or its checkbox), `setEach` several (the header's checkbox), `clear` them all.
 */
export function useIdSet() {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((id: string) => setIds((current) => toggled(current, id)), []);
  const setEach = useCallback((some: Iterable<string>, on: boolean) => setIds((current) => withEach(current, some, on)), []);
  const clear = useCallback(() => setIds(new Set()), []);
  return useMemo(() => ({ ids, toggle, setEach, clear }), [ids, toggle, setEach, clear]);
}
