import { reliefApi } from 'shared-auth';
import type { AdminStats, ApiOk } from 'api/types';

export const adminStatsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<AdminStats, void>({
      query: () => 'stats/admin',
      transformResponse: (answer: ApiOk<AdminStats>) => answer.data,
      providesTags: ['stats'],
    }),
  }),
});

export const { useAdminStatsQuery } = adminStatsApi;
