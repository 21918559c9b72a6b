import { reliefApi } from 'shared-auth';
import type { ApiMessage, ApiOk, ProfileInput, User } from 'api/types';

export const profileApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    /** The profile by email (gives the record id for the edit link). */
    userByEmail: build.query<User, string>({
      query: (email) => `single-user/${encodeURIComponent(email)}`,
      transformResponse: (answer: ApiOk<User>) => answer.data,
      providesTags: (user) => [{ type: 'users', id: user?._id ?? 'UNKNOWN' }],
    }),
    /** The profile by record id (what the edit form is prefilled from). */
    userById: build.query<User, string>({
      query: (id) => `user-info/${encodeURIComponent(id)}`,
      transformResponse: (answer: ApiOk<User>) => answer.data,
      providesTags: (_u, _e, id) => [{ type: 'users', id }],
    }),
    editProfile: build.mutation<ApiMessage, { id: string; userInfo: ProfileInput }>({
      query: ({ id, userInfo }) => ({ url: `edit-profile/${encodeURIComponent(id)}`, method: 'POST', body: { userInfo } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'users', id }, { type: 'users', id: 'LIST' }],
    }),
  }),
});

export const { useUserByEmailQuery, useUserByIdQuery, useEditProfileMutation } = profileApi;
