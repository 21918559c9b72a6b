import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { decodeToken, isTokenValid, type AuthUser } from './token';

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
}

export const initialAuthState: AuthState = { user: null, token: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** Store a token from a successful login; an undecodable or expired token signs out. */
    loggedIn(state, action: PayloadAction<string>) {
      const user = decodeToken(action.payload);
      if (!user || !isTokenValid(action.payload)) {
        state.user = null;
        state.token = null;
        return;
      }
      state.user = user;
      state.token = action.payload;
    },
    loggedOut(state) {
      state.user = null;
      state.token = null;
    },
  },
});

export const { loggedIn, loggedOut } = authSlice.actions;

type WithAuth = { auth: AuthState };

export const selectToken = (state: WithAuth): string | null =>
  isTokenValid(state.auth.token) ? state.auth.token : null;

export const selectCurrentUser = (state: WithAuth): AuthUser | null =>
  isTokenValid(state.auth.token) ? state.auth.user : null;

export const selectIsAuthenticated = (state: WithAuth): boolean => isTokenValid(state.auth.token);

export const selectIsAdmin = (state: WithAuth): boolean => selectCurrentUser(state)?.role === 'admin';
