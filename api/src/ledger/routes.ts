import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, Id, MAX_PAGE, ok, okPage, Pagination, xMessage } from '../lib/schemas.js';
import { LedgerEntrySchema, LedgerSummarySchema } from './schema.js';

export const ledgerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ledger } = app.repos;

  app.get(
    '/ledger',
    {
      schema: {
        tags: ['ledger'],
        operationId: 'listLedgerEntries',
        summary:
          'The public hash-chained ledger of money (confirmations, refunds, offline gifts), paged, chain order (order=desc for newest first); ' +
          'campaignId filters. hash = hex(SHA-256(prevHash + canonical JSON of {amountPoisha, campaignId, channel, donationId, donor, kind, method, referenceHash, seq, time})).',
        querystring: Type.Object({
          ...Pagination,
          campaignId: Type.Optional(Id),
          order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], xMessage('validation.ascDesc'))),
        }),
        response: { 200: okPage(LedgerEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await ledger.list({
        campaignId: q.campaignId === undefined ? undefined : Number(q.campaignId),
        order: q.order ?? 'asc',
        limit: q.limit ?? MAX_PAGE,
        offset: q.offset ?? 0,
      });
      return { success: true as const, data: rows, total };
    },
  );

  app.get(
    '/ledger/head',
    {
      schema: {
        tags: ['ledger'],
        operationId: 'getLedgerHead',
        summary: "The ledger's entry count and the last entry's hash (64 zeros when empty).",
        response: { 200: Type.Object({ success: Type.Literal(true), count: Type.Integer(), head: Type.String() }), ...errorResponses },
      },
    },
    async () => ({ success: true as const, ...(await ledger.head()) }),
  );

  app.get(
    '/ledger/summary',
    {
      schema: {
        tags: ['ledger'],
        operationId: 'getLedgerSummary',
        summary: "Each campaign's confirmed income, refunds and net from the ledger, with the chain's count and head.",
        response: { 200: ok(LedgerSummarySchema), ...errorResponses },
      },
    },
    async () => ({ success: true as const, data: await ledger.summary() }),
  );
};
