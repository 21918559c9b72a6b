import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { decodeToken, isTokenValid, type AuthUser } from './token';

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  /** The last session was ended by the server (a 401 on a call with a token: expired, or the
   *  password was changed elsewhere). Not persisted; cleared by the next sign-in. */
  sessionEnded?: boolean;
}

export const initialAuthState: AuthState = { user: null, token: null };

/** What a person whose session the server ended is told. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended (it expired, your password or two-factor sign-in was changed, or you signed out everywhere). Please sign in again.';

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
      delete state.sessionEnded;
    },
    /** Sign out; `{ sessionEnded: true }` when the server ended the session (see api.ts). */
    loggedOut(state, action: PayloadAction<{ sessionEnded?: boolean } | undefined>) {
      state.user = null;
      state.token = null;
      if (action.payload?.sessionEnded) state.sessionEnded = true;
      else delete state.sessionEnded;
    },
    /** GET /me says the email address is confirmed (the token, older, says it is not). */
    emailConfirmed(state) {
      if (state.user) {
        state.user.emailVerified = true;
        delete state.user.emailVerifiedUnknown;
      }
    },
  },
});

export const { loggedIn, loggedOut, emailConfirmed } = authSlice.actions;

type WithAuth = { auth: AuthState };

export const selectToken = (state: WithAuth): string | null =>
  isTokenValid(state.auth.token) ? state.auth.token : null;

export const selectCurrentUser = (state: WithAuth): AuthUser | null =>
  isTokenValid(state.auth.token) ? state.auth.user : null;

export const selectIsAuthenticated = (state: WithAuth): boolean => isTokenValid(state.auth.token);

export const selectIsAdmin = (state: WithAuth): boolean => selectCurrentUser(state)?.role === 'admin';

/** Whether the last session was ended by the server (show SESSION_ENDED_MESSAGE). */
export const selectSessionEnded = (state: WithAuth): boolean => state.auth.sessionEnded === true;
