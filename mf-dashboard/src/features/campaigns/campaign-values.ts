import { isImageLink, MAX_AMOUNT_TK, textToPoisha } from 'api/rules';
import type { Campaign, CampaignInput } from 'api/types';

/** What the API answers about a campaign's end (GET /donations, GET /single-donation/{id}). */
export interface CampaignEnd {
  /** The last moment gifts are taken (ms), or null: open until an admin closes it. */
  endsAt?: number | null;
  closedAt?: number | null;
  closed?: boolean;
}

/** A campaign as the dashboard reads it. */
export type CampaignRow = Campaign & CampaignEnd;

/** The campaign form's fields, as typed (the amount as text; the end date as yyyy-mm-dd, or empty). */
export type CampaignValues = Pick<CampaignInput, 'image' | 'category' | 'title' | 'description'> & { amount: string; endsOn: string };

export type CampaignErrors = Partial<Record<keyof CampaignValues, string>>;

export const EMPTY_CAMPAIGN: CampaignValues = { image: '', category: '', title: '', amount: '', description: '', endsOn: '' };

export const MAX_AMOUNT = MAX_AMOUNT_TK;

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as the yyyy-mm-dd of a date input, in the browser's time zone. */
export function dateInputValue(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The last millisecond of a yyyy-mm-dd day in the browser's time zone (a campaign "ends on" that day), or null. */
export function endOfDay(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!m) return null;
  const end = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59, 999);
  return end.getMonth() === Number(m[2]) - 1 ? end.getTime() : null;
}

/** The form's values for an existing campaign. */
export function valuesOf(campaign: CampaignRow): CampaignValues {
  return {
    image: campaign.image,
    category: campaign.category,
    title: campaign.title,
    amount: String(campaign.amount),
    description: campaign.description,
    endsOn: campaign.endsAt ? dateInputValue(campaign.endsAt) : '',
  };
}

/**
 * Every field is required but the end date; the image is a web address (or an /assets/ path); the
 * amount a positive number; a new end date is today or later (one kept as it was is not checked).
 */
export function validateCampaign(values: CampaignValues, now = Date.now(), before?: CampaignValues): CampaignErrors {
  const errors: CampaignErrors = {};
  const image = values.image.trim();
  if (!image) errors.image = 'Image URL is required';
  else if (!isImageLink(image)) errors.image = 'Enter a web address starting with http:// or https://';
  if (!values.category.trim()) errors.category = 'Category is required';
  if (!values.title.trim()) errors.title = 'Title is required';
  const amount = values.amount.trim();
  if (!amount) errors.amount = 'Amount is required';
  else if (textToPoisha(amount, Infinity) === null) errors.amount = 'Amount must be a positive number with at most 2 decimals';
  else if (Number(amount) > MAX_AMOUNT) errors.amount = `Amount must be at most ${MAX_AMOUNT.toLocaleString('en-US')}`;
  if (!values.description.trim()) errors.description = 'Description is required';
  if (values.endsOn.trim() && values.endsOn !== before?.endsOn) {
    const end = endOfDay(values.endsOn);
    if (end === null) errors.endsOn = 'Enter the end date as a date';
    else if (end <= now) errors.endsOn = 'The end date must be today or later';
  }
  return errors;
}

/** A campaign body with its end: the last millisecond of the chosen day, or null (none). */
export type CampaignBody = CampaignInput & { endsAt?: number | null };

/**
 * The body for POST /edit-donation/{id}: all five fields, trimmed, and the end date when it changed
 * from `before` (null clears it).
 */
export function campaignBody(values: CampaignValues, before?: CampaignValues): CampaignBody {
  const body: CampaignBody = {
    image: values.image.trim(),
    category: values.category.trim(),
    title: values.title.trim(),
    amount: values.amount.trim(),
    description: values.description.trim(),
  };
  if (values.endsOn !== before?.endsOn) body.endsAt = endOfDay(values.endsOn);
  return body;
}

/** The body for POST /create-donation: a new campaign starts with nothing raised; no end date, no endsAt. */
export function newCampaignBody(values: CampaignValues): CampaignBody {
  const { endsAt, ...body } = campaignBody(values);
  return { ...body, ...(endsAt == null ? {} : { endsAt }), donationAmount: 0, totalDonationAmount: 0 };
}
