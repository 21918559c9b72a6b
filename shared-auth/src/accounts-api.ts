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
  }),
});

export const { useMeQuery, useResendVerificationMutation } = accountsApi;
