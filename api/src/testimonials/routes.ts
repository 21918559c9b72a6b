import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../lib/errors.js';
import { errorResponses, IdParams, MessageSchema, okMessageWith, okPage, PageQuery, pageOf } from '../lib/schemas.js';
import { assertOwnerOrAdmin, requireUser } from '../users/auth.js';
import { CreateTestimonialBody, TestimonialSchema } from './schema.js';

export const testimonialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { testimonials } = app.repos;

  app.get(
    '/get-testimonials',
    {
      schema: {
        tags: ['testimonials'],
        operationId: 'listTestimonials',
        summary: 'Testimonials, newest first, paged (limit 1..100, default 100; offset); no email addresses',
        querystring: PageQuery,
        response: { 200: okPage(TestimonialSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { rows, total } = await testimonials.list(pageOf(request.query));
      return { success: true as const, data: rows, total };
    },
  );

  app.post(
    '/create-testimonials',
    {
      preValidation: requireUser,
      preHandler: app.writeLimit,
      schema: {
        tags: ['testimonials'],
        operationId: 'createTestimonial',
        summary: 'Share a testimonial (signed in; the author comes from the token)',
        body: CreateTestimonialBody,
        response: { 201: okMessageWith(TestimonialSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const testimonial = await testimonials.create({
        userId: auth.id,
        name: auth.name,
        email: auth.email,
        title: request.body.title.trim(),
        testimonial: request.body.testimonial.trim(),
      });
      return reply.code(201).send({ success: true, message: request.t('testimonials.thanks'), data: testimonial });
    },
  );

  app.delete(
    '/delete-testimonial/:id',
    {
      preValidation: requireUser,
      preHandler: app.writeLimit,
      schema: {
        tags: ['testimonials'],
        operationId: 'deleteTestimonial',
        summary: 'Delete a testimonial (its author or an admin)',
        params: IdParams,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const author = await testimonials.authorOf(id);
      if (author === undefined) throw notFound('testimonials.notFound');
      assertOwnerOrAdmin(request, author, 'testimonials.ownOnly');
      await testimonials.delete(id, { id: request.auth!.id, name: request.auth!.name });
      request.log.info({ testimonialId: id, by: request.auth!.id }, 'testimonial deleted');
      return { success: true as const, message: request.t('testimonials.deleted') };
    },
  );
};
