import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, HttpError, notFound } from '../lib/errors.js';
import { errorResponses, Id, IdParams, MessageSchema, ok, okMessageWith } from '../lib/schemas.js';
import { ReceivingAccountBody, ReceivingAccountSchema, StatementBody, StatementResultSchema } from '../donations/schema.js';
import { requireAdmin } from '../users/auth.js';
import type { TransferChannel } from '../types.js';
import { normaliseMobile } from './fields.js';
import { readStatement } from './statement.js';

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { paymentAccounts, donations } = app.repos;

  app.get(
    '/payment-accounts',
    {
      schema: {
        tags: ['payments'],
        operationId: 'listPaymentAccounts',
        summary: "Where to send a transfer (public): the campaign's own receiving accounts, or the platform's when it has none (or without campaignId).",
        querystring: Type.Object({ campaignId: Type.Optional(Id) }),
        response: { 200: ok(Type.Array(ReceivingAccountSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const id = request.query.campaignId;
      return { success: true as const, data: await paymentAccounts.forCampaign(id === undefined ? null : Number(id)) };
    },
  );

  app.get(
    '/payment-accounts/all',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['payments'],
        operationId: 'listAllPaymentAccounts',
        summary: "Every active receiving account (admin): the platform's first, then each campaign's.",
        response: { 200: ok(Type.Array(ReceivingAccountSchema)), ...errorResponses },
      },
    },
    async () => ({ success: true as const, data: await paymentAccounts.allActive() }),
  );

  app.post(
    '/payment-accounts',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['payments'],
        operationId: 'createPaymentAccount',
        summary: 'Publish a receiving account (admin) for the platform (campaignId null or absent) or one campaign.',
        body: ReceivingAccountBody,
        response: { 201: okMessageWith(ReceivingAccountSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const channel = body.channel as TransferChannel;
      let number: string;
      if (channel === 'bank') {
        number = body.number.replace(/[\s-]/g, '');
        if (!/^\d{6,20}$/.test(number)) throw badRequest('field.accountNumber');
      } else {
        const mobile = normaliseMobile(body.number);
        if (!mobile) throw badRequest('field.mobile', { field: 'body/number' });
        number = mobile;
      }
      const account = await paymentAccounts.create(
        { campaignId: body.campaignId ? Number(body.campaignId) : null, channel, label: body.label, number, accountName: body.accountName },
        { id: request.auth!.id, name: request.auth!.name },
      );
      if (!account) throw notFound('campaigns.notFound');
      return reply.code(201).send({ success: true, message: request.t('accounts.published'), data: account });
    },
  );

  app.delete(
    '/payment-accounts/:id',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['payments'],
        operationId: 'deletePaymentAccount',
        summary: 'Retire a receiving account (admin): no longer shown to donors; gifts already made keep their details.',
        params: IdParams,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await paymentAccounts.retire(Number(request.params.id), { id: request.auth!.id, name: request.auth!.name });
      return { success: true as const, message: request.t('accounts.retired') };
    },
  );

  app.post(
    '/payments/statement',
    {
      preValidation: requireAdmin,
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags: ['payments'],
        operationId: 'importStatement',
        summary:
          'Import a payment statement CSV (admin; bKash merchant statement columns accepted, see api/src/payments/STATEMENT-FORMAT.md): ' +
          'every pending gift whose transaction ID and amount match is confirmed, in one transaction; the answer lists what did not match. ' +
          'A malformed file answers 400 naming the line and changes nothing; importing the same file again confirms nothing twice.',
        body: StatementBody,
        response: { 200: ok(StatementResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const parsed = readStatement(request.body.csv);
      if (!parsed.ok) throw new HttpError(400, parsed.msg);
      const result = await donations.importStatement(parsed.rows, { id: request.auth!.id, name: request.auth!.name }, request.body.fileName ?? null);
      app.metrics.giftsConfirmed('statement', result.confirmed.length);
      if (result.confirmed.length) app.mailer.kick();
      return { success: true as const, data: result };
    },
  );
};
