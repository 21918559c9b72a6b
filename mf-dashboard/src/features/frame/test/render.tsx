/** Test helpers: render a dashboard piece with the real store, Mantine and a memory router. */
import type { ReactElement, ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureRuntime, loggedIn, makeStore, type Role } from 'shared-auth';

export const API = 'http://api.test/api/v1';

function b64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned token with the claims the API puts in its tokens (the browser never checks signatures). */
export function makeToken(claims: { sub?: string; name?: string; email?: string; role?: Role } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const body = { sub: '7', name: 'Rahim Uddin', email: 'rahim@example.com', role: 'user', iat: now, exp: now + 3600, ...claims };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(body)}.signature`;
}

export interface TestPerson {
  sub: string;
  name: string;
  email: string;
  role: Role;
}
export const ADMIN: TestPerson = { sub: '1', name: 'Ada Admin', email: 'admin@relief.test', role: 'admin' };
export const USER: TestPerson = { sub: '7', name: 'Rahim Uddin', email: 'rahim@example.com', role: 'user' };

/** Shows where the router is, so tests can check navigations. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

interface Options {
  path?: string;
  as?: TestPerson | null;
  /** Route pattern the element is mounted at (e.g. "/dashboard/*"). */
  route?: string;
}

export function renderWithProviders(ui: ReactElement, { path = '/dashboard', as = ADMIN, route = '*' }: Options = {}) {
  configureRuntime({ apiBaseUrl: API });
  const { store } = makeStore();
  if (as) store.dispatch(loggedIn(makeToken(as)));
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MantineProvider env="test">
        <Notifications />
        {children}
      </MantineProvider>
    </Provider>
  );
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={ui} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    { wrapper: Wrapper },
  );
  return { ...result, store };
}

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: FetchCall) => { status?: number; body: unknown } | undefined;

/** Replace fetch with a handler table; returns the recorded calls. */
export function mockApi(handler: Handler) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const call: FetchCall = { method: request.method, url: request.url.replace(API, ''), body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { success: false, message: `No mock for ${call.method} ${call.url}` } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** Browser APIs Mantine needs that happy-dom lacks. */
export function installDomShims() {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!('fonts' in document) || !(document as { fonts?: unknown }).fonts) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}

installDomShims();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
