import { selectIsAuthenticated, type AuthState } from 'shared-auth';

/**
 * The cookie telling the shell's server whether this browser has a session stored (`1` or `0`;
 * never the token, nor whose it is), so it renders the frame signed in or not for the page to
 * hydrate (scripts/lib/first-screen.mjs requestSignedIn). index.html writes it from the stored
 * session on every load; this keeps it right when someone signs in or out on the page, so the
 * next load is rendered so (a page being left is unloaded only after the next one is asked for).
 */
export const SESSION_COOKIE = 'relief.session';

/** Writes the cookie whenever the store's session starts or ends. */
export function mirrorSession(store: { getState(): { auth: AuthState }; subscribe(listener: () => void): () => void }, doc: Pick<Document, 'cookie'> = document): () => void {
  let signedIn = selectIsAuthenticated(store.getState());
  return store.subscribe(() => {
    const now = selectIsAuthenticated(store.getState());
    if (now === signedIn) return;
    signedIn = now;
    doc.cookie = `${SESSION_COOKIE}=${now ? 1 : 0}; path=/; max-age=31536000; SameSite=Lax`;
  });
}
