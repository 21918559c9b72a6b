import { reliefApi } from 'shared-auth';
import type { ApiMessageWith, Role, User } from 'api/types';
import { pagedUrl, toPaged, type PageArgs, type Paged, type PagedAnswer } from '../frame/paging';

export const usersApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /users, one page (oldest first) and the total. */
    allUsers: build.query<Paged<User>, PageArgs>({
      query: (args) => pagedUrl('users', args),
      transformResponse: (answer: PagedAnswer<User>, _meta, args) => toPaged(answer, args),
      providesTags: [{ type: 'users', id: 'LIST' }],
    }),
    /** POST /users/{id}/role (admin; audited by the server). */
    setRole: build.mutation<ApiMessageWith<User>, { id: string; role: Role }>({
      query: ({ id, role }) => ({ url: `users/${encodeURIComponent(id)}/role`, method: 'POST', body: { role } }),
      invalidatesTags: ['users', 'audit'],
    }),
  }),
});

export const { useAllUsersQuery, useSetRoleMutation } = usersApi;
