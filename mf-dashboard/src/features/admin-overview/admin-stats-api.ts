import { reliefApi } from 'shared-auth';
import { liveRefetch } from 'shared-auth/live';
import type { AdminStats, ApiOk } from 'api/types';

export const adminStatsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<AdminStats, void>({
      query: () => 'stats/admin',
      transformResponse: (answer: ApiOk<AdminStats>) => answer.data,
      providesTags: ['stats'],
      // Sums over campaigns plus the pending figures, which a confirmation moves and an event does not carry: asked again.
      onCacheEntryAdded: liveRefetch,
    }),
  }),
});

export const { useAdminStatsQuery } = adminStatsApi;
