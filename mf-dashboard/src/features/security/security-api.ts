import type { ApiMessage, ApiMessageWith, ApiOk, TwoFactorSetup } from 'api/types';
import { loggedIn, reliefApi } from 'shared-auth';

/**
 * The account calls of the Security page (issue 13; api/README.md, Users). GET /me comes from
 * shared-auth (useMeQuery): the shell and other units ask it too.
 */

/** A change that ends every other session: the fresh token of this one (older tokens no longer work). */
export type FreshToken = { token: string };
/** POST /change-password: a fresh token for this session; every other session ends. */
export type ChangePasswordResult = ApiMessage & FreshToken;
/** POST /2fa/enable: a fresh token and the 10 one-time recovery codes, shown once. */
export type TwoFactorEnabled = ApiMessageWith<{ recoveryCodes: string[] }> & FreshToken;
/** POST /2fa/disable: a fresh token. */
export type TwoFactorDisabled = ApiMessage & FreshToken;

export const securityApi = reliefApi.injectEndpoints({
  endpoints: (build) => {
    /**
     * Two-factor on or off moves the account's token version: the token this page holds stops working
     * the moment the answer arrives. The fresh one is stored first, then GET /me is asked again with it
     * (an invalidatesTags would refetch at once with the old token, and its 401 would sign out).
     */
    async function keepSession(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: FreshToken }> }) {
      let answer: { data: FreshToken };
      try {
        answer = await queryFulfilled;
      } catch {
        return; // the form shows the refusal
      }
      if (answer.data.token) dispatch(loggedIn(answer.data.token));
      dispatch(reliefApi.util.invalidateTags(['me']));
    }

    return {
      changePassword: build.mutation<ChangePasswordResult, { currentPassword: string; newPassword: string }>({
        query: (body) => ({ url: 'change-password', method: 'POST', body }),
      }),
      /** The password is asked before the secret is made: a token alone cannot enrol a device. */
      twoFactorSetup: build.mutation<TwoFactorSetup, { password: string }>({
        query: (body) => ({ url: '2fa/setup', method: 'POST', body }),
        transformResponse: (answer: ApiOk<TwoFactorSetup>) => answer.data,
      }),
      twoFactorEnable: build.mutation<TwoFactorEnabled, { code: string }>({
        query: (body) => ({ url: '2fa/enable', method: 'POST', body }),
        onQueryStarted: keepSession,
      }),
      twoFactorDisable: build.mutation<TwoFactorDisabled, { password: string; code: string }>({
        query: (body) => ({ url: '2fa/disable', method: 'POST', body }),
        onQueryStarted: keepSession,
      }),
      /**
       * POST /auth/logout-everywhere (a lost phone): every token of the account answers 401 from the
       * answer on, this page's too; no fresh token comes back. The page signs this device out itself
       * (sign-out-everywhere.tsx), without the ordinary POST /auth/logout.
       */
      logoutEverywhere: build.mutation<ApiMessage, void>({
        query: () => ({ url: 'auth/logout-everywhere', method: 'POST' }),
      }),
    };
  },
});

export const { useChangePasswordMutation, useTwoFactorSetupMutation, useTwoFactorEnableMutation, useTwoFactorDisableMutation, useLogoutEverywhereMutation } = securityApi;
