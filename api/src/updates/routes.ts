/**
 * Campaign updates (public list; admins post, which mails the campaign's confirmed donors) and the
 * one-click unsubscribe link those mails carry (GET: a page with a button; POST: records it; RFC 8058).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { checkImage } from '../lib/assets.js';
import { notFound } from '../lib/errors.js';
import { ownOrigin } from '../lib/public-urls.js';
import { ErrorSchema, errorResponses, IdParams, okMessageWith, pageOf } from '../lib/schemas.js';
import { escapeHtml } from '../lib/text.js';
import { plural, translate, type MessageKey } from '../i18n/index.js';
import { requireAdmin } from '../users/auth.js';
import { CampaignUpdateListSchema, CampaignUpdateQuery, CampaignUpdateSchema, CreateCampaignUpdateBody, UnsubscribeQuery } from './schema.js';
import { unsubscribeTokens } from './token.js';

const html = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });
/** A small HTML page in the request's language. */
const page = (request: FastifyRequest, title: MessageKey, body: string) =>
  `<!doctype html>\n<html lang="${request.locale}">\n<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(request.t(title))}</title></head>\n<body>\n${body}\n</body>\n</html>\n`;

/** The English answer to a forged or altered link (tests compare with it). */
export const BAD_LINK = translate('en', 'unsubscribe.badLink');

export const campaignUpdateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { updates } = app.repos;
  const tokens = unsubscribeTokens(app.config.unsubscribeSecret);
  // RFC 8058: mail programs send the one-click POST form-encoded (this plugin only; elsewhere such bodies stay 415).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    '/campaigns/:id/updates',
    {
      schema: {
        tags: ['campaigns'],
        operationId: 'listCampaignUpdates',
        summary: "A campaign's updates, newest first, paged (limit 1..100, offset); total counts them all",
        params: IdParams,
        querystring: CampaignUpdateQuery,
        response: { 200: CampaignUpdateListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const list = await updates.list(Number(request.params.id), pageOf(request.query));
      if (!list) throw notFound('campaigns.notFound');
      return { success: true as const, data: list.rows, total: list.total };
    },
  );

  app.post(
    '/campaigns/:id/updates',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['campaigns'],
        operationId: 'createCampaignUpdate',
        summary: 'Post an update on a campaign (admin): mailed to each donor with a confirmed gift to it who has not unsubscribed, one message per address',
        params: IdParams,
        body: CreateCampaignUpdateBody,
        response: { 201: okMessageWith(CampaignUpdateSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const origin = ownOrigin(request, app.config.publicUrl);
      const image = request.body.image ? await checkImage(request.body.image, 'body/image', app.resolveHost, app.uploads, origin) : null;
      const campaignId = Number(request.params.id);
      const unsubscribeUrl = (email: string) => `${origin}/api/v1/unsubscribe?token=${tokens.sign({ email, campaignId })}`;
      const posted = await updates.create(campaignId, { body: request.body.body.trim(), image }, { id: request.auth!.id, name: request.auth!.name }, unsubscribeUrl);
      if (!posted) throw notFound('campaigns.notFound');
      if (posted.mailed > 0) app.mailer.kick();
      const message = request.t(plural('updates.posted', posted.mailed));
      return reply.code(201).send({ success: true, message, data: posted.update });
    },
  );

  const badLink = (request: FastifyRequest, reply: FastifyReply, asHtml: boolean) =>
    asHtml
      ? reply.code(400).type('text/html; charset=utf-8').send(page(request, 'unsubscribe.title', `<p>${escapeHtml(request.t('unsubscribe.badLink'))}</p>`))
      : reply.code(400).send({ success: false, message: request.t('unsubscribe.badLink') });
  const wantsJson = (request: FastifyRequest) => /application\/json/.test(request.headers.accept ?? '') && !/text\/html/.test(request.headers.accept ?? '');

  app.get(
    '/unsubscribe',
    {
      schema: {
        tags: ['campaigns'],
        operationId: 'getUnsubscribePage',
        summary: "The page of an update mail's unsubscribe link: which campaign, and a button that confirms (POST). Changes nothing by itself (link scanners open links).",
        querystring: UnsubscribeQuery,
        produces: ['text/html'],
        response: {
          200: html('The confirmation page'),
          400: { description: 'The link is not valid (JSON when asked with Accept: application/json)', content: { 'text/html': { schema: Type.String() }, 'application/json': { schema: ErrorSchema } } },
          404: html('The campaign is gone'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      const u = tokens.verify(request.query.token);
      if (!u) return badLink(request, reply, !wantsJson(request));
      const title = await updates.campaignTitle(u.campaignId);
      reply.type('text/html; charset=utf-8');
      if (title === null) return reply.code(404).send(page(request, 'unsubscribe.title', `<p>${escapeHtml(request.t('unsubscribe.gone'))}</p>`));
      const action = `?token=${encodeURIComponent(request.query.token)}`;
      return reply.send(
        page(
          request,
          'unsubscribe.title',
          `<h1>${escapeHtml(request.t('unsubscribe.question', { title }))}</h1>\n<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(request.t('unsubscribe.button'))}</button></form>`,
        ),
      );
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['campaigns'],
        operationId: 'unsubscribe',
        summary: 'Stop update mails about one campaign for the address the token names (idempotent). RFC 8058 one-click (form body List-Unsubscribe=One-Click) or the page\'s button; HTML, or JSON when asked with Accept: application/json.',
        querystring: UnsubscribeQuery,
        response: {
          200: { description: 'Unsubscribed', content: { 'text/html': { schema: Type.String() }, 'application/json': { schema: Type.Object({ success: Type.Literal(true), message: Type.String() }) } } },
          400: { description: 'The link is not valid', content: { 'text/html': { schema: Type.String() }, 'application/json': { schema: ErrorSchema } } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const asHtml = !wantsJson(request);
      const u = tokens.verify(request.query.token);
      if (!u) return badLink(request, reply, asHtml);
      const title = await updates.unsubscribe(u.email, u.campaignId);
      // A campaign deleted since sends nothing either: the same answer.
      const message = title === null ? request.t('unsubscribe.doneGone') : request.t('unsubscribe.done', { title });
      if (!asHtml) return reply.send({ success: true, message });
      return reply.type('text/html; charset=utf-8').send(page(request, 'unsubscribe.doneTitle', `<h1>${escapeHtml(request.t('unsubscribe.doneTitle'))}</h1>\n<p>${escapeHtml(message)}</p>`));
    },
  );
};
