/**
 * `use-sync-external-store/shim` where React has the hook itself (18 and later; every build here
 * shares React ^19): the package's shim answers React's own hook then anyway
 * (`React.useSyncExternalStore ?? its fallback`), but ships the fallback, for React 17, to every
 * page (react-i18next imports it: ~0.3 KB). rspack-base.ts points the import here.
 */
export { useSyncExternalStore } from 'react';
