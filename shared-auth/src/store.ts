import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type PersistConfig,
  type Persistor,
} from 'redux-persist';
import autoMergeLevel1 from 'redux-persist/es/stateReconciler/autoMergeLevel1';
import createWebStorage from 'redux-persist/es/storage/createWebStorage';
import { authSlice, initialAuthState, type AuthState } from './auth-slice';
import { reliefApi } from './api';
import { isTokenValid } from './token';
import { setPageDispatch, type PageDispatch } from './page-store';

/** Local-storage key of the persisted session (exactly this key, no prefix). */
export const AUTH_STORAGE_KEY = 'donation-auth';
/** Rehydration time-out in milliseconds. */
export const REHYDRATE_TIMEOUT_MS = 5000;

function noopStorage() {
  return {
    getItem: async () => null,
    setItem: async () => undefined,
    removeItem: async () => undefined,
  };
}

function browserStorage() {
  return typeof window !== 'undefined' && window.localStorage ? createWebStorage('local') : noopStorage();
}

export const authPersistConfig: PersistConfig<AuthState> = {
  key: AUTH_STORAGE_KEY,
  keyPrefix: '',
  storage: browserStorage(),
  timeout: REHYDRATE_TIMEOUT_MS,
  whitelist: ['user', 'token'],
  // A stored token that has expired (or does not decode) is dropped on the way in.
  stateReconciler: (inbound, original, reduced, config) => {
    const merged = autoMergeLevel1(inbound, original, reduced, config) as AuthState;
    return isTokenValid(merged.token) ? merged : { ...merged, ...initialAuthState };
  },
};

const rootReducer = combineReducers({
  auth: persistReducer(authPersistConfig, authSlice.reducer),
  [reliefApi.reducerPath]: reliefApi.reducer,
});

export function makeStore(options: { storage?: PersistConfig<AuthState>['storage'] } = {}) {
  const reducer = options.storage
    ? combineReducers({
        auth: persistReducer({ ...authPersistConfig, storage: options.storage }, authSlice.reducer),
        [reliefApi.reducerPath]: reliefApi.reducer,
      })
    : rootReducer;
  const store = configureStore({
    reducer,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(reliefApi.middleware),
  });
  const persistor: Persistor = persistStore(store);
  setPageDispatch(store.dispatch as PageDispatch);
  return { store, persistor };
}

/** Resolves once the persisted session has been restored (or the restore has timed out). */
export function whenRehydrated(persistor: Pick<Persistor, 'getState' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
