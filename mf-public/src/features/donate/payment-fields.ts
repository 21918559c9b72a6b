/** The transfer details a donor types: checked as the API checks them (api/src/payments/fields.ts). */
import type { TFunction } from 'i18next';
import type { TransferChannel } from 'api/types';
import { asciiDigits } from '../common/digits';

/** A transfer channel's name in the page's language (bKash is বিকাশ in Bangla, as the API's instructions say). */
export function channelLabel(t: TFunction, channel: TransferChannel): string {
  switch (channel) {
    case 'bkash':
      return t('public-donate:channels.bkash');
    case 'nagad':
      return t('public-donate:channels.nagad');
    case 'rocket':
      return t('public-donate:channels.rocket');
    default:
      return t('public-donate:channels.bank');
  }
}

/** "  8n7a-6b5c " → "8N7A-6B5C" (Bengali digits as ASCII ones). */
export const normaliseTransactionId = (value: string) => asciiDigits(value).replace(/\s+/g, '').toUpperCase();

/** A sender number as sent: Bengali digits as ASCII ones, trimmed. */
export const normaliseSenderNumber = (value: string) => asciiDigits(value).trim();

export function transactionIdError(t: TFunction, value: string): string | null {
  const id = normaliseTransactionId(value);
  if (!id) return null;
  return /^[A-Z0-9-]{4,40}$/.test(id) ? null : t('public-donate:errors.transactionId');
}

export function senderError(t: TFunction, value: string, channel: TransferChannel | null, transactionId: string): string | null {
  const v = normaliseSenderNumber(value).replace(/[\s-]/g, '');
  if (!v) return normaliseTransactionId(transactionId) ? t('public-donate:errors.senderRequired') : null;
  if (channel === 'bank') return /^\d{6,20}$/.test(v) ? null : t('public-donate:errors.senderBank');
  return /^(?:\+?88)?01[3-9]\d{8}$/.test(v) ? null : t('public-donate:errors.senderMobile');
}
