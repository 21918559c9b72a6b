import { reliefApi, type ApiOk, type User } from 'shared-auth';

export const usersApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    allUsers: build.query<User[], void>({
      query: () => 'users',
      transformResponse: (answer: ApiOk<User[]>) => answer.data,
      providesTags: [{ type: 'users', id: 'LIST' }],
    }),
  }),
});

export const { useAllUsersQuery } = usersApi;
