import { reliefApi } from 'shared-auth';
import { liveCampaignTotals } from 'shared-auth/live';
import type { ApiOk, Campaign, CampaignList } from 'api/types';

export interface CampaignQuery {
  q?: string;
  category?: string;
  limit: number;
  offset: number;
}

/** Only the parameters that are set, so equal queries share one cache entry. */
export function campaignParams(query: CampaignQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { limit: query.limit, offset: query.offset };
  if (query.q?.trim()) params.q = query.q.trim();
  if (query.category) params.category = query.category;
  return params;
}

export const campaignsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    publicCampaigns: build.query<CampaignList, CampaignQuery>({
      query: (query) => ({ url: 'donations', params: campaignParams(query) }),
      providesTags: ['donations'],
      onCacheEntryAdded: liveCampaignTotals,
    }),
    publicCampaign: build.query<Campaign, string>({
      query: (id) => `single-donation/${encodeURIComponent(id)}`,
      transformResponse: (answer: ApiOk<Campaign>) => answer.data,
      providesTags: (_result, _error, id) => ['donations', { type: 'donations', id }],
      onCacheEntryAdded: liveCampaignTotals,
    }),
  }),
});

export const { usePublicCampaignsQuery, usePublicCampaignQuery } = campaignsApi;
