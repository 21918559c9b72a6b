import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { checkImage } from '../lib/assets.js';
import { conflict } from '../lib/errors.js';
import { guestIdentity } from '../lib/guest.js';
import { errorResponses, ok, okMessageWith, trimStrings } from '../lib/schemas.js';
import { optionalAuth } from '../users/auth.js';
import { VolunteerBody, VolunteerSchema } from './schema.js';

export const VOLUNTEER_LIST_LIMIT = 200;

export const volunteerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { volunteers } = app.repos;

  app.get(
    '/get-volunteers',
    {
      schema: {
        tags: ['volunteers'],
        summary: 'Volunteers (public fields only: no email or phone), newest first',
        response: { 200: ok(Type.Array(VolunteerSchema)), ...errorResponses },
      },
    },
    async () => ({ success: true as const, data: await volunteers.list(VOLUNTEER_LIST_LIMIT) }),
  );

  app.post(
    '/create-volunteers',
    {
      preValidation: optionalAuth,
      schema: {
        tags: ['volunteers'],
        summary: 'Sign up as a volunteer. Guests send name and email; signed-in users are taken from the token.',
        body: VolunteerBody,
        response: { 201: okMessageWith(VolunteerSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const b = trimStrings(request.body);
      const auth = request.auth;
      let name = auth?.name;
      let email = auth?.email;
      if (!auth) ({ name, email } = guestIdentity(b.name, b.email, 'signing up'));
      const volunteer = await volunteers.create({
        userId: auth?.id ?? null,
        name: name!,
        email: email!,
        phone: b.phone.replace(/\s+/g, ' '),
        location: b.location,
        profession: b.profession,
        image: checkImage(b.image, 'body/image'),
      });
      if (!volunteer) throw conflict('This email is already signed up as a volunteer');
      return reply.code(201).send({ success: true, message: 'Thank you for signing up as a volunteer!', data: volunteer });
    },
  );
};
