import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { catalog as shellCatalog, type Catalog, type RouteCatalog } from './catalog';

const CatalogContext = createContext<RouteCatalog>(shellCatalog);

/** Gives the frame another catalog than the shell's own (tests, a second shell instance). */
export function CatalogProvider({ catalog, children }: { catalog: RouteCatalog; children: ReactNode }) {
  return <CatalogContext.Provider value={catalog}>{children}</CatalogContext.Provider>;
}

/** The remotes' published pages, re-rendering when a remote's manifest arrives or is read again. */
export function useCatalog(): { catalog: RouteCatalog; current: Catalog } {
  const catalog = useContext(CatalogContext);
  const current = useSyncExternalStore(catalog.subscribe, catalog.get, catalog.get);
  return { catalog, current };
}
