import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from './store';
import { TAG_TYPES, reliefApi } from './api';
import { configureRuntime } from './config';
import { loggedIn, selectSessionEnded, SESSION_ENDED_MESSAGE } from './auth-slice';
import { accountsApi } from './accounts-api';
import { makeToken, validClaims } from './test/tokens';

const probeApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, void>({ query: () => '/probe' }),
  }),
});

const loginProbe = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    loginProbe: build.mutation<unknown, void>({ query: () => ({ url: 'login', method: 'POST', body: {} }) }),
    writeProbe: build.mutation<unknown, void>({ query: () => ({ url: 'edit-profile/u1', method: 'POST', body: {} }) }),
  }),
});

let calls: { url: string; auth: string | null; method: string }[] = [];
let nextStatus = 200;

beforeEach(() => {
  calls = [];
  nextStatus = 200;
  configureRuntime({ apiBaseUrl: 'http://api.test:4000/api/v1/' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      calls.push({ url: input.url, auth: input.headers.get('Authorization'), method: input.method });
      const body = nextStatus === 200 ? { ok: true } : { success: false, message: 'Your session has expired' };
      return new Response(JSON.stringify(body), { status: nextStatus, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the one api', () => {
  it('keeps unused data 60 s, does not refetch on focus or reconnect, and has the spec tag kinds', () => {
    const { store } = makeStore();
    const config = store.getState().api.config;
    expect(config.keepUnusedDataFor).toBe(60);
    expect(config.refetchOnFocus).toBe(false);
    expect(config.refetchOnReconnect).toBe(false);
    expect(TAG_TYPES).toEqual(expect.arrayContaining(['donations', 'testimonials', 'comments', 'volunteers']));
  });

  it('calls the run-time base URL with the bearer token of the session', async () => {
    const { store } = makeStore();
    const token = makeToken(validClaims());
    store.dispatch(loggedIn(token));
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(calls[0]).toEqual({ url: 'http://api.test:4000/api/v1/probe', auth: `Bearer ${token}`, method: 'GET' });
  });

  it('sends no Authorization header when signed out', async () => {
    const { store } = makeStore();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(calls[0]?.auth).toBeNull();
  });

  it("uses the answer the shell's entry asked for early, once, for a GET of the same URL", async () => {
    const early = new Response(JSON.stringify({ ok: 'early' }), { headers: { 'Content-Type': 'application/json' } });
    window.__reliefEarlyAnswers = { 'http://api.test:4000/api/v1/probe': { response: Promise.resolve(early), at: Date.now() } };
    const { store } = makeStore();
    const first = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(first.data).toEqual({ ok: 'early' });
    expect(calls).toEqual([]);
    const again = await store.dispatch(probeApi.endpoints.probe.initiate(undefined, { forceRefetch: true }));
    expect(again.data).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    delete window.__reliefEarlyAnswers;
  });

  it('signs the person out when the API answers 401 to a call with a token', async () => {
    const { store } = makeStore();
    store.dispatch(loggedIn(makeToken(validClaims())));
    nextStatus = 401;
    await store.dispatch(probeApi.endpoints.probe.initiate(undefined, { forceRefetch: true }));
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().auth.user).toBeNull();
  });

  it('says the session ended when a 401 signs the person out (e.g. the password was changed elsewhere)', async () => {
    const { store } = makeStore();
    store.dispatch(loggedIn(makeToken(validClaims())));
    nextStatus = 401;
    const result = await store.dispatch(loginProbe.endpoints.writeProbe.initiate());
    expect('error' in result && result.error).toMatchObject({ status: 401, data: { message: SESSION_ENDED_MESSAGE } });
    expect(selectSessionEnded(store.getState())).toBe(true);
    store.dispatch(loggedIn(makeToken(validClaims())));
    expect(selectSessionEnded(store.getState())).toBe(false);
  });

  it('keeps the session when a sign-in attempt is refused (wrong password or code for another account)', async () => {
    const { store } = makeStore();
    const token = makeToken(validClaims());
    store.dispatch(loggedIn(token));
    nextStatus = 401;
    await store.dispatch(loginProbe.endpoints.loginProbe.initiate());
    expect(store.getState().auth.token).toBe(token);
    expect(selectSessionEnded(store.getState())).toBe(false);
  });

  it('has GET /me and POST /resend-verification for every unit', async () => {
    const { store } = makeStore();
    store.dispatch(loggedIn(makeToken(validClaims())));
    await store.dispatch(accountsApi.endpoints.resendVerification.initiate());
    expect(calls[0]).toMatchObject({ url: 'http://api.test:4000/api/v1/resend-verification', method: 'POST' });
    await store.dispatch(accountsApi.endpoints.me.initiate());
    expect(calls[1]).toMatchObject({ url: 'http://api.test:4000/api/v1/me', method: 'GET' });
  });
});
