import type { TFunction } from 'i18next';
import { MAX_AMOUNT_TK, normaliseAmount, textToPoisha } from 'api/rules';
import { formatTk } from 'shared-auth/i18n';
import { asciiDigits } from '../common/digits';

/** A typed amount as sent: Bengali digits as ASCII ones, no spaces, no thousands separators. */
export const typedAmount = (text: string) => normaliseAmount(asciiDigits(text));

/**
 * The message the donate form shows for a typed amount, or undefined when it is fine: api/rules'
 * amountError (the same checks, in the same order), in the page's language.
 */
export function amountError(t: TFunction, text: string, maxTk: number = MAX_AMOUNT_TK): string | undefined {
  const value = typedAmount(text);
  if (!value) return t('public-donate:errors.amountRequired');
  if (!/^\d*\.?\d*$/.test(value) || value === '.') return t('public-donate:errors.amountNotNumber');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return t('public-donate:errors.amountDecimals');
  if (!/[1-9]/.test(value)) return t('public-donate:errors.amountZero');
  if (textToPoisha(value, maxTk) === null) return t('public-donate:errors.amountMax', { max: formatTk(maxTk) });
  return undefined;
}
