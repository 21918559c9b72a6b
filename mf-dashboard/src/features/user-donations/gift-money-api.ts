import { reliefApi } from 'shared-auth';
import type { ApiMessageWith, ApiOk, DonationRecord, ReasonInput, ReceivingAccount, TransactionInput } from 'api/types';
import { MONEY_TAGS } from '../payments/payments-api';

export const giftMoneyApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    /** The donor tells which transfer paid a pending gift. */
    addTransaction: build.mutation<ApiMessageWith<DonationRecord>, TransactionInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `user-donations/${encodeURIComponent(id)}/transaction`, method: 'POST', body }),
      invalidatesTags: ['userDonations', 'payments'],
    }),
    /** An admin gives a confirmed gift back: its amount leaves every total. */
    refundGift: build.mutation<ApiMessageWith<DonationRecord>, ReasonInput & { id: string }>({
      query: ({ id, reason }) => ({ url: `user-donations/${encodeURIComponent(id)}/refund`, method: 'POST', body: { reason } }),
      invalidatesTags: [...MONEY_TAGS],
    }),
    /** Where to send the money for a campaign. */
    campaignAccounts: build.query<ReceivingAccount[], string>({
      query: (campaignId) => `payment-accounts?campaignId=${encodeURIComponent(campaignId)}`,
      transformResponse: (answer: ApiOk<ReceivingAccount[]>) => answer.data,
      providesTags: ['paymentAccounts'],
    }),
  }),
});

export const { useAddTransactionMutation, useRefundGiftMutation, useCampaignAccountsQuery } = giftMoneyApi;
