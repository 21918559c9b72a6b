import type { ApiMessage, ApiOk, Me } from 'api/types';
import { reliefApi } from './api';

/**
 * The account endpoints more than one unit calls (issue 13): who am I (GET /me) and "send me the
 * confirmation link again". Each unit's own account calls live in that unit.
 */

export const accountsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<Me, void>({
      query: () => 'me',
      transformResponse: (answer: ApiOk<Me>) => answer.data,
      providesTags: ['me'],
    }),
    resendVerification: build.mutation<ApiMessage, void>({
      query: () => ({ url: 'resend-verification', method: 'POST' }),
    }),
    /** The signed-in account's language (its mails follow it): the language switch sends it. */
    setMyLanguage: build.mutation<ApiMessage, 'en' | 'bn'>({
      query: (language) => ({ url: 'me/language', method: 'POST', body: { language } }),
    }),
    /** Ends the session of `token` on the server (POST /auth/logout). useLogout sends it once the token is forgotten here, hence the header. */
    logout: build.mutation<ApiMessage, string>({
      query: (token) => ({ url: 'auth/logout', method: 'POST', headers: { Authorization: `Bearer ${token}` } }),
    }),
  }),
});

export const { useMeQuery, useResendVerificationMutation, useSetMyLanguageMutation } = accountsApi;
