import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loggedIn, makeStore, ReliefProviders } from 'shared-auth';
import { makeRoutes } from '../routes';
import { createRemoteLoader, type FederationRuntime } from '../federation/remote-loader';
import type { RemoteName } from '../federation/remotes-config';

/** An unsigned token with the claims the API issues (the browser never verifies signatures). */
export function testToken(role: 'user' | 'admin' = 'user'): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'u1', name: 'Rahim', email: 'rahim@example.com', role, iat: now, exp: now + 3600 })}.sig`;
}

/** Fake remotes: each page renders its name, e.g. "page mf_public/Landing". */
export function fakeRuntime(overrides: Partial<FederationRuntime> = {}): FederationRuntime {
  const pagesOf = (remote: RemoteName) =>
    new Proxy(
      {},
      {
        get: (_target, page) => {
          if (typeof page !== 'string' || page === 'then') return undefined;
          const Page: ComponentType = () => <p>page {`${remote}/${page}`}</p>;
          return Page;
        },
      },
    );
  return { load: async (remote) => ({ default: pagesOf(remote) }), reset: () => {}, ...overrides };
}

/** The shell's real routes and layout in a memory router, with the real store and providers. */
export function renderShell(path: string, options: { signedIn?: boolean; runtime?: FederationRuntime } = {}) {
  const { store, persistor } = makeStore();
  if (options.signedIn) store.dispatch(loggedIn(testToken()));
  const loader = createRemoteLoader(options.runtime ?? fakeRuntime());
  const router = createMemoryRouter(makeRoutes(loader), { initialEntries: [path] });
  const view = render(
    <ReliefProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </ReliefProviders>,
  );
  return { ...view, store, router };
}

/** Resize the happy-dom window (Mantine's visibleFrom / hiddenFrom are media-query CSS). */
export function setViewport(width: number, height = 800) {
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({
    width,
    height,
  });
}
