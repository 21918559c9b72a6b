import { reliefApi } from 'shared-auth';
import type {
  ApiMessageWith,
  ApiOk,
  DonationCreated,
  DonationInput,
  ReceivingAccount,
  TransferChannel,
} from 'api/types';

/** The spec's donate body plus the transfer's details (all optional: a pledge can be paid and told later). */
export interface PledgeInput extends DonationInput {
  method?: 'transfer';
  channel?: TransferChannel;
  transactionId?: string;
  senderNumber?: string;
}

export const donateApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    publicDonate: build.mutation<ApiMessageWith<DonationCreated>, PledgeInput>({
      query: (body) => ({ url: 'user-donation', method: 'POST', body }),
      // A pledge counts nowhere until it is confirmed: only the donor's own history changes.
      invalidatesTags: ['userDonations'],
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
