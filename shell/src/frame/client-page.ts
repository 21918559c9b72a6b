/**
 * The digest of the server's error that leaves the opened page's boundary to the browser
 * (server/render-frame.tsx): the browser's hydration reports it as a recoverable error (React
 * puts the server's digest on it), which is expected and not logged (hydrate.ts).
 */
export const CLIENT_PAGE_DIGEST = 'relief-page-renders-in-the-browser';

/** Whether a recoverable error of hydration is the expected one of the page's boundary. */
export function isClientPageError(error: unknown): boolean {
  return (error as { digest?: unknown } | null)?.digest === CLIENT_PAGE_DIGEST;
}
