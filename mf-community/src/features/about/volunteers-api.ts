import { reliefApi } from 'shared-auth';
import type { ApiOk, Volunteer } from 'api/types';

export const volunteersApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    getVolunteers: build.query<Volunteer[], void>({
      query: () => 'get-volunteers',
      transformResponse: (answer: ApiOk<Volunteer[]>) => answer.data ?? [],
      providesTags: ['volunteers'],
    }),
  }),
});

export const { useGetVolunteersQuery } = volunteersApi;
