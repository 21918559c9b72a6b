import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { installDomShims } from '../testing/dom';
import { standaloneLinks, standaloneRoutes, StandaloneRoutes, type StandaloneRoute } from './index';
import { RequireAuth } from '../require-auth';

installDomShims();
afterEach(cleanup);

function Detail() {
  const { donationId } = useParams();
  return <p>detail {donationId}</p>;
}

function Dashboard() {
  return (
    <Routes>
      <Route index element={<p>dashboard home</p>} />
      <Route path="profile" element={<p>dashboard profile</p>} />
    </Routes>
  );
}

const ROUTES: StandaloneRoute[] = [
  { path: '/', element: <p>landing</p> },
  { path: '/donations/:donationId', element: <Detail /> },
  { path: '/dashboard/*', element: <Dashboard /> },
];

function renderAt(path: string, loginPlaceholder = false) {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        <StandaloneRoutes name="mf_test" routes={ROUTES} loginPlaceholder={loginPlaceholder} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('standaloneLinks', () => {
  it('links every route without parameters, a splat route by its base', () => {
    expect(
      standaloneLinks([{ path: '/' }, { path: '/donations' }, { path: '/donations/:donationId' }, { path: '/dashboard/*' }]),
    ).toEqual(['/', '/donations', '/dashboard']);
  });
});

describe('StandaloneRoutes', () => {
  it('shows the page of the path under the frame with a link to each page', () => {
    renderAt('/');
    expect(screen.getByText('landing')).toBeTruthy();
    expect(screen.getByText('mf_test (standalone)')).toBeTruthy();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/dashboard']);
  });

  it('passes route parameters, and a splat route’s nested routes get the rest of the path', () => {
    renderAt('/donations/42');
    expect(screen.getByText('detail 42')).toBeTruthy();
    cleanup();
    renderAt('/dashboard/profile');
    expect(screen.getByText('dashboard profile')).toBeTruthy();
  });

  it('adds the /login placeholder only when asked', () => {
    renderAt('/login', true);
    expect(screen.getByText(/Sign in through mf-public or the shell/)).toBeTruthy();
    cleanup();
    renderAt('/login');
    expect(screen.queryByText(/Sign in through mf-public or the shell/)).toBeNull();
    expect(screen.queryByText('mf_test (standalone)')).toBeNull();
  });
});

describe('standaloneRoutes', () => {
  it('turns the published routes and the pages module into routes, guarded ones behind RequireAuth', () => {
    const Open = () => null;
    const Members = () => null;
    const routes = standaloneRoutes(
      [
        { path: '/open', page: 'Open' },
        { path: '/members/*', page: 'Members', guarded: true },
        { path: '/gone', page: 'Gone' },
      ],
      { Open, Members },
    );
    expect(routes.map((r) => r.path)).toEqual(['/open', '/members/*']);
    expect((routes[0]!.element as { type: unknown }).type).toBe(Open);
    expect((routes[1]!.element as { type: unknown }).type).toBe(RequireAuth);
  });
});
