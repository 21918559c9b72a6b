import type { TFunction } from 'i18next';
import { MAX_AMOUNT_TK, normaliseAmount, textToPoisha } from 'api/rules';
import { formatTk } from 'shared-auth/i18n';
import { asciiDigits } from '../common/digits';

/** A typed amount as sent: Bengali digits as ASCII ones, no spaces, no thousands separators. */
export const typedAmount = (text: string) => normaliseAmount(asciiDigits(text));

/**
 * Commas as thousands separators only: 1,234 and 1,234,567, or in lakhs and crores as Bangladesh
 * writes them (and formatTk shows Bangla amounts): 1,00,000 and 1,00,00,000. Any other comma ("12,34",
 * "1,2", "1,2345") is someone's decimal comma, which dropping it would read as 100 times the amount.
 */
const GROUPED = /^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.\d*)?$/;

/**
 * The message the donate form shows for a typed amount, or undefined when it is fine: api/rules'
 * amountError (the same checks, in the same order), in the page's language, and before them two
 * the API cannot make on the text it is sent (commas already dropped): a minus sign says the amount
 * must be more than 0, and a comma that does not separate thousands asks for a dot for poisha.
 */
export function amountError(t: TFunction, text: string, maxTk: number = MAX_AMOUNT_TK): string | undefined {
  const typed = asciiDigits(text).trim();
  const value = normaliseAmount(typed);
  if (!value) return t('public-donate:errors.amountRequired');
  if (/^[-−]\s*\d*\.?\d*$/.test(value) && /\d/.test(value)) return t('public-donate:errors.amountZero');
  if (!/^\d*\.?\d*$/.test(value) || value === '.') return t('public-donate:errors.amountNotNumber');
  if (typed.includes(',') && !GROUPED.test(typed)) return t('public-donate:errors.amountComma');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return t('public-donate:errors.amountDecimals');
  if (!/[1-9]/.test(value)) return t('public-donate:errors.amountZero');
  if (textToPoisha(value, maxTk) === null) return t('public-donate:errors.amountMax', { max: formatTk(maxTk) });
  return undefined;
}
