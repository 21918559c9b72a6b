import { reliefApi } from 'shared-auth';
import type { ApiOk, LedgerEntry, LedgerSummary } from 'api/types';

/** GET /ledger: one page of entries and how many there are in all. */
export type LedgerPage = ApiOk<LedgerEntry[]> & { total: number };

export const transparencyApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    ledgerSummary: build.query<LedgerSummary, void>({
      query: () => 'ledger/summary',
      transformResponse: (answer: ApiOk<LedgerSummary>) => answer.data,
      providesTags: ['ledger'],
    }),
    latestLedger: build.query<LedgerEntry[], void>({
      query: () => 'ledger?order=desc&limit=20',
      transformResponse: (answer: LedgerPage) => answer.data,
      providesTags: ['ledger'],
    }),
    /** One page of the chain, in chain order (for the browser's own check; never cached). */
    ledgerPage: build.query<LedgerPage, number>({
      query: (offset) => `ledger?limit=100&offset=${offset}`,
      keepUnusedDataFor: 0,
    }),
    ledgerHead: build.query<Pick<LedgerSummary, 'count' | 'head'>, void>({
      query: () => 'ledger/head',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLedgerSummaryQuery, useLatestLedgerQuery } = transparencyApi;
