import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { renderReceiptPdf, renderStatementPdf } from '../receipts/pdf.js';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors.js';
import { tkParam, word } from '../i18n/index.js';
import { guestIdentity } from '../lib/guest.js';
import { parseAmount } from '../lib/money.js';
import { EmailParams, errorResponses, IdParams, normaliseEmail, ok, okMessageWith, okPage, PageQuery, pageOf, pdfResponse, xMessage } from '../lib/schemas.js';
import { isEmail } from '../lib/validation.js';
import { offlineProvider, transferProvider } from '../payments/providers.js';
import { accountIdFor, optionalAuth, requireAdmin, requireUser, type AuthUser } from '../users/auth.js';
import type { TransferChannel } from '../types.js';
import {
  BulkBody,
  BulkResultSchema,
  DonationBody,
  DonationToCampaignBody,
  DonationCreatedSchema,
  DonationListQuery,
  DonationRecordSchema,
  OfflineBody,
  ReasonBody,
  TransactionBody,
} from './schema.js';

const DAY = 86_400_000;
const actorOf = (auth: AuthUser) => ({ id: auth.id, name: auth.name });

export const donationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { donations } = app.repos;
  const { maxGiftPoisha } = app.config.money;
  const amountOf = (value: unknown, field: string) => parseAmount(value, field, maxGiftPoisha);

  /** One pledge, whichever route it came by (the campaign from the body, or from the path). */
  async function pledge(request: FastifyRequest, reply: FastifyReply, campaignId: number, body: Static<typeof DonationToCampaignBody>) {
    const amountPoisha = amountOf(body.donationAmount, 'body/donationAmount');
    const auth = request.auth;
    const { name: donorName, email: donorEmail } = auth ? auth : guestIdentity(body.name, body.email, 'guest.donating');
    const { channel, transactionId, senderNumber } = transferProvider.details({
      channel: (body.channel ?? null) as TransferChannel | null,
      transactionId: body.transactionId,
      senderNumber: body.senderNumber,
    });
    const created = await donations.pledge({
      campaignId,
      amountPoisha,
      donorName,
      donorEmail,
      userId: auth?.id ?? null,
      anonymous: body.anonymous === true,
      channel: channel as TransferChannel | null,
      transactionId,
      senderNumber,
      mailInstructions: auth?.emailVerified === true,
      locale: request.locale,
    });
    if (!created) throw notFound('campaigns.notFound');
    app.mailer.kick();
    const { record, instructions } = created;
    return reply.code(201).send({
      success: true,
      message: request.t('donations.pledged', { reference: record.reference, amount: tkParam(amountPoisha), campaign: record.title }),
      data: { ...record, id: record._id, instructions },
    });
  }

  const PLEDGE_SUMMARY =
    'Pledge a gift to a campaign: it stays pending (counted nowhere) until an admin sees the money. Guests send name and email; ' +
    'signed-in donors are taken from the token. Optional transfer details: channel, transactionId (accepted once across the platform), senderNumber.';

  app.post(
    '/user-donation',
    {
      preValidation: optionalAuth,
      preHandler: app.writeLimit,
      schema: {
        tags: ['donations'],
        operationId: 'createDonation',
        summary: PLEDGE_SUMMARY,
        body: DonationBody,
        response: { 201: okMessageWith(DonationCreatedSchema), ...errorResponses },
      },
    },
    async (request, reply) => pledge(request, reply, Number(request.body.id), request.body),
  );

  app.put(
    '/user-donation/:id',
    {
      preValidation: optionalAuth,
      preHandler: app.writeLimit,
      schema: {
        tags: ['donations'],
        operationId: 'createDonationForCampaign',
        summary: `The original server's donate call: the same as POST /user-donation with the campaign id taken from the path (an id in the body must be the same). ${PLEDGE_SUMMARY}`,
        params: IdParams,
        body: DonationToCampaignBody,
        response: { 201: okMessageWith(DonationCreatedSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const campaignId = Number(request.params.id);
      if (request.body.id !== undefined && Number(request.body.id) !== campaignId) {
        throw badRequest('field.campaignInPath');
      }
      return pledge(request, reply, campaignId, request.body);
    },
  );

  app.get(
    '/user-donations',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['donations'],
        operationId: 'listDonations',
        summary:
          'Donation records, newest first (admin), paged: limit 1..100 (default 100), offset; total is the full count. ' +
          'Filters: status, method, campaignId, minAgeDays (made at least that many days ago).',
        querystring: DonationListQuery,
        response: { 200: okPage(DonationRecordSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      await donations.expireStale();
      const { rows, total } = await donations.listAll(pageOf(q), {
        status: q.status as never,
        method: q.method as never,
        campaignId: q.campaignId === undefined ? undefined : Number(q.campaignId),
        minAgeMs: q.minAgeDays === undefined ? undefined : q.minAgeDays * DAY,
      });
      return { success: true as const, data: rows, total };
    },
  );

  app.get(
    '/user-donations/:email',
    {
      preValidation: requireUser,
      schema: {
        tags: ['donations'],
        operationId: 'listAccountDonations',
        summary:
          "One account's donation records in every state, newest first (own email or admin), paged; by account: guest gifts typed with the address count only once the account confirmed it",
        params: EmailParams,
        querystring: PageQuery,
        response: { 200: okPage(DonationRecordSchema), ...errorResponses },
      },
    },
    async (request) => {
      const userId = await accountIdFor(request, normaliseEmail(request.params.email));
      await donations.expireStale();
      const { rows, total } = await donations.listByUser(userId, pageOf(request.query));
      return { success: true as const, data: rows, total };
    },
  );

  app.post(
    '/user-donations/:id/transaction',
    {
      preValidation: requireUser,
      preHandler: app.writeLimit,
      schema: {
        tags: ['donations'],
        operationId: 'addDonationTransaction',
        summary: 'The donor adds the transfer that paid a pending gift (own gifts; a transaction ID is accepted once across the platform).',
        params: IdParams,
        body: TransactionBody,
        response: { 200: okMessageWith(DonationRecordSchema), ...errorResponses },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const owner = await donations.ownerOf(id);
      if (!owner) throw notFound('donations.notFound');
      // Only the donor: an admin records money with confirm or an offline gift, never by typing a donor's transfer.
      if (owner.userId !== request.auth!.id) throw notFound('donations.notFound');
      const details = transferProvider.details(request.body as { channel: TransferChannel; transactionId: string; senderNumber: string });
      if (!details.transactionId) throw badRequest('field.transactionId', { field: 'body/transactionId' });
      const record = await donations.addTransaction(id, {
        channel: details.channel as TransferChannel,
        transactionId: details.transactionId!,
        senderNumber: details.senderNumber!,
      });
      return { success: true as const, message: request.t('donations.transactionAdded', { reference: record.reference }), data: record };
    },
  );

  for (const action of ['confirm', 'reject', 'refund'] as const) {
    app.post(
      `/user-donations/:id/${action}`,
      {
        preValidation: requireAdmin,
        schema: {
          tags: ['donations'],
          operationId: `${action}Donation`,
          summary: {
            confirm:
              'Confirm that a pending (or expired) gift was paid (admin): it counts, gets a ledger entry, a receipt mail and an audit entry. ' +
              "409 when an expired gift's transaction ID has since been given for another gift (the message names that gift).",
            reject: 'Reject a pending or expired gift (admin), with a reason: never paid, wrong reference.',
            refund: 'Refund a confirmed gift (admin), with a reason: its amount leaves the totals; a ledger entry records it.',
          }[action],
          params: IdParams,
          ...(action === 'confirm' ? {} : { body: ReasonBody }),
          response: { 200: okMessageWith(DonationRecordSchema), ...errorResponses },
        },
      },
      async (request) => {
        const id = Number(request.params.id);
        const actor = actorOf(request.auth!);
        const reason = (request.body as { reason?: string } | undefined)?.reason ?? '';
        const record =
          action === 'confirm'
            ? await donations.confirm(id, actor)
            : action === 'reject'
              ? await donations.reject(id, actor, reason)
              : await donations.refund(id, actor, reason);
        if (action === 'confirm') app.metrics.giftsConfirmed('admin');
        app.mailer.kick();
        const done = ({ confirm: 'status.confirmed', reject: 'status.rejected', refund: 'status.refunded' } as const)[action];
        return { success: true as const, message: request.t('donations.changed', { reference: record.reference, status: word(done) }), data: record };
      },
    );
  }

  app.post(
    '/user-donations/bulk',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['donations'],
        operationId: 'bulkUpdateDonations',
        summary: 'Confirm or reject several gifts (admin); each gift is its own transaction: one that fails is listed in failed with the reason, and the others go ahead.',
        body: BulkBody,
        response: { 200: ok(BulkResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { action, ids } = request.body;
      const reason = request.body.reason?.trim() ?? '';
      if (action === 'reject' && !reason) throw badRequest('field.reasonToReject');
      const actor = actorOf(request.auth!);
      const done: string[] = [];
      const failed: { id: string; message: string }[] = [];
      for (const id of [...new Set(ids)]) {
        try {
          if (action === 'confirm') await donations.confirm(Number(id), actor);
          else await donations.reject(Number(id), actor, reason);
          done.push(id);
        } catch (error) {
          // Each gift is its own transaction: one that fails is listed, and the others still go ahead.
          if (error instanceof HttpError && error.statusCode < 500) failed.push({ id, message: request.t(error.msg) });
          else {
            request.log.error({ err: error, donationId: id }, 'bulk gift change failed');
            failed.push({ id, message: request.t('error.internal') });
          }
        }
      }
      if (action === 'confirm') app.metrics.giftsConfirmed('bulk', done.length);
      if (done.length) app.mailer.kick();
      return { success: true as const, data: { done, failed } };
    },
  );

  app.post(
    '/user-donations/offline',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['donations'],
        operationId: 'createOfflineDonation',
        summary: 'Record money received by hand, cash or cheque (admin): confirmed at once, with its ledger entry, receipt mail (when an email is given) and audit entry.',
        body: OfflineBody,
        response: { 201: okMessageWith(DonationRecordSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const amountPoisha = amountOf(body.donationAmount, 'body/donationAmount');
      const email = body.email ? normaliseEmail(body.email) : '';
      if (email && !isEmail(email)) throw badRequest('field.emailInvalid');
      const now = Date.now();
      if (body.receivedAt !== undefined && body.receivedAt > now + 60_000) throw badRequest('field.receivedFuture');
      const { transactionId: reference } = offlineProvider.details({ channel: body.channel, reference: body.reference });
      const record = await donations.recordOffline(
        {
          campaignId: Number(body.campaignId),
          amountPoisha,
          donorName: body.name,
          donorEmail: email,
          userId: null,
          anonymous: body.anonymous === true,
          channel: body.channel,
          reference,
          time: body.receivedAt ?? now,
          duplicateOk: body.duplicateOk === true,
        },
        actorOf(request.auth!),
      );
      if (!record) throw notFound('campaigns.notFound');
      app.metrics.giftsConfirmed('offline');
      app.mailer.kick();
      return reply.code(201).send({ success: true, message: request.t('donations.offlineRecorded', { reference: record.reference, receiptNo: record.receiptNo ?? '' }), data: record });
    },
  );

  const pdf = (reply: FastifyReply, file: string, body: Buffer) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file}"`)
      // Personal: never kept by a shared cache.
      .header('cache-control', 'private, no-store')
      .send(body);

  app.get(
    '/user-donations/:id/receipt.pdf',
    {
      preValidation: requireUser,
      schema: {
        tags: ['donations'],
        operationId: 'getDonationReceipt',
        summary: "A confirmed gift's receipt as a PDF (the donor or an admin); 409 for a gift that is not confirmed.",
        params: IdParams,
        response: { ...pdfResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const record = await donations.get(id);
      const auth = request.auth!;
      const owner = record ? await donations.ownerOf(id) : null;
      if (!record || (auth.role !== 'admin' && owner?.userId !== auth.id)) throw notFound('donations.notFound');
      if (record.status !== 'confirmed' || !record.receiptNo || !record.confirmedAt) {
        throw conflict(record.status === 'refunded' ? 'donations.refundedNoReceipt' : 'donations.receiptOnceConfirmed');
      }
      const body = await renderReceiptPdf({
        receiptNo: record.receiptNo,
        donorName: record.name,
        campaignTitle: record.title,
        amountPoisha: Math.round(record.donationAmount * 100),
        givenAt: record.time,
        confirmedAt: record.confirmedAt,
        method: record.method,
        channel: record.channel,
        transactionId: record.transactionId,
        reference: record.reference,
        anonymous: record.anonymous,
      }, request.locale);
      return pdf(reply, `relief-receipt-${record.receiptNo}.pdf`, body);
    },
  );

  app.get(
    '/user-donations/:email/statement.pdf',
    {
      preValidation: requireUser,
      schema: {
        tags: ['donations'],
        operationId: 'getDonationStatement',
        summary: "An account's confirmed gifts of one year (Dhaka time) as a PDF, with the exact total (own email or admin).",
        params: EmailParams,
        querystring: Type.Object({ year: Type.Integer({ minimum: 2000, maximum: 2100, ...xMessage('validation.year') }) }),
        response: { ...pdfResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.params.email);
      const userId = await accountIdFor(request, email);
      const year = request.query.year;
      const gifts = await donations.confirmedInYear(userId, year);
      const account = await app.repos.users.findById(userId);
      const body = await renderStatementPdf({
        donorName: account?.name ?? email,
        year,
        gifts: gifts.map((g) => ({
          receiptNo: g.receiptNo!,
          campaignTitle: g.title,
          amountPoisha: Math.round(g.donationAmount * 100),
          confirmedAt: g.confirmedAt!,
          method: g.method,
          channel: g.channel,
          transactionId: g.transactionId,
        })),
      }, request.locale);
      return pdf(reply, `relief-donations-${year}.pdf`, body);
    },
  );
};
