import { reliefApi, type ApiOk, type UserStats } from 'shared-auth';

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
