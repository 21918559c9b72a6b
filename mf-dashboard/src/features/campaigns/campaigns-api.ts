import { liveCampaignTotals } from 'shared-auth/live';
import type { ApiMessage, ApiOk, CampaignList } from 'api/types';
import { dashboardApi } from '../frame/relief-api';
import type { CampaignBody, CampaignRow } from './campaign-values';
import { pagedUrl, toPaged, type PageArgs, type Paged } from '../frame/paging';

/** Campaign management for admins. Every change refreshes the campaign lists, the stats and the leaderboard. */
export const campaignsApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /donations, one page (newest first) and the total: the API answers at most 100 campaigns a call. */
    dashboardCampaigns: build.query<Paged<CampaignRow>, PageArgs>({
      query: (args) => pagedUrl('donations', args),
      transformResponse: (answer: CampaignList, _meta, args) => toPaged<CampaignRow>(answer, args),
      providesTags: (page) => [
        { type: 'donations' as const, id: 'LIST' },
        ...(page?.rows ?? []).map((c) => ({ type: 'donations' as const, id: c._id })),
      ],
      onCacheEntryAdded: liveCampaignTotals,
    }),
    dashboardCampaign: build.query<CampaignRow, string>({
      query: (id) => `single-donation/${encodeURIComponent(id)}`,
      transformResponse: (answer: ApiOk<CampaignRow>) => answer.data,
      providesTags: (_c, _e, id) => [{ type: 'donations', id }],
      onCacheEntryAdded: liveCampaignTotals,
    }),
    createCampaign: build.mutation<ApiMessage, CampaignBody>({
      query: (body) => ({ url: 'create-donation', method: 'POST', body }),
      invalidatesTags: ['donations', 'stats', 'causes'],
    }),
    editCampaign: build.mutation<ApiMessage, { id: string; body: CampaignBody }>({
      query: ({ id, body }) => ({ url: `edit-donation/${encodeURIComponent(id)}`, method: 'POST', body }),
      invalidatesTags: ['donations', 'stats', 'userDonations', 'causes'],
    }),
    deleteCampaign: build.mutation<ApiMessage, string>({
      query: (id) => ({ url: `delete-donation/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['donations', 'stats', 'userDonations', 'leaderboard', 'causes'],
    }),
    /** POST /campaigns/{id}/close: no new gifts from now on (the totals stay). */
    closeCampaign: build.mutation<ApiMessage, string>({
      query: (id) => ({ url: `campaigns/${encodeURIComponent(id)}/close`, method: 'POST', body: {} }),
      invalidatesTags: ['donations'],
    }),
    /** POST /campaigns/{id}/reopen, with a new end date when the old one has passed (409 with the reason otherwise). */
    reopenCampaign: build.mutation<ApiMessage, { id: string; endsAt?: string }>({
      query: ({ id, endsAt }) => ({ url: `campaigns/${encodeURIComponent(id)}/reopen`, method: 'POST', body: endsAt === undefined ? {} : { endsAt } }),
      invalidatesTags: ['donations'],
    }),
  }),
});

export const {
  useDashboardCampaignsQuery,
  useDashboardCampaignQuery,
  useCreateCampaignMutation,
  useEditCampaignMutation,
  useDeleteCampaignMutation,
  useCloseCampaignMutation,
  useReopenCampaignMutation,
} = campaignsApi;
