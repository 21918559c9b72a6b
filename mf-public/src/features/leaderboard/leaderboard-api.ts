import { reliefApi } from 'shared-auth';
import { liveRefetch } from 'shared-auth/live';
import type { ApiOk, LeaderboardRow } from 'api/types';

export const leaderboardApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    publicLeaderboard: build.query<LeaderboardRow[], void>({
      query: () => 'leaderboard',
      transformResponse: (answer: ApiOk<LeaderboardRow[]>) => answer.data,
      providesTags: ['leaderboard'],
      // Rows are donors, not campaigns: an event cannot say whose total moved, so the list is asked again.
      onCacheEntryAdded: liveRefetch,
    }),
  }),
});

export const { usePublicLeaderboardQuery } = leaderboardApi;
