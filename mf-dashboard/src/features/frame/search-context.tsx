import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface SearchState {
  query: string;
  setQuery: (query: string) => void;
  /** Whether a searchable table is on screen (the search box is disabled otherwise). */
  hasTable: boolean;
  /** A table announces itself while mounted; returns the matching "gone" call. */
  registerTable: () => () => void;
}

const SearchContext = createContext<SearchState>({
  query: '',
  setQuery: () => undefined,
  hasTable: false,
  registerTable: () => () => undefined,
});

/** Holds the top-bar search text; every table on the current screen filters by it. */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [query, setQuery] = useState('');
  const [tables, setTables] = useState(0);
  const registerTable = useCallback(() => {
    setTables((n) => n + 1);
    return () => setTables((n) => n - 1);
  }, []);
  const value = useMemo(() => ({ query, setQuery, hasTable: tables > 0, registerTable }), [query, tables, registerTable]);
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}

export function useSearch(): SearchState {
  return useContext(SearchContext);
}

/** Rows whose searchable texts contain every word of the query (case-insensitive). */
export function filterRows<T>(rows: readonly T[], query: string, texts: (row: T) => (string | number | null | undefined)[]): T[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = texts(row)
      .filter((t) => t !== null && t !== undefined)
      .join(' \u0000 ')
      .toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** The rows of a table after the top-bar search, plus the query itself (for empty-state text). */
export function useSearchFilter<T>(rows: readonly T[] | undefined, texts: (row: T) => (string | number | null | undefined)[]) {
  const { query, registerTable } = useSearch();
  useEffect(() => registerTable(), [registerTable]);
  // texts is expected to be stable in meaning; recompute when rows or query change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const shown = useMemo(() => filterRows(rows ?? [], query, texts), [rows, query]);
  return { shown, query: query.trim() };
}
