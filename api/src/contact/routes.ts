import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, normaliseEmail, ok, okMessageWith, trimStrings } from '../lib/schemas.js';
import { requireAdmin } from '../users/auth.js';
import { ContactBody, ContactMessageSchema } from './schema.js';

export const CONTACT_LIST_LIMIT = 500;

export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { contact } = app.repos;
  const rateLimit = { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.windowMs };

  app.post(
    '/contact-messages',
    {
      config: { rateLimit },
      schema: {
        tags: ['contact'],
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
      return reply.code(201).send({ success: true, message: 'Thank you! Your message was sent; we will get back to you soon.', data: saved });
    },
  );

  app.get(
    '/contact-messages',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['contact'],
        summary: `Latest ${CONTACT_LIST_LIMIT} contact messages, newest first (admin)`,
        response: { 200: ok(Type.Array(ContactMessageSchema)), ...errorResponses },
      },
    },
    async () => ({ success: true as const, data: await contact.list(CONTACT_LIST_LIMIT) }),
  );
};
