import { useCallback } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';
import { loggedOut, selectCurrentUser, selectIsAuthenticated, selectToken } from './auth-slice';
import { reliefApi } from './api';

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

/** Sign out: clears the session and the API cache, so the next person on the device sees none of it. */
export function useLogout() {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(loggedOut());
    dispatch(reliefApi.util.resetApiState());
  }, [dispatch]);
}
