import { reliefApi, type ApiMessage, type ApiOk, type Campaign, type CampaignInput, type CampaignList } from 'shared-auth';

/** Campaign management for admins. Every change refreshes the campaign lists, the stats and the leaderboard. */
export const campaignsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardCampaigns: build.query<Campaign[], void>({
      query: () => 'donations',
      transformResponse: (answer: CampaignList) => answer.data,
      providesTags: (campaigns) => [
        { type: 'donations' as const, id: 'LIST' },
        ...(campaigns ?? []).map((c) => ({ type: 'donations' as const, id: c._id })),
      ],
    }),
    dashboardCampaign: build.query<Campaign, string>({
      query: (id) => `single-donation/${encodeURIComponent(id)}`,
      transformResponse: (answer: ApiOk<Campaign>) => answer.data,
      providesTags: (_c, _e, id) => [{ type: 'donations', id }],
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
