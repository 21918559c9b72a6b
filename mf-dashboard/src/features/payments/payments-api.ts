import { reliefApi } from 'shared-auth';
import type {
  ApiMessage,
  ApiMessageWith,
  ApiOk,
  BulkInput,
  BulkResult,
  DonationRecord,
  OfflineGiftInput,
  ReasonInput,
  ReceivingAccount,
  ReceivingAccountInput,
  StatementInput,
  StatementResult,
} from 'api/types';
import { toPaged, type PageArgs, type Paged, type PagedAnswer } from '../frame/paging';
import { giftQuery, type GiftFilters } from './gift-filters';

/** What a confirmation, rejection, offline gift or statement import changes: every total and list of money. */
export const MONEY_TAGS = ['payments', 'donations', 'leaderboard', 'stats', 'userDonations', 'ledger'] as const;

/** The admin's payment calls (issue 14): pending gifts, their confirmation, statements, offline gifts, receiving accounts. */
export const paymentsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user-donations?status=&method=&campaignId=&minAgeDays=&limit=&offset= (admin): one page of gifts and the total. */
    gifts: build.query<Paged<DonationRecord>, GiftFilters & PageArgs>({
      query: (args) => `user-donations?${giftQuery(args)}`,
      transformResponse: (answer: PagedAnswer<DonationRecord>, _meta, args) => toPaged(answer, args),
      providesTags: [{ type: 'payments', id: 'LIST' }],
    }),
    confirmGift: build.mutation<ApiMessageWith<DonationRecord>, string>({
      query: (id) => ({ url: `user-donations/${encodeURIComponent(id)}/confirm`, method: 'POST', body: {} }),
      invalidatesTags: [...MONEY_TAGS],
    }),
    rejectGift: build.mutation<ApiMessageWith<DonationRecord>, ReasonInput & { id: string }>({
      query: ({ id, reason }) => ({ url: `user-donations/${encodeURIComponent(id)}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: [...MONEY_TAGS],
    }),
    /** POST /user-donations/bulk: each gift on its own; the answer says which were done and why others failed. */
    bulkGifts: build.mutation<BulkResult, BulkInput>({
      query: (body) => ({ url: 'user-donations/bulk', method: 'POST', body }),
      transformResponse: (answer: ApiOk<BulkResult>) => answer.data,
      invalidatesTags: [...MONEY_TAGS],
    }),
    recordOfflineGift: build.mutation<ApiMessageWith<DonationRecord>, OfflineGiftInput>({
      query: (body) => ({ url: 'user-donations/offline', method: 'POST', body }),
      invalidatesTags: [...MONEY_TAGS],
    }),
    importStatement: build.mutation<StatementResult, StatementInput>({
      query: (body) => ({ url: 'payments/statement', method: 'POST', body }),
      transformResponse: (answer: ApiOk<StatementResult>) => answer.data,
      invalidatesTags: [...MONEY_TAGS],
    }),
    /** GET /payment-accounts/all (admin): every active receiving account, the platform's and the campaigns'. */
    allPaymentAccounts: build.query<ReceivingAccount[], void>({
      query: () => 'payment-accounts/all',
      transformResponse: (answer: ApiOk<ReceivingAccount[]>) => (Array.isArray(answer.data) ? answer.data : []),
      providesTags: [{ type: 'paymentAccounts', id: 'LIST' }],
    }),
    addPaymentAccount: build.mutation<ApiMessageWith<ReceivingAccount>, ReceivingAccountInput>({
      query: (body) => ({ url: 'payment-accounts', method: 'POST', body }),
      invalidatesTags: ['paymentAccounts'],
    }),
    retirePaymentAccount: build.mutation<ApiMessage, string>({
      query: (id) => ({ url: `payment-accounts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['paymentAccounts'],
    }),
  }),
});

export const {
  useGiftsQuery,
  useConfirmGiftMutation,
  useRejectGiftMutation,
  useBulkGiftsMutation,
  useRecordOfflineGiftMutation,
  useImportStatementMutation,
  useAllPaymentAccountsQuery,
  useAddPaymentAccountMutation,
  useRetirePaymentAccountMutation,
} = paymentsApi;
