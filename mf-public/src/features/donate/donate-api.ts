import { reliefApi, type ApiMessageWith, type DonationInput, type DonationRecord } from 'shared-auth';

export const donateApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    publicDonate: build.mutation<ApiMessageWith<DonationRecord>, DonationInput>({
      query: (body) => ({ url: 'user-donation', method: 'POST', body }),
      invalidatesTags: ['donations', 'leaderboard', 'stats', 'userDonations'],
    }),
  }),
});

export const { usePublicDonateMutation } = donateApi;
