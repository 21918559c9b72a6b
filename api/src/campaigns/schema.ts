import { Type } from 'typebox';
import { LIMITS } from '../rules.js';
import { CAUSES } from '../types.js';
import { campaignColumns as c, donationColumns as d } from '../db/row-schemas.js';
import { Image, MoneyInput, OptionalText, okPage, Pagination, Text, withOptions } from '../lib/schemas.js';

/**
 * A donor entry inside a campaign (public: no email address). Anonymous donors have name "Anonymous".
 * Not a row: campaigns.recent_donors keeps the latest ten as JSON; the single-campaign answer reads the donation rows.
 */
export const DonorEntrySchema = Type.Object({
  name: Type.String(),
  donationAmount: Type.Number(), // Tk
  time: Type.Number(),
  anonymous: d.anonymous,
});

/**
 * A campaign as answered by GET /donations and GET /single-donation/{id}: a campaigns row with id → `_id` (text),
 * target_poisha → `amount` in Tk, raised_poisha → `donationAmount` and `totalDonationAmount` in Tk, and recent_donors
 * (or all donation rows, up to 100, for one campaign) → `donations`. Not answered: created_by, updated_at.
 */
export const CampaignSchema = Type.Object({
  _id: Type.String(),
  image: withOptions(c.image, { description: 'An http(s) URL, or a path such as /assets/campaigns/flood-1.svg served by the API origin.' }),
  title: c.title,
  category: c.category,
  description: c.description,
  amount: Type.Number({ description: 'The target, in Tk.' }),
  donationAmount: Type.Number({ description: 'Raised so far, in Tk (same as totalDonationAmount).' }),
  totalDonationAmount: Type.Number({ description: 'Raised so far, in Tk: the sum of the donation rows.' }),
  donorCount: withOptions(c.donorCount, { description: 'Number of donations to this campaign.' }),
  donations: Type.Array(DonorEntrySchema, { description: 'Latest first; at most 10 in list answers, all (at most 100) in single-donation.' }),
  createdAt: c.createdAt,
});

/** GET /donations?q=&category=&limit=&offset=: one page, and `total` = the number of campaigns matching q/category. */
export const CampaignListSchema = okPage(CampaignSchema);

export const CATEGORY_MESSAGE = `must be one of: ${CAUSES.join(', ')}`;
const Category = Text(60, { 'x-message': CATEGORY_MESSAGE });

const campaignFields = {
  image: Image,
  category: Category,
  title: Text(LIMITS.campaignTitle),
  amount: MoneyInput,
  description: Text(LIMITS.campaignDescription),
};

/** POST /create-donation body (POST /edit-donation/{id} takes the same fields, each optional). amount may be a numeric string. */
export const CreateCampaignBody = Type.Object({
  ...campaignFields,
  // Sent by the spec's form; accepted and ignored (the raised total comes from the donation rows).
  donationAmount: Type.Optional(Type.Unknown()),
  totalDonationAmount: Type.Optional(Type.Unknown()),
});

export const EditCampaignBody = Type.Object({
  image: Type.Optional(campaignFields.image),
  category: Type.Optional(campaignFields.category),
  title: Type.Optional(campaignFields.title),
  amount: Type.Optional(campaignFields.amount),
  description: Type.Optional(campaignFields.description),
});

export const CampaignListQuery = Type.Object({
  q: Type.Optional(OptionalText(100)),
  category: Type.Optional(OptionalText(60)),
  ...Pagination,
});

/** Maps any casing of a cause to its canonical spelling, or null. */
export function canonicalCategory(value: string): string | null {
  const v = value.trim().toLowerCase();
  return CAUSES.find((c) => c.toLowerCase() === v) ?? null;
}
