import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { ownOrigin } from '../lib/public-urls.js';
import { checkImage } from '../lib/assets.js';
import { conflict, notFound } from '../lib/errors.js';
import { guestIdentity } from '../lib/guest.js';
import { errorResponses, IdParams, MessageSchema, Nullable, ok, okMessageWith, okPage, PageQuery, pageOf, trimStrings } from '../lib/schemas.js';
import { assertOwnerOrAdmin, optionalAuth, requireUser } from '../users/auth.js';
import type { Volunteer } from '../types.js';
import type { NewVolunteer } from './repository.js';
import { MyVolunteerSchema, VolunteerBody, VolunteerSchema, VolunteerUpdateBody } from './schema.js';

export const volunteerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { volunteers, users } = app.repos;

  /** What a sign-up stores: the person (typed by a guest, the account's when signed in) and the checked fields. */
  const entryOf = async (request: FastifyRequest, b: Static<typeof VolunteerBody>, userId: number | null, name: string, email: string): Promise<NewVolunteer> => ({
    userId,
    name,
    email,
    phone: b.phone.replace(/\s+/g, ' '),
    location: b.location,
    profession: b.profession,
    image: await checkImage(b.image, 'body/image', app.resolveHost, app.uploads, ownOrigin(request, app.config.publicUrl)),
  });

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
        summary:
          "Sign up as a volunteer. Guests send name and email (an account's email: 409, sign in; a guest's email again: 201, nothing written); signed-in users are taken from the token (a guest entry with the account's confirmed email is replaced).",
        body: VolunteerBody,
        response: { 201: okMessageWith(VolunteerSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const b = trimStrings(request.body);
      const auth = request.auth;
      const thanks = (data: Volunteer, message: 'volunteers.thanks' | 'volunteers.thanksReplaced' = 'volunteers.thanks') =>
        reply.code(201).send({ success: true, message: request.t(message), data });
      if (!auth) {
        const { name, email } = guestIdentity(b.name, b.email, 'guest.volunteering');
        // An account's address is signed up by signing in (the entry is then the account's, to edit and delete).
        // Saying so tells only that an account has this address, which POST /register tells anyone as well.
        if (await users.findByEmail(email)) throw conflict('volunteers.signInFirst');
        const entry = await entryOf(request, b, null, name, email);
        // A guest address that signed up already: answered as a first sign-up is, so the answer tells no one
        // whether the address volunteers. Nothing is written: the first entry stays as it was (not overwritten
        // by whoever typed the address now), and no second one is made. The answer's id is the next free one,
        // naming nobody's entry. (The public list does not grow, as it would for a new address.)
        const volunteer = (await volunteers.create(entry)) ?? { _id: await volunteers.unusedId(), name, image: entry.image, profession: entry.profession, location: entry.location };
        return thanks(volunteer);
      }
      const entry = { ...(await entryOf(request, b, auth.id, auth.name, auth.email)), userId: auth.id };
      const volunteer = await volunteers.create(entry);
      if (volunteer) return thanks(volunteer);
      const owner = await volunteers.ownerOfEmail(auth.email);
      if (owner === auth.id) throw conflict('volunteers.alreadyYou');
      if (owner === null) {
        // A guest entry with this account's address (made before the account, or by someone typing it). Once
        // the address is confirmed, the account's sign-up replaces it; before that, whoever registered the
        // address may not own it, so the entry is kept.
        if (!auth.emailVerified) throw conflict('volunteers.confirmFirst');
        const mine = await volunteers.replaceGuestEntry(entry, { id: auth.id, name: auth.name });
        if (mine) {
          request.log.info({ volunteerId: Number(mine._id), by: auth.id }, "a guest's volunteer entry replaced by its address's account");
          return thanks(mine, 'volunteers.thanksReplaced');
        }
      }
      throw conflict('volunteers.emailTaken');
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
