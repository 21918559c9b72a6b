import type { ApiMessage, User } from 'api/types';
import { reliefApi } from './api';

/**
 * The account endpoints more than one unit calls (issue 13): who am I (GET /me) and "send me the
 * confirmation link again". Each unit's own account calls live in that unit.
 */

/** A user as the API answers it once issue 13 is in: `User` plus the account's state. */
export type AccountUser = User & { emailVerified: boolean; twoFactorEnabled: boolean };
/** GET /me: the signed-in account; `twoFactorRequired` when the server refuses this admin's
 *  writes until they enrol in two-factor sign-in. */
export type Me = AccountUser & { twoFactorRequired: boolean };

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
