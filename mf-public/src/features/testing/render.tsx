/**
 * Test helpers (tests only): a real store, Mantine, Notifications and a memory router,
 * plus a small fetch mock for the API.
 */
import '@testing-library/jest-dom/vitest';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureRuntime, loggedIn, makeStore, reliefApi } from 'shared-auth';

export const API = 'http://api.test/api/v1';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// happy-dom lacks a few browser APIs Mantine uses.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class RO {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: RO });
  }
  if (!window.scrollTo) window.scrollTo = () => {};
}

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: async (k: string) => data.get(k) ?? null,
    setItem: async (k: string, v: string) => void data.set(k, v),
    removeItem: async (k: string) => void data.delete(k),
  };
};

function b64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned token with the claims the front end reads. */
export function fakeToken(claims: Partial<{ sub: string; name: string; email: string; role: 'user' | 'admin' }> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const body = { sub: 'u1', name: 'Rahim', email: 'rahim@example.com', role: 'user', iat: now, exp: now + 3600, ...claims };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(body)}.sig`;
}

/** Shows the current location so tests can check navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderOptions {
  route?: string;
  path?: string;
  routeState?: unknown;
  token?: string;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  configureRuntime({ apiBaseUrl: API });
  const { store } = makeStore({ storage: memoryStorage() });
  store.dispatch(reliefApi.util.resetApiState());
  if (options.token) store.dispatch(loggedIn(options.token));
  const route = options.route ?? '/';
  const path = options.path ?? route.split('?')[0]!;
  const result = render(
    <Provider store={store}>
      <MantineProvider>
        <Notifications />
        <MemoryRouter initialEntries={[{ pathname: route.split('?')[0]!, search: route.includes('?') ? `?${route.split('?')[1]}` : '', state: options.routeState }]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<div>other page</div>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  return { ...result, store };
}

export interface MockCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}
type Handler = (call: MockCall) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** Replace fetch with a router of [method, path regex, handler]; returns the list of calls made. */
export function mockApi(routes: Array<[string, RegExp, Handler]>) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call: MockCall = { method: request.method, url, body: text ? JSON.parse(text) : undefined, headers: request.headers };
    calls.push(call);
    const path = url.pathname.replace('/api/v1', '');
    const route = routes.find(([m, re]) => m === request.method && re.test(path));
    const answer = route ? await route[2](call) : { status: 404, body: { success: false, message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
