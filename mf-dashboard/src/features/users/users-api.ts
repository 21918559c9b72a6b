import { reliefApi, type User } from 'shared-auth';
import { pagedUrl, toPaged, type PageArgs, type Paged, type PagedAnswer } from '../frame/paging';

export const usersApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /users, one page (oldest first) and the total. */
    allUsers: build.query<Paged<User>, PageArgs>({
      query: (args) => pagedUrl('users', args),
      transformResponse: (answer: PagedAnswer<User>, _meta, args) => toPaged(answer, args),
      providesTags: [{ type: 'users', id: 'LIST' }],
    }),
  }),
});

export const { useAllUsersQuery } = usersApi;
