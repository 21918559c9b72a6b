import type { ApiMessage, LoginInput, RegisterInput } from 'api/types';
import { reliefApi } from 'shared-auth';

/** POST /login: a token, or (an admin enrolled in two-factor who sent no code) `twoFactorRequired`. */
export type LoginResult = ApiMessage & { token?: string; twoFactorRequired?: boolean };
/** POST /register: the new account's token comes with the answer. */
export type RegisterResult = ApiMessage & { token?: string };
/** POST /verify-email: a fresh token when the request carried the same user's session. */
export type VerifyEmailResult = ApiMessage & { token?: string };

export const authApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    publicLogin: build.mutation<LoginResult, LoginInput>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
    }),
    publicRegister: build.mutation<RegisterResult, RegisterInput>({
      query: (body) => ({ url: 'register', method: 'POST', body: { ...body, role: 'user' } }),
    }),
    verifyEmail: build.mutation<VerifyEmailResult, { token: string }>({
      query: (body) => ({ url: 'verify-email', method: 'POST', body }),
      invalidatesTags: ['me'],
    }),
    forgotPassword: build.mutation<ApiMessage, { email: string }>({
      query: (body) => ({ url: 'forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<ApiMessage, { token: string; password: string }>({
      query: (body) => ({ url: 'reset-password', method: 'POST', body }),
    }),
  }),
});

export const {
  usePublicLoginMutation,
  usePublicRegisterMutation,
  useVerifyEmailMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
