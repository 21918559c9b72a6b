import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore } from './store';
import { loggedIn } from './auth-slice';
import { RequireAuth, postLoginPath } from './require-auth';
import { makeToken, validClaims } from './test/tokens';

function LoginProbe() {
  const location = useLocation();
  return <p>login page, back to {postLoginPath(location.state)}</p>;
}

function renderAt(path: string, store = makeStore().store) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route
            path="/community"
            element={
              <RequireAuth>
                <p>the wall</p>
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('RequireAuth', () => {
  it('sends a visitor with no token to /login and remembers where they were', () => {
    renderAt('/community?tab=new');
    expect(screen.getByText('login page, back to /community?tab=new')).toBeTruthy();
    expect(screen.queryByText('the wall')).toBeNull();
  });

  it('sends a visitor with an expired token to /login', () => {
    const { store } = makeStore();
    const now = Date.now();
    store.dispatch(loggedIn(makeToken(validClaims({ exp: Math.floor(now / 1000) + 60 }))));
    // A long-open tab: the token stored earlier has expired since.
    vi.useFakeTimers({ now: now + 120_000, toFake: ['Date'] });
    try {
      renderAt('/community', store);
      expect(screen.getByText(/login page/)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the page to a signed-in person', () => {
    const { store } = makeStore();
    store.dispatch(loggedIn(makeToken(validClaims())));
    renderAt('/community', store);
    expect(screen.getByText('the wall')).toBeTruthy();
  });
});

describe('postLoginPath', () => {
  it('goes back to the guarded page, or to /dashboard', () => {
    expect(postLoginPath({ from: { pathname: '/community', search: '', hash: '' } })).toBe('/community');
    expect(postLoginPath(null)).toBe('/dashboard');
    expect(postLoginPath({ from: { pathname: '/login' } })).toBe('/dashboard');
    expect(postLoginPath({ from: { pathname: '//evil.example' } })).toBe('/dashboard');
  });
});
