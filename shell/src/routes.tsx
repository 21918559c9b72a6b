import { Outlet, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { asLanguage, RequireAuth } from 'shared-auth';
import { routeTitle } from 'shared-auth/routes';
import { SHELL_NS } from './i18n';
import { Layout } from './layout/layout';
import { ScrollToTop } from './layout/scroll-to-top';
import { ErrorScreen, NOT_FOUND } from './errors/error-screen';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { RemotePage, RemotesUnavailable, RemoteLoading } from './federation/remote-page';
import type { RemoteLoader } from './federation/remote-loader';
import { useCatalog } from './federation/catalog-context';
import { signInPath } from './layout/nav-links';

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
 * An address no known page has: still loading while a remote's pages are on their way, the
 * error with Retry while a remote cannot be reached (the address may be one of its pages), and
 * otherwise not found.
 */
function UnknownAddress() {
  const { catalog, current } = useCatalog();
  if (current.unavailable.length > 0) return <RemotesUnavailable remotes={current.unavailable} onRetry={() => catalog.retry()} />;
  if (current.pending.length > 0) return <RemoteLoading remote={current.pending[0]!} />;
  return <ErrorScreen error={NOT_FOUND} />;
}

/**
 * The shell's pages (declarative routes, no data router: nothing uses loaders or actions), to be
 * rendered inside a router (BrowserRouter in the app, MemoryRouter in tests): the pages every
 * remote publishes (federation/catalog.ts), each in its remote's boundary.
 */
export function ShellRoutes({ loader }: { loader: RemoteLoader }) {
  const { i18n } = useTranslation(SHELL_NS);
  const language = asLanguage(i18n.language) ?? 'en';
  const { current } = useCatalog();
  const signIn = signInPath(current.routes);
  return (
    <>
      <ScrollToTop />
      <RouteErrorBoundary fallback={errorInLayout}>
        <Routes>
          <Route element={<Layout />}>
            <Route element={<RoutedContent />}>
              {current.routes.map((route) => {
                const { path, remote, page, guarded } = route;
                const title = routeTitle(route, language);
                const element = <RemotePage key={`${remote}/${page}`} loader={loader} remote={remote} page={page} title={title} />;
                return <Route key={path} path={path} element={guarded ? <RequireAuth signIn={signIn}>{element}</RequireAuth> : element} />;
              })}
              <Route path="*" element={<UnknownAddress />} />
            </Route>
          </Route>
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}
