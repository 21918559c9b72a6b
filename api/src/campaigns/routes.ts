import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkImage } from '../lib/assets.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { MAX_AMOUNT_POISHA, parseAmount } from '../lib/money.js';
import { errorResponses, IdParams, MessageSchema, ok, okMessageWith, trimStrings } from '../lib/schemas.js';
import { cachedReadRoute, notModifiedResponse, sendCached, variantOf } from '../live/read-cache.js';
import { absoluteImagesInJson, ownOrigin } from '../lib/public-urls.js';
import { requireAdmin } from '../users/auth.js';
import type { CampaignStateChange, CampaignWrite } from './repository.js';
import { CampaignListQuery, CampaignListSchema, CampaignSchema, CreateCampaignBody, EditCampaignBody, parseEndsAt } from './schema.js';
import { word } from '../i18n/index.js';

/** Donors in the single-campaign answer (list answers have none). */
export const SINGLE_DONORS = 100;

/** body/endsAt as ms (null: none), or 400. */
function endsAt(value: unknown): number | null {
  const ms = parseEndsAt(value, Date.now());
  if (ms === undefined) throw badRequest('validation.field', { where: 'body/endsAt', problem: word('validation.endsAt') });
  return ms;
}

/** The answer of close/reopen, or the 404/409 that says why not. */
function stateAnswer(result: CampaignStateChange, message: string) {
  if (result === 'missing') throw notFound('campaigns.notFound');
  if (result === 'already-closed') throw conflict('campaigns.alreadyClosed');
  if (result === 'open') throw conflict('campaigns.isOpen');
  if (result === 'ended') throw conflict('campaigns.ended');
  return { success: true as const, message, data: result };
}

