import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { errorResponses, IdParams, ok, okMessageWith } from '../lib/schemas.js';
import { requireAdmin } from '../users/auth.js';
import { CauseSchema, CreateCauseBody, UpdateCauseBody } from './schema.js';
import { Type } from 'typebox';

const duplicate = (name: string) => conflict('causes.duplicate', { name });

export const causeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { causes } = app.repos;

  app.get(
    '/causes',
    {
      schema: {
        tags: ['campaigns'],
        operationId: 'listCauses',
        summary: 'Every cause a campaign may have, by name; retired ones too (flagged), with how many campaigns have each',
        response: { 200: ok(Type.Array(CauseSchema)), ...errorResponses },
      },
    },
    async () => ({ success: true as const, data: await causes.list() }),
  );

  app.post(
    '/causes',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['campaigns'],
        operationId: 'createCause',
        summary: 'Add a cause (admin). Names are unique in any casing (409).',
        body: CreateCauseBody,
        response: { 201: okMessageWith(CauseSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const name = request.body.name.trim();
      const created = await causes.create(name, { id: request.auth!.id, name: request.auth!.name });
      if (created === 'duplicate') throw duplicate(name);
      return reply.code(201).send({ success: true, message: request.t('causes.added'), data: created });
    },
  );

  app.patch(
    '/causes/:id',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['campaigns'],
        operationId: 'updateCause',
        summary: "Rename a cause (its campaigns' category follows) or retire / bring it back (admin)",
        params: IdParams,
        body: UpdateCauseBody,
        response: { 200: okMessageWith(CauseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { name, retired } = request.body;
      if (name === undefined && retired === undefined) throw badRequest('causes.nothingToUpdate');
      const patch = { ...(name !== undefined ? { name: name.trim() } : {}), ...(retired !== undefined ? { retired } : {}) };
      const updated = await causes.update(Number(request.params.id), patch, { id: request.auth!.id, name: request.auth!.name });
      if (updated === null) throw notFound('causes.notFound');
      if (updated === 'duplicate') throw duplicate(patch.name!);
      return { success: true as const, message: request.t('causes.updated'), data: updated };
    },
  );
};
