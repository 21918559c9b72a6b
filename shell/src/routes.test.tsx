import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeRuntime, renderShell } from './test/render';
import { ROUTE_TABLE } from './routes';

/** Fake remotes whose Dashboard has nested routes, like the real mf-dashboard. */
function runtimeWithNestedDashboard() {
  const base = fakeRuntime();
  return fakeRuntime({
    load: async (remote) => {
      if (remote !== 'mf_dashboard') return base.load(remote);
      const Dashboard = () => (
        <Routes>
          <Route index element={<p>dashboard home</p>} />
          <Route path="profile" element={<p>dashboard profile</p>} />
          <Route path="*" element={<p>dashboard not found</p>} />
        </Routes>
      );
      return { default: { Dashboard } };
    },
  });
}

describe('routes', () => {
  it.each(ROUTE_TABLE.filter((r) => !r.guarded))('$path shows $remote/$page to a visitor', async ({ path, remote, page }) => {
    renderShell(path.replace(':donationId', 'abc'));
    expect(await screen.findByText(`page ${remote}/${page}`)).toBeInTheDocument();
  });

  it.each(['/community', '/dashboard', '/dashboard/profile'])('guarded %s sends a visitor to /login, remembering where', async (path) => {
    const { router } = renderShell(path, { runtime: runtimeWithNestedDashboard() });
    expect(await screen.findByText('page mf_public/Login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: { pathname: path, search: '', hash: '' } });
  });

  it('guarded /community shows the wall to a signed-in person', async () => {
    renderShell('/community', { signedIn: true });
    expect(await screen.findByText('page mf_community/Community')).toBeInTheDocument();
  });

  it('/dashboard/* hands the rest of the path to the dashboard’s own nested routes', async () => {
    const { router } = renderShell('/dashboard', { signedIn: true, runtime: runtimeWithNestedDashboard() });
    expect(await screen.findByText('dashboard home')).toBeInTheDocument();
    await router.navigate('/dashboard/profile');
    expect(await screen.findByText('dashboard profile')).toBeInTheDocument();
    await router.navigate('/dashboard/nope');
    expect(await screen.findByText('dashboard not found')).toBeInTheDocument();
    // The dashboard's own not-found, not the shell's.
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
  });
});
