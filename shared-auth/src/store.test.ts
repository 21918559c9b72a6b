import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, REHYDRATE_TIMEOUT_MS, authPersistConfig, makeStore, whenRehydrated } from './store';
import { loggedIn, loggedOut, selectIsAuthenticated } from './auth-slice';
import { makeToken, validClaims } from './test/tokens';

afterEach(() => localStorage.clear());

describe('persisted session', () => {
  it('uses the key donation-auth with a 5000 ms rehydration time-out', () => {
    expect(AUTH_STORAGE_KEY).toBe('donation-auth');
    expect(authPersistConfig.key).toBe('donation-auth');
    expect(authPersistConfig.keyPrefix).toBe('');
    expect(REHYDRATE_TIMEOUT_MS).toBe(5000);
    expect(authPersistConfig.timeout).toBe(5000);
  });

  it('writes the token to local storage under exactly donation-auth and restores it', async () => {
    const token = makeToken(validClaims());
    const first = makeStore();
    await whenRehydrated(first.persistor);
    first.store.dispatch(loggedIn(token));
    await first.persistor.flush();
    const raw = localStorage.getItem('donation-auth');
    expect(raw).not.toBeNull();
    expect(JSON.parse(JSON.parse(raw as string).token)).toBe(token);

    const second = makeStore();
    await whenRehydrated(second.persistor);
    expect(second.store.getState().auth.token).toBe(token);
    expect(selectIsAuthenticated(second.store.getState())).toBe(true);
  });

  it('drops a stored token that has expired', async () => {
    const expired = makeToken(validClaims({ exp: Math.floor(Date.now() / 1000) - 60 }));
    localStorage.setItem(
      'donation-auth',
      JSON.stringify({ token: JSON.stringify(expired), user: JSON.stringify({ sub: 'u1' }), _persist: JSON.stringify({ version: -1, rehydrated: true }) }),
    );
    const { store, persistor } = makeStore();
    await whenRehydrated(persistor);
    expect(store.getState().auth).toMatchObject({ token: null, user: null });
  });

  it('clears the stored session on logout', async () => {
    const { store, persistor } = makeStore();
    await whenRehydrated(persistor);
    store.dispatch(loggedIn(makeToken(validClaims())));
    store.dispatch(loggedOut());
    await persistor.flush();
    expect(JSON.parse(JSON.parse(localStorage.getItem('donation-auth') as string).token)).toBeNull();
  });
});
