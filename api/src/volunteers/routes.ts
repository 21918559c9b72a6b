import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ownOrigin } from '../lib/public-urls.js';
import { checkImage } from '../lib/assets.js';
import { conflict, notFound } from '../lib/errors.js';
import { guestIdentity } from '../lib/guest.js';
import { errorResponses, IdParams, MessageSchema, Nullable, ok, okMessageWith, okPage, PageQuery, pageOf, trimStrings } from '../lib/schemas.js';
import { assertOwnerOrAdmin, optionalAuth, requireUser } from '../users/auth.js';
import { MyVolunteerSchema, VolunteerBody, VolunteerSchema, VolunteerUpdateBody } from './schema.js';

export const volunteerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { volunteers } = app.repos;

  app.get(
    '/get-volunteers',
    {
      schema: {
        tags: ['volunteers'],
        operationId: 'listVolunteers',
        summary: 'Volunteers (public fields only: no email or phone), newest first, paged (limit 1..100, default 100; offset)',
        querystring: PageQuery,
        response: { 200: okPage(VolunteerSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { rows, total } = await volunteers.list(pageOf(request.query));
      return { success: true as const, data: rows, total };
    },
  );

  app.post(
    '/create-volunteers',
    {
      preValidation: optionalAuth,
      preHandler: app.writeLimit,
      schema: {
        tags: ['volunteers'],
        operationId: 'createVolunteer',
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
      if (!auth) ({ name, email } = guestIdentity(b.name, b.email, 'guest.volunteering'));
      const image = await checkImage(b.image, 'body/image', app.resolveHost, app.uploads, ownOrigin(request, app.config.publicUrl));
      const volunteer = await volunteers.create({
        userId: auth?.id ?? null,
        name: name!,
        email: email!,
        phone: b.phone.replace(/\s+/g, ' '),
        location: b.location,
        profession: b.profession,
        image,
      });
      if (!volunteer) {
        if (auth && (await volunteers.ownerOfEmail(email!)) === auth.id) throw conflict('volunteers.alreadyYou');
        throw conflict('volunteers.emailTaken');
      }
      return reply.code(201).send({ success: true, message: request.t('volunteers.thanks'), data: volunteer });
    },
  );

  app.get(
    '/my-volunteer',
    {
      preValidation: requireUser,
      schema: {
        tags: ['volunteers'],
        operationId: 'getMyVolunteer',
        summary: "The signed-in person's own volunteer entry, phone included; data null when they have not signed up (not an error)",
        response: { 200: ok(Nullable(MyVolunteerSchema)), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await volunteers.findByUser(request.auth!.id) }),
  );

  app.post(
    '/edit-volunteer',
    {
      preValidation: requireUser,
      preHandler: app.writeLimit,
      schema: {
        tags: ['volunteers'],
        operationId: 'updateMyVolunteer',
        summary: "Update the signed-in person's own volunteer entry (phone, location, profession, image)",
        body: VolunteerUpdateBody,
        response: { 200: okMessageWith(MyVolunteerSchema), ...errorResponses },
      },
    },
    async (request) => {
      const b = trimStrings(request.body);
      const image = await checkImage(b.image, 'body/image', app.resolveHost, app.uploads, ownOrigin(request, app.config.publicUrl));
      const mine = await volunteers.updateByUser(request.auth!.id, {
        phone: b.phone.replace(/\s+/g, ' '),
        location: b.location,
        profession: b.profession,
        image,
      });
      if (!mine) throw notFound('volunteers.notYet');
      return { success: true as const, message: request.t('volunteers.updated'), data: mine };
    },
  );

  app.delete(
    '/delete-volunteer/:id',
    {
      preValidation: requireUser,
      preHandler: app.writeLimit,
      schema: {
        tags: ['volunteers'],
        operationId: 'deleteVolunteer',
        summary: 'Remove a volunteer entry (its owner or an admin)',
        params: IdParams,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const owner = await volunteers.ownerOf(id);
      if (owner === undefined) throw notFound('volunteers.notFound');
      assertOwnerOrAdmin(request, owner, 'volunteers.ownOnly');
      await volunteers.delete(id, { id: request.auth!.id, name: request.auth!.name });
      request.log.info({ volunteerId: id, by: request.auth!.id }, 'volunteer entry removed');
      return { success: true as const, message: request.t('volunteers.removed') };
    },
  );
};