export const campaignRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { campaigns } = app.repos;

  app.get(
    '/donations',
    {
      ...cachedReadRoute,
      schema: {
        tags: ['campaigns'],
        operationId: 'listCampaigns',
        summary: 'Campaigns, newest first, paged: limit 1..100 (default 100: without parameters the first 100), offset; total counts every match. q searches title and description.',
        querystring: CampaignListQuery,
        response: { 200: CampaignListSchema, ...notModifiedResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { q, category: cat, limit, offset } = request.query;
      const query = q?.trim() || undefined;
      let categoryFilter: string | undefined;
      if (cat?.trim()) {
        // Any cause of the managed list (retired ones too), in any casing.
        const cause = await app.repos.causes.find(cat);
        if (!cause) return { success: true as const, data: [], total: 0 };
        categoryFilter = cause.name;
      }
      // The hot path: the database builds the campaign JSON (same shape as CampaignSchema, which
      // campaigns.test.ts checks against the regular serialiser), once per data version and query.
      const key = JSON.stringify(['donations', query ?? '', categoryFilter ?? '', limit ?? null, offset ?? 0]);
      const answer = await app.readCache.get(key, async () => {
        const { json, total } = await campaigns.listJson({ q: query, category: categoryFilter, limit, offset });
        return `{"success":true,"data":${json},"total":${total}}`;
      });
      const origin = ownOrigin(request, app.config.publicUrl);
      return sendCached(request, reply, variantOf(answer, origin, (json) => absoluteImagesInJson(json, origin)));
    },
  );

  app.get(
    '/single-donation/:id',
    {
      schema: {
        tags: ['campaigns'],
        operationId: 'getCampaign',
        summary: `One campaign with its latest ${SINGLE_DONORS} donors`,
        params: IdParams,
        response: { 200: ok(CampaignSchema), ...errorResponses },
      },
    },
    async (request) => {
      const campaign = await campaigns.get(Number(request.params.id), SINGLE_DONORS);
      if (!campaign) throw notFound('campaigns.notFound');
      return { success: true as const, data: campaign };
    },
  );

  app.post(
    '/create-donation',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['campaigns'],
        operationId: 'createCampaign',
        summary: 'Create a campaign (admin). amount is the target in Tk; category an active cause (GET /causes); endsAt optional.',
        body: CreateCampaignBody,
        response: { 201: okMessageWith(CampaignSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const b = trimStrings(request.body);
      const input: CampaignWrite = {
        title: b.title,
        category: b.category,
        description: b.description,
        image: await checkImage(b.image, 'body/image', app.resolveHost, app.uploads, ownOrigin(request, app.config.publicUrl)),
        targetPoisha: parseAmount(b.amount, 'body/amount', MAX_AMOUNT_POISHA),
        endsAt: b.endsAt === undefined ? null : endsAt(b.endsAt),
      };
      const campaign = await campaigns.create(input, { id: request.auth!.id, name: request.auth!.name });
      return reply.code(201).send({ success: true, message: request.t('campaigns.created'), data: campaign });
    },
  );

  app.post(
    '/edit-donation/:id',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['campaigns'],
        operationId: 'updateCampaign',
        summary: 'Edit a campaign (admin). Any of image, category, title, amount, description, endsAt (null clears it); other fields are ignored.',
        params: IdParams,
        body: EditCampaignBody,
        response: { 200: okMessageWith(CampaignSchema), ...errorResponses },
      },
    },
    async (request) => {
      const b = trimStrings(request.body);
      const patch: Partial<CampaignWrite> = {};
      if (b.title !== undefined) patch.title = b.title;
      if (b.category !== undefined) patch.category = b.category;
      if (b.endsAt !== undefined) patch.endsAt = endsAt(b.endsAt);
      if (b.description !== undefined) patch.description = b.description;
      if (b.image !== undefined) patch.image = await checkImage(b.image, 'body/image', app.resolveHost, app.uploads, ownOrigin(request, app.config.publicUrl));
      if (b.amount !== undefined) patch.targetPoisha = parseAmount(b.amount, 'body/amount', MAX_AMOUNT_POISHA);
      if (Object.keys(patch).length === 0) throw badRequest('campaigns.nothingToUpdate');
      const campaign = await campaigns.update(Number(request.params.id), patch, { id: request.auth!.id, name: request.auth!.name });
      if (!campaign) throw notFound('campaigns.notFound');
      return { success: true as const, message: request.t('campaigns.updated'), data: campaign };
    },
  );

  app.delete(
    '/delete-donation/:id',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['campaigns'],
        operationId: 'deleteCampaign',
        summary: "Delete a campaign (admin). Donors' records keep the campaign's title and image.",
        params: IdParams,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const deleted = await campaigns.delete(Number(request.params.id), { id: request.auth!.id, name: request.auth!.name });
      if (!deleted) throw notFound('campaigns.notFound');
      return { success: true as const, message: request.t('campaigns.deleted') };
    },
  );

  app.post(
    '/campaigns/:id/close',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['campaigns'],
        operationId: 'closeCampaign',
        summary: 'Close a campaign now (admin): it takes no new gifts; it stays readable with its totals, and gifts made before can still be confirmed or refunded. 409 when already closed.',
        params: IdParams,
        response: { 200: okMessageWith(CampaignSchema), ...errorResponses },
      },
    },
    async (request) => stateAnswer(await campaigns.close(Number(request.params.id), { id: request.auth!.id, name: request.auth!.name }), 'Campaign closed'),
  );

  app.post(
    '/campaigns/:id/reopen',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['campaigns'],
        operationId: 'reopenCampaign',
        summary: 'Reopen a closed campaign (admin). Body (optional) { endsAt }: a new future end date, or null for none; required when the old end date has passed (else 409).',
        params: IdParams,
        response: { 200: okMessageWith(CampaignSchema), ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) throw badRequest('error.objectBody');
      const given = (body as { endsAt?: unknown } | null | undefined)?.endsAt;
      const result = await campaigns.reopen(Number(request.params.id), given === undefined ? undefined : endsAt(given), { id: request.auth!.id, name: request.auth!.name });
      return stateAnswer(result, 'Campaign reopened');
    },
  );
};
