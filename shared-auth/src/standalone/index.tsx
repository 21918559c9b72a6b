/**
 * A remote's standalone development page (the "shared-auth/standalone" entry, used only by each
 * remote's src/bootstrap.tsx): the remote's routes in the same providers the shell gives them,
 * under a small frame with a link to each page, without the shell.
 */
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { BrowserRouter, Link, Outlet, Route, Routes } from 'react-router-dom';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
// From the package, not a relative path: this entry is bundled into each remote, and the i18next
// instance must be the shared singleton's.
import { configureRuntime, ReliefProviders, RequireAuth, SHARED_NS, type ReliefProvidersProps } from 'shared-auth';
import type { RemoteRoute } from '../routes/remote-routes';

/**
 * Render `app` into #root inside StrictMode and the platform's providers (store, theme,
 * notifications): the shell's page and each remote's standalone page. With `hydrate`, the HTML the
 * server rendered into #root from the same tree is hydrated (kept and made live) instead of
 * replaced; `onRecoverableError` hears what React could not hydrate.
 */
export function mountApp(
  app: ReactNode,
  { rootId = 'root', hydrate, ...providers }: { rootId?: string; hydrate?: Pick<HydrationOptions, 'onRecoverableError'> } & Omit<ReliefProvidersProps, 'children'> = {},
): Root | undefined {
  const root = document.getElementById(rootId);
  if (!root) return undefined;
  const tree = (
    <StrictMode>
      <ReliefProviders {...providers}>{app}</ReliefProviders>
    </StrictMode>
  );
  if (hydrate) return hydrateRoot(root, tree, hydrate);
  const made = createRoot(root);
  made.render(tree);
  return made;
}

/** The standalone routes of a remote's published pages (src/routes.ts) and its pages module; guarded ones behind RequireAuth. */
export function standaloneRoutes(routes: readonly RemoteRoute[], pages: Record<string, ComponentType>): StandaloneRoute[] {
  return routes
    .filter((route) => pages[route.page])
    .map(({ path, page, guarded }) => {
      const Page = pages[page]!;
      return { path, element: guarded ? <RequireAuth><Page /></RequireAuth> : <Page /> };
    });
}

/** A page of the remote at a path, as the shell mounts it (e.g. "/donations/:donationId", "/dashboard/*"). */
export interface StandaloneRoute {
  path: string;
  element: ReactNode;
}

/** The frame's links: every route path without parameters ("/dashboard/*" links to "/dashboard"). */
export function standaloneLinks(routes: Pick<StandaloneRoute, 'path'>[]): string[] {
  return routes
    .map((route) => route.path.replace(/\/\*$/, ''))
    .filter((path) => !path.includes(':') && !path.includes('*'));
}

function StandaloneFrame({ name, links }: { name: string; links: string[] }) {
  const { t } = useTranslation(SHARED_NS);
  return (
    <Container size={1200} py="md">
      <Group gap="md" mb="md">
        <Text fw={700}>{t('standalone', { name })}</Text>
        {links.map((to) => (
          <Anchor key={to} component={Link} to={to}>
            {to}
          </Anchor>
        ))}
      </Group>
      <Outlet />
    </Container>
  );
}

function StandaloneLogin() {
  const { t } = useTranslation(SHARED_NS);
  return <Text>{t('standaloneLogin')}</Text>;
}

export interface StandaloneOptions {
  /** The remote's federation name, shown in the frame (e.g. "mf_public"). */
  name: string;
  /** The remote's pages as it publishes them (src/routes.ts), and its pages module. */
  routes: readonly RemoteRoute[];
  pages: Record<string, ComponentType>;
  /** API base URL (the build's RELIEF_API_URL). */
  apiBaseUrl: string;
  /** Add a /login page that explains where to sign in (remotes without a login page of their own). */
  loginPlaceholder?: boolean;
}

/**
 * The remote's routes under the frame (declarative routes, like the shell: no data router).
 * Rendered inside a router (BrowserRouter in startStandalone, MemoryRouter in tests).
 */
export function StandaloneRoutes({ name, routes, loginPlaceholder = false }: { name: string; routes: StandaloneRoute[]; loginPlaceholder?: boolean }) {
  return (
    <Routes>
      <Route element={<StandaloneFrame name={name} links={standaloneLinks(routes)} />}>
        {routes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        {loginPlaceholder && <Route path="/login" element={<StandaloneLogin />} />}
      </Route>
    </Routes>
  );
}

/** Start a remote on its own: configure the API, render the routes in a browser router into #root. */
export function startStandalone({ name, routes, pages, apiBaseUrl, loginPlaceholder = false }: StandaloneOptions): void {
  configureRuntime({ apiBaseUrl });
  mountApp(
    <BrowserRouter>
      <StandaloneRoutes name={name} routes={standaloneRoutes(routes, pages)} loginPlaceholder={loginPlaceholder} />
    </BrowserRouter>,
  );
}
