import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { translate } from '../i18n/index.js';
import { escapeHtml } from '../lib/text.js';
import { errorResponses, IdParams } from '../lib/schemas.js';
import { shareCardHtml, shareLanguage } from './card.js';

const html = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });

/**
 * GET /share/campaigns/:id: the address people share. Link previews read its OpenGraph and
 * Twitter tags; a person is sent on to the campaign page in the web app (APP_URL).
 */
export const shareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { campaigns } = app.repos;
  const { appUrl, publicUrl } = app.config;

  app.get(
    '/share/campaigns/:id',
    {
      schema: {
        tags: ['campaigns'],
        operationId: 'getCampaignShareCard',
        summary: 'Share card of a campaign: HTML with OpenGraph and Twitter card tags (title, description, image, raised versus target) that sends people on to the campaign page. ?lang=bn|en, else Accept-Language.',
        params: IdParams,
        querystring: Type.Object({ lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('bn')])) }),
        produces: ['text/html'],
        response: { 200: html('The share card'), 404: html('No such campaign: a page that leads to the campaign list'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const lang = shareLanguage(request.query.lang, request.headers['accept-language']);
      const id = Number(request.params.id);
      const campaign = await campaigns.get(id, 0);
      reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Language').header('Content-Language', lang);
      if (!campaign) {
        const list = `${appUrl}/donations`;
        const text = translate(lang, 'share.gone');
        return reply
          .code(404)
          .header('Cache-Control', 'no-cache')
          .send(`<!doctype html>\n<html lang="${lang}">\n<head><meta charset="utf-8"><title>Relief</title></head>\n<body><p><a href="${escapeHtml(list)}">${escapeHtml(text)}</a></p></body>\n</html>\n`);
      }
      // Pictures the API serves (/assets/...) as absolute URLs: previews are drawn elsewhere.
      const origin = publicUrl ?? `${request.protocol}://${request.host}`;
      const image = /^https?:\/\//i.test(campaign.image) ? campaign.image : campaign.image.startsWith('/') ? `${origin}${campaign.image}` : null;
      const body = shareCardHtml({
        title: campaign.title,
        description: campaign.description,
        image,
        raisedPoisha: Math.round(campaign.totalDonationAmount * 100),
        targetPoisha: Math.round(campaign.amount * 100),
        donorCount: campaign.donorCount,
        pageUrl: `${appUrl}/donations/${id}`,
        lang,
      });
      // Previews may be cached briefly; the totals in them move.
      return reply.header('Cache-Control', 'public, max-age=300').send(body);
    },
  );
};
