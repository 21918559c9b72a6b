import { reliefApi, type ApiOk, type LeaderboardRow } from 'shared-auth';

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
