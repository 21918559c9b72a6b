import type { ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';
import { useAppSelector } from './hooks';
import { selectIsAuthenticated } from './auth-slice';

export interface RedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/**
 * Sends a visitor with no valid token to the sign-in page (`signIn`, the page a remote publishes
 * for it; /login by default), remembering where they were.
 */
export function RequireAuth({ children, signIn = '/login' }: { children: ReactNode; signIn?: string }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) {
    const state: RedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={signIn} replace state={state} />;
  }
  return <>{children}</>;
}

/** Where to go after a successful login: back to the guarded page, else /dashboard. */
export function postLoginPath(state: unknown): string {
  const from = (state as RedirectState | null)?.from;
  if (from && typeof from.pathname === 'string' && from.pathname.startsWith('/') && !from.pathname.startsWith('//') && from.pathname !== '/login') {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return '/dashboard';
}
