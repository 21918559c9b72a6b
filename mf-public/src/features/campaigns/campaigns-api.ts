import { liveCampaignTotals } from 'shared-auth/live';
import type { ApiOk, Campaign, CampaignList, CampaignSummary, CampaignUpdate, CauseRecord } from 'api/types';
import { publicApi } from '../common/relief-api';

export type { CampaignUpdate };
/** A campaign as the public pages read it (its page: with its latest donors). */
export type PublicCampaign = Campaign;
/** A campaign as the lists give it (cards): no donor list. */
export type ListedCampaign = CampaignSummary;
/** A cause as GET /causes answers it (by name, retired ones included). */
export type CauseEntry = CauseRecord;

/** The causes a visitor can look for: the active ones, and retired ones that still have campaigns. */
export function shownCauses(causes: readonly CauseEntry[]): CauseEntry[] {
  return causes.filter((c) => !c.retired || c.campaignCount > 0);
}

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

export const campaignsApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    publicCampaigns: build.query<CampaignList, CampaignQuery>({
      query: (query) => ({ url: 'donations', params: campaignParams(query) }),
      providesTags: ['donations'],
      onCacheEntryAdded: liveCampaignTotals,
    }),
    publicCampaign: build.query<PublicCampaign, string>({
      query: (id) => `single-donation/${encodeURIComponent(id)}`,
      transformResponse: (answer: ApiOk<PublicCampaign>) => answer.data,
      providesTags: (_result, _error, id) => ['donations', { type: 'donations', id }],
      onCacheEntryAdded: liveCampaignTotals,
    }),
    /** GET /causes: every cause by name, retired ones included, with its number of campaigns. */
    publicCauses: build.query<CauseEntry[], void>({
      query: () => 'causes',
      transformResponse: (answer: ApiOk<CauseEntry[]>) => answer.data,
      providesTags: ['causes'],
    }),
    /** GET /campaigns/{id}/updates: the latest updates of a campaign, newest first, and how many there are. */
    publicCampaignUpdates: build.query<{ data: CampaignUpdate[]; total: number }, { id: string; limit: number }>({
      query: ({ id, limit }) => ({ url: `campaigns/${encodeURIComponent(id)}/updates`, params: { limit, offset: 0 } }),
      providesTags: (_answer, _error, { id }) => [{ type: 'campaignUpdates', id }],
    }),
  }),
});

export const { usePublicCampaignsQuery, usePublicCampaignQuery, usePublicCausesQuery, usePublicCampaignUpdatesQuery } = campaignsApi;
