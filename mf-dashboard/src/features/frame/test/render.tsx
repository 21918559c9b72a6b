/** Test helpers: render a dashboard piece with the shared test providers (shared-auth/testing). */
import type { ReactElement } from 'react';
import { API, fakeToken, matchMediaStub, mockFetch, renderWithProviders as renderShared, type FakeClaims } from 'shared-auth/testing';

export { API };

/** An unsigned token with the claims the API puts in its tokens (the browser never checks signatures). */
export function makeToken(claims: Partial<TestPerson> = {}): string {
  return fakeToken({ sub: '7', name: 'Rahim Uddin', ...claims });
}

/** Who a test signs in as: the token claims the front end reads. */
export type TestPerson = FakeClaims;
export const ADMIN: TestPerson = { sub: '1', name: 'Ada Admin', email: 'admin@relief.test', role: 'admin' };
export const USER: TestPerson = { sub: '7', name: 'Rahim Uddin', email: 'rahim@example.com', role: 'user' };

interface Options {
  path?: string;
  as?: TestPerson | null;
  /** Route pattern the element is mounted at (e.g. "/dashboard/*"). */
  route?: string;
}

export function renderWithProviders(ui: ReactElement, { path = '/dashboard', as = ADMIN, route = '*' }: Options = {}) {
  return renderShared(ui, { route: path, path: route, token: as ? makeToken(as) : undefined, otherPage: null, mantineEnv: 'test' });
}

export interface FetchCall {
  method: string;
  /** The path under the API's base, without the query string (e.g. "/users"). */
  url: string;
  /** The query string's parameters (paged lists: limit, offset); absent when the URL has none. */
  query?: URLSearchParams;
  body: unknown;
}

type Handler = (call: FetchCall) => { status?: number; body: unknown } | undefined;

/** Replace fetch with a handler table; returns the recorded calls. */
export function mockApi(handler: Handler): FetchCall[] {
  const calls: FetchCall[] = [];
  mockFetch((request) => {
    const call: FetchCall = {
      method: request.method,
      url: `${request.url.origin}${request.url.pathname}`.replace(API, ''),
      ...(request.url.search ? { query: request.url.searchParams } : {}),
      body: request.body,
    };
    calls.push(call);
    return handler(call) ?? { status: 404, body: { success: false, message: `No mock for ${call.method} ${call.url}` } };
  });
  return calls;
}

/** Makes the screen as narrow as a phone's (every max-width media query matches); returns the undo. */
export function pretendNarrowScreen(): () => void {
  const original = window.matchMedia;
  window.matchMedia = matchMediaStub((query) => /max-width/.test(query));
  return () => {
    window.matchMedia = original;
  };
}
