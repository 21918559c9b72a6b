import type { ApiMessage } from 'api/types';
import { dashboardApi } from '../frame/relief-api';
import { pagedUrl, toPaged, type PageArgs, type PagedAnswer, type Paged } from '../frame/paging';

/** One update of a campaign (GET /campaigns/{id}/updates, newest first). */
export interface CampaignUpdate {
  id: string | number;
  body: string;
  /** A picture (an upload's path or a web address), or null. */
  image: string | null;
  createdAt: number;
}

export interface UpdateInput {
  body: string;
  image?: string;
}

/** A campaign's updates: the admin posts them (the API mails every donor with a confirmed gift). */
export const updatesApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardCampaignUpdates: build.query<Paged<CampaignUpdate>, { id: string } & PageArgs>({
      query: ({ id, ...page }) => pagedUrl(`campaigns/${encodeURIComponent(id)}/updates`, page),
      transformResponse: (answer: PagedAnswer<CampaignUpdate>, _meta, args) => toPaged(answer, args),
      providesTags: (_answer, _error, { id }) => [{ type: 'campaignUpdates', id }],
    }),
    postCampaignUpdate: build.mutation<ApiMessage, { id: string; body: UpdateInput }>({
      query: ({ id, body }) => ({ url: `campaigns/${encodeURIComponent(id)}/updates`, method: 'POST', body }),
      invalidatesTags: (_answer, _error, { id }) => [{ type: 'campaignUpdates', id }],
    }),
  }),
});

export const { useDashboardCampaignUpdatesQuery, usePostCampaignUpdateMutation } = updatesApi;
