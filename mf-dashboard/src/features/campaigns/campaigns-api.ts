import { reliefApi } from 'shared-auth';
import { liveCampaignTotals } from 'shared-auth/live';
import type { ApiMessage, ApiOk, Campaign, CampaignInput, CampaignList } from 'api/types';
import { pagedUrl, toPaged, type PageArgs, type Paged } from '../frame/paging';

/** Campaign management for admins. Every change refreshes the campaign lists, the stats and the leaderboard. */
export const campaignsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /donations, one page (newest first) and the total: the API answers at most 100 campaigns a call. */
    dashboardCampaigns: build.query<Paged<Campaign>, PageArgs>({
      query: (args) => pagedUrl('donations', args),
      transformResponse: (answer: CampaignList, _meta, args) => toPaged(answer, args),
      providesTags: (page) => [
        { type: 'donations' as const, id: 'LIST' },
        ...(page?.rows ?? []).map((c) => ({ type: 'donations' as const, id: c._id })),
      ],
      onCacheEntryAdded: liveCampaignTotals,
    }),
    dashboardCampaign: build.query<Campaign, string>({
      query: (id) => `single-donation/${encodeURIComponent(id)}`,
      transformResponse: (answer: ApiOk<Campaign>) => answer.data,
      providesTags: (_c, _e, id) => [{ type: 'donations', id }],
      onCacheEntryAdded: liveCampaignTotals,
    }),
    createCampaign: build.mutation<ApiMessage, CampaignInput>({
      query: (body) => ({ url: 'create-donation', method: 'POST', body }),
      invalidatesTags: ['donations', 'stats'],
    }),
    editCampaign: build.mutation<ApiMessage, { id: string; body: CampaignInput }>({
      query: ({ id, body }) => ({ url: `edit-donation/${encodeURIComponent(id)}`, method: 'POST', body }),
      invalidatesTags: ['donations', 'stats', 'userDonations'],
    }),
    deleteCampaign: build.mutation<ApiMessage, string>({
      query: (id) => ({ url: `delete-donation/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['donations', 'stats', 'userDonations', 'leaderboard'],
    }),
  }),
});

export const {
  useDashboardCampaignsQuery,
  useDashboardCampaignQuery,
  useCreateCampaignMutation,
  useEditCampaignMutation,
  useDeleteCampaignMutation,
} = campaignsApi;
