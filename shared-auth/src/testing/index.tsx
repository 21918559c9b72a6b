/**
 * Test helpers shared by the front ends (tests only; the "shared-auth/testing" entry, never
 * imported by production code): the real store, Mantine with Notifications and a memory router
 * around the piece under test, unsigned tokens, and a fetch mock for the API.
 */
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import type { TokenClaims } from 'api/types';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureRuntime, loggedIn, makeStore, reliefApi } from 'shared-auth';
import { makeToken, validClaims } from '../test/tokens';

export { installDomShims, matchMediaStub } from './dom';
export { describePublishedRoutes } from './published-routes';
export { makeToken, validClaims };

export const API = 'http://api.test/api/v1';

/** Async storage for redux-persist that forgets everything with the store. */
export function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: async (key: string) => data.get(key) ?? null,
    setItem: async (key: string, value: string) => void data.set(key, value),
    removeItem: async (key: string) => void data.delete(key),
  };
}

export type FakeClaims = Pick<TokenClaims, 'sub' | 'name' | 'email' | 'role'>;

/** An unsigned token with the claims the front end reads (the server verifies signatures, not the browser). */
export function fakeToken(claims: Partial<FakeClaims> = {}): string {
  return makeToken(validClaims(claims));
}

/** Shows the current location (path and query) so tests can check navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderOptions {
  /** The URL the memory router starts at (may carry a ?query). Default "/". */
  route?: string;
  /** The route pattern the element is mounted at (e.g. "/dashboard/*"). Default: the route's path. */
  path?: string;
  /** Location state of the starting entry. */
  routeState?: unknown;
  /** Signed in with this token. */
  token?: string;
  /** What every other path renders (default: the text "other page"). */
  otherPage?: ReactNode;
  /** Mantine's "test" environment: no transitions, no portals. */
  mantineEnv?: 'default' | 'test';
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  configureRuntime({ apiBaseUrl: API });
  const { store } = makeStore({ storage: memoryStorage() });
  store.dispatch(reliefApi.util.resetApiState());
  if (options.token) store.dispatch(loggedIn(options.token));
  const route = options.route ?? '/';
  const [pathname = '/', query] = route.split('?');
  const Providers = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MantineProvider env={options.mantineEnv}>
        <Notifications />
        {children}
      </MantineProvider>
    </Provider>
  );
  const result = render(
    <MemoryRouter initialEntries={[{ pathname, search: query === undefined ? '' : `?${query}`, state: options.routeState }]}>
      <Routes>
        <Route path={options.path ?? pathname} element={ui} />
        <Route path="*" element={'otherPage' in options ? options.otherPage : <div>other page</div>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    { wrapper: Providers },
  );
  return { ...result, store };
}

export interface MockCall {
  method: string;
  url: URL;
  /** The URL's path without the /api/v1 prefix. */
  path: string;
  /** The JSON body parsed; any other body (multipart) as its text. */
  body: unknown;
  headers: Headers;
}
export interface MockAnswer {
  status?: number;
  body: unknown;
}
/** Answers a call, or `undefined` for "not mocked" (answered 404). */
export type MockHandler = (call: MockCall) => MockAnswer | undefined | Promise<MockAnswer | undefined>;
export type MockRoute = [method: string, path: RegExp, answer: (call: MockCall) => MockAnswer | Promise<MockAnswer>];

/** Replace fetch with `handler`; returns the list of calls made. */
export function mockFetch(handler: MockHandler): MockCall[] {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const path = url.pathname.replace('/api/v1', '');
    // JSON bodies parsed; others (a multipart upload) kept as text.
    const json = /json/i.test(request.headers.get('content-type') ?? 'application/json');
    const call: MockCall = { method: request.method, url, path, body: text ? (json ? JSON.parse(text) : text) : undefined, headers: request.headers };
    calls.push(call);
    const answer = (await handler(call)) ?? { status: 404, body: { success: false, message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** Replace fetch with a router of [method, path regex, answer]; returns the list of calls made. */
export function mockApi(routes: MockRoute[]): MockCall[] {
  return mockFetch((call) => routes.find(([method, pattern]) => method === call.method && pattern.test(call.path))?.[2](call));
}
