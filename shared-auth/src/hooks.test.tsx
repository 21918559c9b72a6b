import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, whenRehydrated } from './store';
import { configureRuntime } from './config';
import { loggedIn, selectSessionEnded } from './auth-slice';
import { useLogout } from './hooks';
import { makeToken, validClaims } from './test/tokens';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { notifySuccess } from './ui/notify';

let calls: { url: string; auth: string | null; method: string }[] = [];
/** What the API does with the sign-out call: answer with a status, or not be reachable at all. */
let answer: number | 'offline' = 200;

beforeEach(() => {
  calls = [];
  answer = 200;
  configureRuntime({ apiBaseUrl: 'http://api.test:4000/api/v1/' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      calls.push({ url: input.url, auth: input.headers.get('Authorization'), method: input.method });
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ success: answer === 200, message: 'm' }), { status: answer, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  // Each test's toasts (a sign-out says so) gone before the next.
  cleanNotifications();
});

/** A page's store, restored from storage first (as the page waits for it), signed in. */
async function signedIn() {
  const { store, persistor } = makeStore();
  await whenRehydrated(persistor);
  const token = makeToken(validClaims());
  store.dispatch(loggedIn(token));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const logout = renderHook(() => useLogout(), { wrapper }).result.current;
  return { store, token, logout };
}

/** Lets the fire-and-forget call run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useLogout', () => {
  it('forgets the session at once and asks the API to end it, with the token it had', async () => {
    const { store, token, logout } = await signedIn();
    logout();
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().auth.user).toBeNull();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: 'http://api.test:4000/api/v1/auth/logout', auth: `Bearer ${token}`, method: 'POST' });
    await settle();
    expect(store.getState().auth.token).toBeNull();
  });

  it('takes the toasts off the screen: "Welcome back, <name>" does not stay for the next person; says it logged out', async () => {
    const { logout } = await signedIn();
    notifySuccess('Welcome back, Nusrat Jahan!');
    await vi.waitFor(() => expect(notificationsStore.getState().notifications.map((n) => n.message)).toEqual(['Welcome back, Nusrat Jahan!']));
    logout();
    await vi.waitFor(() => expect(notificationsStore.getState().notifications.map((n) => n.message)).toEqual(['You have logged out.']));
  });

  it.each([['offline' as const], [500], [401]])('signs out all the same when the call fails (%s), without saying the session ended', async (failure) => {
    answer = failure;
    const { store, logout } = await signedIn();
    logout();
    expect(store.getState().auth.token).toBeNull();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await settle();
    expect(store.getState().auth.token).toBeNull();
    expect(selectSessionEnded(store.getState())).toBe(false);
  });

  it('calls nothing when nobody is signed in', async () => {
    const { store } = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    renderHook(() => useLogout(), { wrapper }).result.current();
    await settle();
    expect(calls).toEqual([]);
    expect(notificationsStore.getState().notifications).toEqual([]);
  });
});
