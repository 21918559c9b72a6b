import { useCallback } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';
import { loggedOut, selectCurrentUser, selectIsAuthenticated, selectToken } from './auth-slice';
import { reliefApi } from './api';
import { accountsApi } from './accounts-api';
import { clearToasts, notifySuccess } from './ui/notify';
import { SHARED_NS } from './i18n/i18n';
import { i18n } from './i18n/instance';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** The signed-in person (decoded claims) and token, or nulls when signed out or expired. */
export function useAuth() {
  const user = useAppSelector(selectCurrentUser);
  const token = useAppSelector(selectToken);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  return { user, token, isAuthenticated, isAdmin: user?.role === 'admin' };
}

/**
 * Sign out: clears the session, the API cache and the toasts on screen at once, so the next person on the
 * device sees none of it, says "You have logged out", then asks the API to end the session too (its token would otherwise stay valid until it expires).
 * That call is not waited for and may fail (offline): signing out here never depends on it. It goes after
 * the reset (a reset aborts calls in flight) and after the token is gone (so its answer, even a 401,
 * cannot touch the signed-out state).
 */
export function useLogout() {
  const store = useAppStore();
  return useCallback(() => {
    const token = selectToken(store.getState());
    store.dispatch(loggedOut());
    store.dispatch(reliefApi.util.resetApiState());
    clearToasts();
    // Said once the screen is clear, so the person knows the tap worked (the page also moves on).
    if (token) notifySuccess(i18n.t('loggedOut', { ns: SHARED_NS }));
    if (token) void store.dispatch(accountsApi.endpoints.logout.initiate(token, { track: false }));
  }, [store]);
}
