import { reliefApi } from 'shared-auth';
import type { ApiOk, UserStats } from 'api/types';

export const userStatsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    userStats: build.query<UserStats, string>({
      query: (email) => `stats/user/${encodeURIComponent(email)}`,
      transformResponse: (answer: ApiOk<UserStats>) => answer.data,
      providesTags: ['stats'],
    }),
  }),
});

export const { useUserStatsQuery } = userStatsApi;
