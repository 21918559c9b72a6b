import type { ApiMessage, CampaignUpdate, CampaignUpdateInput } from 'api/types';
import { dashboardApi } from '../frame/relief-api';
import { pagedUrl, toPaged, type PageArgs, type PagedAnswer, type Paged } from '../frame/paging';

export type { CampaignUpdate };

/** A campaign's updates: the admin posts them (the API mails every donor with a confirmed gift). */
export const updatesApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardCampaignUpdates: build.query<Paged<CampaignUpdate>, { id: string } & PageArgs>({
      query: ({ id, ...page }) => pagedUrl(`campaigns/${encodeURIComponent(id)}/updates`, page),
      transformResponse: (answer: PagedAnswer<CampaignUpdate>, _meta, args) => toPaged(answer, args),
      providesTags: (_answer, _error, { id }) => [{ type: 'campaignUpdates', id }],
    }),
    postCampaignUpdate: build.mutation<ApiMessage, { id: string; body: CampaignUpdateInput }>({
      query: ({ id, body }) => ({ url: `campaigns/${encodeURIComponent(id)}/updates`, method: 'POST', body }),
      invalidatesTags: (_answer, _error, { id }) => [{ type: 'campaignUpdates', id }],
    }),
  }),
});

export const { useDashboardCampaignUpdatesQuery, usePostCampaignUpdateMutation } = updatesApi;
