import { Type } from 'typebox';
import { DHAKA_OFFSET_MS, LIMITS } from '../rules.js';
import { campaignColumns as c, donationColumns as d } from '../db/row-schemas.js';
import { Image, MoneyInput, Nullable, OptionalText, okPage, Pagination, Text, withOptions, xMessage } from '../lib/schemas.js';

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
 * A campaign as listed by GET /donations: a campaigns row with id → `_id` (text), target_poisha → `amount` in Tk,
 * raised_poisha → `donationAmount` and `totalDonationAmount` in Tk. Not answered: created_by, updated_at.
 * No donor list: no card shows one, and a page of 20 campaigns with their latest donors was three times the bytes
 * (every visitor's list, and the admin table's 100 campaigns).
 */
const listedFields = {
  _id: Type.String(),
  image: withOptions(c.image, { description: 'An http(s) URL, or a path such as /assets/campaigns/flood-1.svg served by the API origin.' }),
  title: c.title,
  category: c.category,
  description: c.description,
  amount: Type.Number({ description: 'The target, in Tk.' }),
  donationAmount: Type.Number({ description: 'Raised so far, in Tk (same as totalDonationAmount).' }),
  totalDonationAmount: Type.Number({ description: 'Raised so far, in Tk: the sum of the donation rows.' }),
  donorCount: withOptions(c.donorCount, { description: 'Number of donations to this campaign.' }),
  createdAt: c.createdAt,
  endsAt: Nullable(Type.Number(), { description: 'When the campaign stops taking gifts by itself (ms), or null.' }),
  closedAt: Nullable(Type.Number(), { description: 'When it was closed (by an admin, or at its end date), or null.' }),
  closed: Type.Boolean({ description: 'Takes no new gifts: closedAt is set or endsAt has passed. Still readable with its totals.' }),
};
export const CampaignSummarySchema = Type.Object(listedFields);

/**
 * One campaign (GET /single-donation/{id}, and the answers of create, edit, close and reopen): the listed fields and
 * `donations`, its latest donors (the donation rows, at most 100; at most 10 in the answers to admin changes).
 */
export const CampaignSchema = Type.Object({
  ...listedFields,
  donations: Type.Array(DonorEntrySchema, { description: 'Latest first: at most 100 in single-donation, 10 in the answers to admin changes.' }),
});

/** GET /donations?q=&category=&limit=&offset=: one page, and `total` = the number of campaigns matching q/category. */
export const CampaignListSchema = okPage(CampaignSummarySchema);

/** Checked against the managed list of causes (GET /causes) in the campaign's transaction. */
const Category = Text(60, xMessage('validation.category'));

/** An end date: ISO text or epoch ms; null clears it (edit). Parsed by parseEndsAt. */
export const EndsAtInput = Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Null()], xMessage('validation.endsAt'));

const campaignFields = {
  image: Image,
  category: Category,
  title: Text(LIMITS.campaignTitle),
  amount: MoneyInput,
  description: Text(LIMITS.campaignDescription),
  endsAt: Type.Optional(EndsAtInput),
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
  endsAt: campaignFields.endsAt,
});

/** POST /campaigns/{id}/reopen body (optional): a new end date, needed when the old one has passed. */
export const ReopenCampaignBody = Type.Object({ endsAt: Type.Optional(EndsAtInput) });

export const CampaignListQuery = Type.Object({
  q: Type.Optional(OptionalText(100)),
  category: Type.Optional(OptionalText(60)),
  ...Pagination,
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
/** The calendar has that day (no 2026-02-30, no month 13). */
const realDay = (y: string, m: string, d: string) => {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
};

/**
 * An end date as ms: ISO `YYYY-MM-DD` (through the end of that day in Dhaka), an ISO date and time (without an
 * offset: UTC), or epoch ms. null stays null (no end date). Undefined when the value is none of these or not
 * after `now`.
 */
export function parseEndsAt(value: unknown, now: number): number | null | undefined {
  if (value === null) return null;
  let ms: number;
  if (typeof value === 'number') ms = value;
  else if (typeof value === 'string' && DATE_ONLY.test(value.trim())) {
    const [, y, m, d] = DATE_ONLY.exec(value.trim())!;
    if (!realDay(y!, m!, d!)) return undefined;
    ms = Date.UTC(Number(y), Number(m) - 1, Number(d) + 1) - DHAKA_OFFSET_MS;
  } else if (typeof value === 'string' && DATE_TIME.test(value.trim())) {
    const v = value.trim();
    const [, y, m, d] = DATE_TIME.exec(v)!;
    if (!realDay(y!, m!, d!)) return undefined;
    ms = Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(v) ? v : `${v}Z`);
  } else return undefined;
  if (!Number.isSafeInteger(ms) || ms <= now) return undefined;
  return ms;
}
