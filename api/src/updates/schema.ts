import { Type } from 'typebox';
import { Image, Nullable, Pagination, Text, xMessage } from '../lib/schemas.js';

/** The longest update text. */
export const UPDATE_BODY_MAX = 5000;

/** A campaign update (campaign_updates row: created_at → createdAt; image an absolute URL like every image). */
export const CampaignUpdateSchema = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  image: Nullable(Type.String(), { description: 'An http(s) URL, or null.' }),
  createdAt: Type.Number(),
});

/** GET /campaigns/{id}/updates: one page, newest first, and the number of updates. */
export const CampaignUpdateListSchema = Type.Object({ success: Type.Literal(true), data: Type.Array(CampaignUpdateSchema), total: Type.Integer() });

export const CampaignUpdateQuery = Type.Object(Pagination);

/** POST /campaigns/{id}/updates body. */
export const CreateCampaignUpdateBody = Type.Object({
  body: Text(UPDATE_BODY_MAX),
  image: Type.Optional(Type.Union([Image, Type.Null()], xMessage('validation.imageOrNull'))),
});

export const UnsubscribeQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 700, ...xMessage('validation.unsubscribeToken') }) });
