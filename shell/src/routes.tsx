import { Outlet, Route, Routes } from 'react-router-dom';
import { RequireAuth } from 'shared-auth';
import { Layout } from './layout/layout';
import { ScrollToTop } from './layout/scroll-to-top';
import { ErrorScreen, NOT_FOUND } from './errors/error-screen';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { RemotePage } from './federation/remote-page';
import type { RemoteLoader } from './federation/remote-loader';
import { ROUTE_TABLE } from './route-table';

export { ROUTE_TABLE } from './route-table';

/** The error screen inside the layout; bare if the layout itself is what fails. */
function errorInLayout(error: unknown) {
  return (
    <RouteErrorBoundary fallback={(layoutError) => <ErrorScreen error={layoutError} />}>
      <Layout>
        <ErrorScreen error={error} />
      </Layout>
    </RouteErrorBoundary>
  );
}

/** The routed content of the layout, behind the error screen for render errors outside a remote's own boundary. */
function RoutedContent() {
  return (
    <RouteErrorBoundary fallback={(error) => <ErrorScreen error={error} />}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/**
 * The shell's pages (declarative routes, no data router: nothing uses loaders or actions), to be
 * rendered inside a router (BrowserRouter in the app, MemoryRouter in tests).
 */
export function ShellRoutes({ loader }: { loader: RemoteLoader }) {
  return (
    <>
      <ScrollToTop />
      <RouteErrorBoundary fallback={errorInLayout}>
        <Routes>
          <Route element={<Layout />}>
            <Route element={<RoutedContent />}>
              {ROUTE_TABLE.map(({ path, remote, page, guarded }) => {
                const element = <RemotePage key={`${remote}/${page}`} loader={loader} remote={remote} page={page} />;
                return <Route key={path} path={path} element={guarded ? <RequireAuth>{element}</RequireAuth> : element} />;
              })}
              <Route path="*" element={<ErrorScreen error={NOT_FOUND} />} />
            </Route>
          </Route>
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}
