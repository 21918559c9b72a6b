import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../lib/errors.js';
import { guestIdentity } from '../lib/guest.js';
import { parseAmount } from '../lib/money.js';
import { EmailParams, errorResponses, normaliseEmail, okMessageWith, okPage, PageQuery, pageOf } from '../lib/schemas.js';
import { accountIdFor, optionalAuth, requireAdmin, requireUser } from '../users/auth.js';
import { DonationBody, DonationRecordSchema } from './schema.js';

const formatTk = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const donationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { donations } = app.repos;

  app.post(
    '/user-donation',
    {
      preValidation: optionalAuth,
      preHandler: app.writeLimit,
      schema: {
        tags: ['donations'],
        summary: 'Donate to a campaign. Guests send name and email; signed-in donors are taken from the token.',
        body: DonationBody,
        response: { 201: okMessageWith(DonationRecordSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const amountPoisha = parseAmount(body.donationAmount, 'body/donationAmount');
      let donorName: string;
      let donorEmail: string;
      const auth = request.auth;
      if (auth) {
        donorName = auth.name;
        donorEmail = auth.email;
      } else {
        ({ name: donorName, email: donorEmail } = guestIdentity(body.name, body.email, 'donating'));
      }
      const record = await donations.create({
        campaignId: Number(body.id),
        amountPoisha,
        donorName,
        donorEmail,
        userId: auth?.id ?? null,
        anonymous: body.anonymous === true,
      });
      if (!record) throw notFound('Campaign not found');
      return reply.code(201).send({
        success: true,
        message: `Thank you! Your donation of Tk ${formatTk.format(record.donationAmount)} to "${record.title}" was received.`,
        data: record,
      });
    },
  );

  app.get(
    '/user-donations',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['donations'],
        summary: 'Donation records, newest first (admin), paged: limit 1..100 (default 100), offset; total is the full count.',
        querystring: PageQuery,
        response: { 200: okPage(DonationRecordSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { rows, total } = await donations.listAll(pageOf(request.query));
      return { success: true as const, data: rows, total };
    },
  );

  app.get(
    '/user-donations/:email',
    {
      preValidation: requireUser,
      schema: {
        tags: ['donations'],
        summary:
          "One account's donation records, newest first (own email or admin), paged; by account: guest gifts typed with the address count only once the account confirmed it",
        params: EmailParams,
        querystring: PageQuery,
        response: { 200: okPage(DonationRecordSchema), ...errorResponses },
      },
    },
    async (request) => {
      const userId = await accountIdFor(request, normaliseEmail(request.params.email));
      const { rows, total } = await donations.listByUser(userId, pageOf(request.query));
      return { success: true as const, data: rows, total };
    },
  );
};
