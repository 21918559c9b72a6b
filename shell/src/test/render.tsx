import { useLayoutEffect, type ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { loggedIn, makeStore, ReliefProviders } from 'shared-auth';
import type { Role } from 'api/types';
import { ShellRoutes } from '../routes';
import { createRemoteLoader, type FederationRuntime } from '../federation/remote-loader';
import { CatalogProvider } from '../federation/catalog-context';
import type { RouteCatalog } from '../federation/catalog';
import { staticCatalog } from './catalog-fixture';
import type { RemoteName } from '../federation/remotes-config';

/** An unsigned token with the claims the API issues (the browser never verifies signatures). */
export function testToken(role: Role = 'user', extra: Record<string, unknown> = {}): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'u1', name: 'Rahim', email: 'rahim@example.com', role, emailVerified: true, iat: now, exp: now + 3600, ...extra })}.sig`;
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

/** The test's handle on the memory router: where it is, and a way to navigate (like a link click). */
export interface TestRouter {
  state: { location: Location };
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
}

function RouterProbe({ handle }: { handle: { location?: Location; navigate?: NavigateFunction } }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    handle.location = location;
    handle.navigate = navigate;
  });
  return null;
}

/** The shell's real routes and layout in a memory router, with the real store and providers. */
export function renderShell(
  path: string,
  options: { signedIn?: boolean; token?: string; runtime?: FederationRuntime; catalog?: RouteCatalog } = {},
) {
  const { store, persistor } = makeStore();
  if (options.signedIn || options.token) store.dispatch(loggedIn(options.token ?? testToken()));
  const loader = createRemoteLoader(options.runtime ?? fakeRuntime());
  const handle: { location?: Location; navigate?: NavigateFunction } = {};
  const router: TestRouter = {
    state: {
      get location() {
        if (!handle.location) throw new Error('the router has not rendered yet');
        return handle.location;
      },
    },
    async navigate(to, navigateOptions) {
      if (!handle.navigate) throw new Error('the router has not rendered yet');
      const navigate = handle.navigate;
      await act(async () => {
        await navigate(to, navigateOptions);
      });
    },
  };
  const view = render(
    <ReliefProviders store={store} persistor={persistor}>
      <CatalogProvider catalog={options.catalog ?? staticCatalog()}>
        <MemoryRouter initialEntries={[path]}>
          <ShellRoutes loader={loader} />
          <RouterProbe handle={handle} />
        </MemoryRouter>
      </CatalogProvider>
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
