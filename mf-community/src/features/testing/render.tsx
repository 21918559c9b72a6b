/**
 * Test helpers (tests only): the real shared-auth store, Mantine with Notifications, and a memory
 * router, plus a small fetch mock for the API and unsigned tokens.
 */
import '@testing-library/jest-dom/vitest';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { cleanup, configure, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureRuntime, loggedIn, makeStore, reliefApi } from 'shared-auth';

export const API = 'http://api.test/api/v1';

// findBy*/waitFor: wait up to 5 s (the default 1 s is too short when every workspace tests at once).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  notifications.clean();
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
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  }
  // Textarea autosize listens for font loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
  }
}

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: async (key: string) => data.get(key) ?? null,
    setItem: async (key: string, value: string) => void data.set(key, value),
    removeItem: async (key: string) => void data.delete(key),
  };
}

function b64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

export interface FakeClaims {
  sub: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
}

/** An unsigned token with the claims the front end reads (the server verifies signatures, not the browser). */
export function fakeToken(claims: Partial<FakeClaims> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const body = { sub: 'u1', name: 'Rahim', email: 'rahim@example.com', role: 'user', iat: now, exp: now + 3600, ...claims };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(body)}.sig`;
}

/** Shows the current location so tests can check navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export interface RenderOptions {
  route?: string;
  token?: string;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  configureRuntime({ apiBaseUrl: API });
  const { store } = makeStore({ storage: memoryStorage() });
  store.dispatch(reliefApi.util.resetApiState());
  if (options.token) store.dispatch(loggedIn(options.token));
  const route = options.route ?? '/';
  const result = render(
    <Provider store={store}>
      <MantineProvider>
        <Notifications />
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={route} element={ui} />
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
  path: string;
  body: unknown;
  headers: Headers;
}
export interface MockAnswer {
  status?: number;
  body: unknown;
}
type Handler = (call: MockCall) => MockAnswer | Promise<MockAnswer>;

/** Replace fetch with a router of [method, path regex, handler]; returns the list of calls made. */
export function mockApi(routes: Array<[string, RegExp, Handler]>): MockCall[] {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const path = url.pathname.replace('/api/v1', '');
    const call: MockCall = { method: request.method, path, body: text ? JSON.parse(text) : undefined, headers: request.headers };
    calls.push(call);
    const route = routes.find(([method, pattern]) => method === request.method && pattern.test(path));
    const answer = route ? await route[2](call) : { status: 404, body: { success: false, message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
