/**
 * The tab's live-totals connection (./connection), a chunk of its own loaded on demand. The loader
 * sits in the shared-auth singleton, so a tab has one connection whichever remotes follow it; what a
 * remote's endpoints name as `onCacheEntryAdded` is in `shared-auth/live` (bundled by the remote,
 * off the pages that do not use it).
 */
export const liveConnection = () => import('./connection');
