import { reliefApi } from 'shared-auth';
import type { ApiOk, LeaderboardRow } from 'api/types';

export const leaderboardApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    publicLeaderboard: build.query<LeaderboardRow[], void>({
      query: () => 'leaderboard',
      transformResponse: (answer: ApiOk<LeaderboardRow[]>) => answer.data,
      providesTags: ['leaderboard'],
    }),
  }),
});

export const { usePublicLeaderboardQuery } = leaderboardApi;
