import type { OfflineChannel, OfflineGiftInput } from 'api/types';
import { amountError, isEmail, LIMITS, MAX_AMOUNT_TK, normaliseAmount } from 'api/rules';
import { i18n, formatCount, formatTk } from 'shared-auth/i18n';
import { NS } from '../../i18n';

/** The messages below, in the page's language when they are made. */
const t = i18n.getFixedT(null, NS.payments);

/** The offline-gift form's fields, as typed. */
export interface OfflineGiftValues {
  campaignId: string;
  amount: string;
  name: string;
  email: string;
  anonymous: boolean;
  channel: OfflineChannel;
  /** Cheque or receipt-book number. */
  reference: string;
  /** The day the money came, YYYY-MM-DD (a date input's value). */
  receivedOn: string;
}

export type OfflineGiftErrors = Partial<Record<keyof OfflineGiftValues, string>>;

export const NAME_MAX = LIMITS.name;
export const REFERENCE_MAX = LIMITS.offlineReference;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * What is wrong with a typed amount, in the page's language: api/rules' amountError decides (the
 * rule the donate form and the API share); its English message is told again here by its cause.
 */
export function amountMessage(text: string): string | undefined {
  if (amountError(text) === undefined) return undefined;
  const value = normaliseAmount(text);
  if (!value) return t('amountErrors.required');
  if (!/^\d*\.?\d*$/.test(value) || value === '.') return t('amountErrors.notNumber');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return t('amountErrors.decimals');
  if (!/[1-9]/.test(value)) return t('amountErrors.zero');
  return t('amountErrors.tooLarge', { max: formatTk(MAX_AMOUNT_TK) });
}

/** Today in the browser's time zone, as a date input's value. */
export function todayValue(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyOfflineGift(now = new Date()): OfflineGiftValues {
  return { campaignId: '', amount: '', name: '', email: '', anonymous: false, channel: 'cash', reference: '', receivedOn: todayValue(now) };
}

/** Local midnight of a YYYY-MM-DD day, or null when it is not a real day. */
function dayStart(value: string): Date | null {
  const m = DAY.exec(value);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return todayValue(date) === value ? date : null;
}

/** Campaign, amount, donor name and day are required; the email is optional but must look like one; no day in the future. */
export function validateOfflineGift(values: OfflineGiftValues, now = new Date()): OfflineGiftErrors {
  const errors: OfflineGiftErrors = {};
  if (!values.campaignId) errors.campaignId = t('offline.errors.campaign');
  const amount = amountMessage(values.amount);
  if (amount) errors.amount = amount;
  const name = values.name.trim();
  if (!name) errors.name = t('offline.errors.name');
  else if (name.length > NAME_MAX) errors.name = t('offline.errors.nameTooLong', { max: formatCount(NAME_MAX) });
  const email = values.email.trim();
  if (email && !isEmail(email)) errors.email = t('offline.errors.email');
  if (values.channel !== 'cash' && values.channel !== 'cheque') errors.channel = t('offline.errors.channel');
  if (values.reference.trim().length > REFERENCE_MAX) errors.reference = t('offline.errors.referenceTooLong', { max: formatCount(REFERENCE_MAX) });
  const day = dayStart(values.receivedOn);
  if (!day) errors.receivedOn = t('offline.errors.day');
  else if (values.receivedOn > todayValue(now)) errors.receivedOn = t('offline.errors.dayInFuture');
  return errors;
}

/**
 * The body of POST /user-donations/offline. The amount goes as the typed numeric string; email and
 * reference only when given. Received today: no time (the server takes "now"); an earlier day: its
 * noon in the browser's time zone (never in the future, whatever the clocks say).
 */
export function offlineGiftBody(values: OfflineGiftValues, now = new Date()): OfflineGiftInput {
  const email = values.email.trim();
  const reference = values.reference.trim();
  const body: OfflineGiftInput = {
    campaignId: values.campaignId,
    donationAmount: normaliseAmount(values.amount),
    name: values.name.trim(),
    anonymous: values.anonymous,
    channel: values.channel,
  };
  if (email) body.email = email;
  if (reference) body.reference = reference;
  const day = dayStart(values.receivedOn);
  if (day && values.receivedOn < todayValue(now)) {
    day.setHours(12);
    body.receivedAt = day.getTime();
  }
  return body;
}
