import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeRuntime, renderShell } from './test/render';
import { staticCatalog, TEST_ROUTES } from './test/catalog-fixture';
import type { RemoteName } from './federation/remotes-config';

const PUBLISHED = (Object.entries(TEST_ROUTES) as [RemoteName, { path: string; page: string; guarded?: boolean }[]][]).flatMap(([remote, routes]) =>
  routes.map((route) => ({ ...route, remote })),
);

/** Fake remotes whose Dashboard has nested routes, like the real mf-dashboard. */
function runtimeWithNestedDashboard() {
  const base = fakeRuntime();
  return fakeRuntime({
    load: async (remote) => {
      if (remote !== 'mf_dashboard') return base.load(remote);
      const Desk = () => (
        <Routes>
          <Route index element={<p>dashboard home</p>} />
          <Route path="profile" element={<p>dashboard profile</p>} />
          <Route path="*" element={<p>dashboard not found</p>} />
        </Routes>
      );
      return { default: { Desk } };
    },
  });
}

describe('routes', () => {
  it.each(PUBLISHED.filter((r) => !r.guarded))('$path shows $remote/$page to a visitor', async ({ path, remote, page }) => {
    renderShell(path.replace(':thingId', 'abc'));
    expect(await screen.findByText(`page ${remote}/${page}`)).toBeInTheDocument();
  });

  it.each(['/wall', '/desk', '/desk/profile'])('guarded %s sends a visitor to the sign-in page, remembering where', async (path) => {
    const { router } = renderShell(path, { runtime: runtimeWithNestedDashboard() });
    expect(await screen.findByText('page mf_public/SignIn')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.state).toEqual({ from: { pathname: path, search: '', hash: '' } });
  });

  it('guarded /wall shows the wall to a signed-in person', async () => {
    renderShell('/wall', { signedIn: true });
    expect(await screen.findByText('page mf_community/Wall')).toBeInTheDocument();
  });

  it('/desk/* hands the rest of the path to the remote’s own nested routes', async () => {
    const { router } = renderShell('/desk', { signedIn: true, runtime: runtimeWithNestedDashboard() });
    expect(await screen.findByText('dashboard home')).toBeInTheDocument();
    await router.navigate('/desk/profile');
    expect(await screen.findByText('dashboard profile')).toBeInTheDocument();
    await router.navigate('/desk/nope');
    expect(await screen.findByText('dashboard not found')).toBeInTheDocument();
    // The dashboard's own not-found, not the shell's.
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
  });

  it('shows the pages the remotes publish, and nothing the shell knows itself', async () => {
    renderShell('/fresh', { catalog: staticCatalog({ mf_public: [{ path: '/fresh', page: 'Fresh' }] }) });
    expect(await screen.findByText('page mf_public/Fresh')).toBeInTheDocument();
  });

  it('an unknown address is not found once every remote has answered', async () => {
    renderShell('/nope');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });

  it('an unknown address waits while a remote\'s pages are on their way', async () => {
    renderShell('/nope', { catalog: staticCatalog({ mf_public: [] }, { pending: ['mf_dashboard'] }) });
    expect(await screen.findByRole('status', { name: 'Loading the dashboard' })).toBeInTheDocument();
  });

  it('an unknown address, while a remote cannot be reached, shows the error with Retry (it may be one of its pages)', async () => {
    let retried = 0;
    renderShell('/desk', { catalog: staticCatalog({ mf_public: [] }, { unavailable: ['mf_dashboard'], retry: async () => void retried++ }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded');
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(retried).toBe(1);
  });
});
