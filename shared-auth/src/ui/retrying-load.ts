/**
 * A download (a dynamic import) that runs once: while it is on its way, and after it succeeded,
 * every call gets the same promise; after a failure (offline, a chunk that did not arrive) the
 * next call starts it again instead of handing out the failure for good.
 */
export function retryingLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
