import { describe, expect, it } from 'vitest';
import {
  authSlice,
  initialAuthState,
  loggedIn,
  loggedOut,
  selectCurrentUser,
  selectIsAdmin,
  selectIsAuthenticated,
  selectToken,
  emailConfirmed,
} from './auth-slice';
import { makeToken, validClaims } from './test/tokens';

const reduce = authSlice.reducer;

describe('auth slice', () => {
  it('starts with user and token both null', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ user: null, token: null });
  });

  it('stores the token and its decoded claims on login', () => {
    const token = makeToken(validClaims());
    const state = reduce(initialAuthState, loggedIn(token));
    expect(state.token).toBe(token);
    expect(state.user).toMatchObject({ sub: 'u1', name: 'Rahim', email: 'rahim@example.com', role: 'user' });
    expect(selectIsAuthenticated({ auth: state })).toBe(true);
    expect(selectCurrentUser({ auth: state })?.email).toBe('rahim@example.com');
    expect(selectIsAdmin({ auth: state })).toBe(false);
  });

  it('treats an expired or undecodable token as signed out', () => {
    const expired = makeToken(validClaims({ exp: Math.floor(Date.now() / 1000) - 10 }));
    expect(reduce(initialAuthState, loggedIn(expired))).toEqual(initialAuthState);
    expect(reduce(initialAuthState, loggedIn('garbage'))).toEqual(initialAuthState);
    // A state holding a token that expired later reads as signed out through the selectors.
    const stale = { auth: { token: expired, user: { sub: 'u1', name: 'R', email: 'r@x', role: 'user' as const, exp: 1, emailVerified: true } } };
    expect(selectIsAuthenticated(stale)).toBe(false);
    expect(selectCurrentUser(stale)).toBeNull();
    expect(selectToken(stale)).toBeNull();
  });

  it('clears both on logout', () => {
    const state = reduce(initialAuthState, loggedIn(makeToken(validClaims({ role: 'admin' }))));
    expect(selectIsAdmin({ auth: state })).toBe(true);
    expect(reduce(state, loggedOut())).toEqual(initialAuthState);
  });

  it('marks the email confirmed when GET /me says so', () => {
    const state = reduce(initialAuthState, loggedIn(makeToken(validClaims({ emailVerified: false }))));
    expect(state.user?.emailVerified).toBe(false);
    expect(reduce(state, emailConfirmed()).user?.emailVerified).toBe(true);
  });
});
