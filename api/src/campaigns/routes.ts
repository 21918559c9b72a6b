import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkImage } from '../lib/assets.js';
import { badRequest, notFound } from '../lib/errors.js';
import { MAX_AMOUNT_POISHA, parseAmount } from '../lib/money.js';
import { errorResponses, IdParams, MessageSchema, ok, okMessageWith, trimStrings } from '../lib/schemas.js';
import { cachedReadRoute, notModifiedResponse, sendCached, variantOf } from '../live/read-cache.js';
import { absoluteImagesInJson, ownOrigin } from '../lib/public-urls.js';
import { requireAdmin } from '../users/auth.js';
import type { CampaignWrite } from './repository.js';
import { CampaignListQuery, CampaignListSchema, CampaignSchema, canonicalCategory, CATEGORY_MESSAGE, CreateCampaignBody, EditCampaignBody } from './schema.js';

/** Donors listed per campaign in list answers / in the single-campaign answer. */
export const LIST_DONORS = 10;
export const SINGLE_DONORS = 100;

function category(value: string): string {
  const c = canonicalCategory(value);
  if (!c) throw badRequest(`body/category ${CATEGORY_MESSAGE}`);
  return c;
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
        const c = canonicalCategory(cat);
        if (!c) return { success: true as const, data: [], total: 0 };
        categoryFilter = c;
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
      if (!campaign) throw notFound('Campaign not found');
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
        summary: 'Create a campaign (admin). amount is the target in Tk.',
        body: CreateCampaignBody,
        response: { 201: okMessageWith(CampaignSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const b = trimStrings(request.body);
      const input: CampaignWrite = {
        title: b.title,
        category: category(b.category),
        description: b.description,
        image: await checkImage(b.image, 'body/image', app.resolveHost, app.uploads, ownOrigin(request, app.config.publicUrl)),
        targetPoisha: parseAmount(b.amount, 'body/amount', MAX_AMOUNT_POISHA),
      };
      const campaign = await campaigns.create(input, { id: request.auth!.id, name: request.auth!.name });
      return reply.code(201).send({ success: true, message: 'Campaign created', data: campaign });
    },
  );

  app.post(
    '/edit-donation/:id',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['campaigns'],
        operationId: 'updateCampaign',
        summary: 'Edit a campaign (admin). Any of image, category, title, amount, description; other fields are ignored.',
        params: IdParams,
        body: EditCampaignBody,
        response: { 200: okMessageWith(CampaignSchema), ...errorResponses },
      },
    },
    async (request) => {
      const b = trimStrings(request.body);
      const patch: Partial<CampaignWrite> = {};
      if (b.title !== undefined) patch.title = b.title;
      if (b.category !== undefined) patch.category = category(b.category);
      if (b.description !== undefined) patch.description = b.description;
      if (b.image !== undefined) patch.image = await checkImage(b.image, 'body/image', app.resolveHost, app.uploads, ownOrigin(request, app.config.publicUrl));
      if (b.amount !== undefined) patch.targetPoisha = parseAmount(b.amount, 'body/amount', MAX_AMOUNT_POISHA);
      if (Object.keys(patch).length === 0) throw badRequest('Nothing to update: send image, category, title, amount or description');
      const campaign = await campaigns.update(Number(request.params.id), patch, { id: request.auth!.id, name: request.auth!.name });
      if (!campaign) throw notFound('Campaign not found');
      return { success: true as const, message: 'Campaign updated', data: campaign };
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
      if (!deleted) throw notFound('Campaign not found');
      return { success: true as const, message: 'Campaign deleted' };
    },
  );
};
