import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, normaliseEmail, okMessageWith, okPage, PageQuery, pageOf, trimStrings } from '../lib/schemas.js';
import { requireAdmin } from '../users/auth.js';
import { ContactBody, ContactMessageSchema } from './schema.js';

export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { contact } = app.repos;
  const rateLimit = { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.windowMs };

  app.post(
    '/contact-messages',
    {
      config: { rateLimit },
      preHandler: app.writeLimit,
      schema: {
        tags: ['contact'],
        operationId: 'createContactMessage',
        summary: 'Send a message to the team (anyone; rate limited)',
        body: ContactBody,
        response: { 201: okMessageWith(ContactMessageSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const b = trimStrings(request.body);
      const saved = await contact.create({
        name: b.name,
        phone: b.phone ?? '',
        email: b.email ? normaliseEmail(b.email) : '',
        subject: b.subject,
        message: b.message,
      });
      return reply.code(201).send({ success: true, message: request.t('contact.thanks'), data: saved });
    },
  );

  app.get(
    '/contact-messages',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['contact'],
        operationId: 'listContactMessages',
        summary: 'Contact messages, newest first (admin), paged (limit 1..100, default 100; offset)',
        querystring: PageQuery,
        response: { 200: okPage(ContactMessageSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { rows, total } = await contact.list(pageOf(request.query));
      return { success: true as const, data: rows, total };
    },
  );
};
