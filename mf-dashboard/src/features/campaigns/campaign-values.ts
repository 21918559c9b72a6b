import { DHAKA_OFFSET_MS, isImageLink, MAX_AMOUNT_TK, textToPoisha } from 'api/rules';
import type { CampaignInput, CampaignSummary } from 'api/types';
import { i18n, formatCount } from 'shared-auth/i18n';
import { NS } from '../../i18n';

/** Translates in the page's language, at the time of the call. */
const t = i18n.getFixedT(null, NS.campaigns);

/** What the API answers about a campaign's end (GET /donations, GET /single-donation/{id}). */
export type CampaignEnd = Pick<CampaignSummary, 'endsAt' | 'closedAt' | 'closed'>;

/** A campaign as the dashboard reads it (the list's fields: the dashboard shows no donor list). */
export type CampaignRow = CampaignSummary;

/** The campaign form's fields, as typed (the amount as text; the end date as yyyy-mm-dd, or empty). */
export type CampaignValues = Pick<CampaignInput, 'image' | 'category' | 'title' | 'description'> & { amount: string; endsOn: string };

export type CampaignErrors = Partial<Record<keyof CampaignValues, string>>;

export const EMPTY_CAMPAIGN: CampaignValues = { image: '', category: '', title: '', amount: '', description: '', endsOn: '' };

export const MAX_AMOUNT = MAX_AMOUNT_TK;

/**
 * End dates are days of the platform's time zone, Dhaka (UTC+6, no daylight saving): the API reads a
 * date-only `endsAt` ("2026-12-10") as the end of that day there, and answers it as the first moment
 * of the next day (ms).
 */

/** The yyyy-mm-dd of a moment in Dhaka. */
function dhakaDate(ms: number): string {
  return new Date(ms + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date input's value for a campaign's end (ms): its last day, in Dhaka. */
export function dateInputValue(endsAt: number): string {
  return dhakaDate(endsAt - 1);
}

/** Today's yyyy-mm-dd in Dhaka: the earliest end date. */
export function today(now = Date.now()): string {
  return dhakaDate(now);
}

/** Whether a yyyy-mm-dd is a day of the calendar (not 2026-02-30). */
export function isCalendarDay(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m !== null && new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === date;
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
 * The messages are in the page's language.
 */
export function validateCampaign(values: CampaignValues, now = Date.now(), before?: CampaignValues): CampaignErrors {
  const errors: CampaignErrors = {};
  const image = values.image.trim();
  if (!image) errors.image = t('errors.imageRequired');
  else if (!isImageLink(image)) errors.image = t('errors.imageLink');
  if (!values.category.trim()) errors.category = t('errors.categoryRequired');
  if (!values.title.trim()) errors.title = t('errors.titleRequired');
  const amount = values.amount.trim();
  if (!amount) errors.amount = t('errors.amountRequired');
  else if (textToPoisha(amount, Infinity) === null) errors.amount = t('errors.amountFormat');
  else if (Number(amount) > MAX_AMOUNT) errors.amount = t('errors.amountMax', { max: formatCount(MAX_AMOUNT) });
  if (!values.description.trim()) errors.description = t('errors.descriptionRequired');
  const endsOn = values.endsOn.trim();
  if (endsOn && values.endsOn !== before?.endsOn) {
    if (!isCalendarDay(endsOn)) errors.endsOn = t('errors.endsOnDate');
    else if (endsOn < today(now)) errors.endsOn = t('errors.endsOnPast');
  }
  return errors;
}

/** A campaign body; its end is the chosen day (yyyy-mm-dd, the API makes it the end of that day in Dhaka), or null (none). */
export type CampaignBody = CampaignInput;

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
  if (values.endsOn !== before?.endsOn) body.endsAt = values.endsOn.trim() || null;
  return body;
}

/** The body for POST /create-donation: a new campaign starts with nothing raised; no end date, no endsAt. */
export function newCampaignBody(values: CampaignValues): CampaignBody {
  const { endsAt, ...body } = campaignBody(values);
  return { ...body, ...(endsAt == null ? {} : { endsAt }), donationAmount: 0, totalDonationAmount: 0 };
}
