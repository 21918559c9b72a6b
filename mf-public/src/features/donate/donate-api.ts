import { reliefApi } from 'shared-auth';
import type {
  ApiMessageWith,
  ApiOk,
  DonationCreated,
  DonationInput,
  ReceivingAccount,
} from 'api/types';

export const donateApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    publicDonate: build.mutation<ApiMessageWith<DonationCreated>, DonationInput>({
      query: (body) => ({ url: 'user-donation', method: 'POST', body }),
      // A pledge counts nowhere until it is confirmed: only the donor's own history changes. A 409
      // (the campaign closed meanwhile) refreshes the campaign, whose page then says Closed.
      invalidatesTags: (_answer, error, { id }) => (error?.status === 409 ? [{ type: 'donations', id }] : ['userDonations']),
    }),
    /** Where to send the money for a campaign (its own accounts, else the platform's). */
    paymentAccounts: build.query<ReceivingAccount[], string>({
      query: (campaignId) => `payment-accounts?campaignId=${encodeURIComponent(campaignId)}`,
      transformResponse: (answer: ApiOk<ReceivingAccount[]>) => answer.data,
      providesTags: ['paymentAccounts'],
    }),
  }),
});

export const { usePublicDonateMutation, usePaymentAccountsQuery } = donateApi;
