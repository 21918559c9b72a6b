import type { ApiMessage, Me, User } from 'api/types';
import { reliefApi } from './api';

/**
 * The account endpoints more than one unit calls (issue 13): who am I (GET /me) and "send me the
 * confirmation link again". Each unit's own account calls live in that unit.
 */

/** A user as the API answers it (with emailVerified and twoFactorEnabled); the API's `User`. */
export type AccountUser = User;
/** GET /me: the signed-in account; `twoFactorRequired` when the server refuses this admin's
 *  writes until they enrol in two-factor sign-in. */
export type { Me };

export const accountsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<Me, void>({
      query: () => 'me',
      transformResponse: (answer: { data: Me }) => answer.data,
      providesTags: ['me'],
    }),
    resendVerification: build.mutation<ApiMessage, void>({
      query: () => ({ url: 'resend-verification', method: 'POST' }),
    }),
  }),
});

export const { useMeQuery, useResendVerificationMutation } = accountsApi;
