import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, ok, okMessageWith } from '../lib/schemas.js';
import { requireUser } from '../users/auth.js';
import { CreateTestimonialBody, TestimonialSchema } from './schema.js';

export const TESTIMONIAL_LIST_LIMIT = 100;

export const testimonialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { testimonials } = app.repos;

  app.get(
    '/get-testimonials',
    {
      schema: {
        tags: ['testimonials'],
        summary: `Latest ${TESTIMONIAL_LIST_LIMIT} testimonials, newest first`,
        response: { 200: ok(Type.Array(TestimonialSchema)), ...errorResponses },
      },
    },
    async () => ({ success: true as const, data: await testimonials.list(TESTIMONIAL_LIST_LIMIT) }),
  );

  app.post(
    '/create-testimonials',
    {
      preValidation: requireUser,
      schema: {
        tags: ['testimonials'],
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
      return reply.code(201).send({ success: true, message: 'Thank you for sharing your experience!', data: testimonial });
    },
  );
};
