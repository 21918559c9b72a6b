import type { ApiMessage, ApiMessageWith, ApiOk, TwoFactorSetup } from 'api/types';
import { reliefApi } from 'shared-auth';

/**
 * The account calls of the Security page (issue 13; api/README.md, Users). GET /me comes from
 * shared-auth (useMeQuery): the shell and other units ask it too.
 */

/** POST /change-password: a fresh token for this session; every other session ends. */
export type ChangePasswordResult = ApiMessage & { token: string };
/** POST /2fa/enable: the 10 one-time recovery codes, shown once. */
export type TwoFactorEnabled = ApiMessageWith<{ recoveryCodes: string[] }>;

export const securityApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ChangePasswordResult, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: 'change-password', method: 'POST', body }),
    }),
    twoFactorSetup: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '2fa/setup', method: 'POST' }),
      transformResponse: (answer: ApiOk<TwoFactorSetup>) => answer.data,
    }),
    twoFactorEnable: build.mutation<TwoFactorEnabled, { code: string }>({
      query: (body) => ({ url: '2fa/enable', method: 'POST', body }),
      invalidatesTags: ['me'],
    }),
    twoFactorDisable: build.mutation<ApiMessage, { password: string; code: string }>({
      query: (body) => ({ url: '2fa/disable', method: 'POST', body }),
      invalidatesTags: ['me'],
    }),
  }),
});

export const { useChangePasswordMutation, useTwoFactorSetupMutation, useTwoFactorEnableMutation, useTwoFactorDisableMutation } = securityApi;
