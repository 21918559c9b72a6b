import { reliefApi, type ApiOk, type Volunteer } from 'shared-auth';

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
