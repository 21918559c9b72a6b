/** The transfer details a donor types: checked as the API checks them (api/src/payments/fields.ts). */
import type { TransferChannel } from 'api/types';

export const CHANNEL_LABELS: Record<TransferChannel, string> = { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket', bank: 'Bank transfer' };

/** "  8n7a-6b5c " → "8N7A-6B5C". */
export const normaliseTransactionId = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export function transactionIdError(value: string): string | null {
  const id = normaliseTransactionId(value);
  if (!id) return null;
  return /^[A-Z0-9-]{4,40}$/.test(id) ? null : 'Use the 4 to 40 letters and digits of the transaction ID, such as 8N7A6B5C4D';
}

export function senderError(value: string, channel: TransferChannel | null, transactionId: string): string | null {
  const v = value.replace(/[\s-]/g, '');
  if (!v) return normaliseTransactionId(transactionId) ? 'Enter the number you sent the money from' : null;
  if (channel === 'bank') return /^\d{6,20}$/.test(v) ? null : 'Enter the bank account number you sent from (6 to 20 digits)';
  return /^(?:\+?88)?01[3-9]\d{8}$/.test(v) ? null : 'Enter a mobile number such as 01712345678';
}
