/** Payment details as people type them: normalised, or a 400 that says what is wrong. */
import { badRequest } from '../lib/errors.js';
import type { TransferChannel } from '../types.js';

const TRANSACTION_ID = /^[A-Z0-9-]{4,40}$/;

/** "  8n7a6b5c4d " → "8N7A6B5C4D"; 4–40 of A–Z, 0–9 and "-". */
export function normaliseTransactionId(value: string, field = 'body/transactionId'): string {
  const id = value.replace(/\s+/g, '').toUpperCase();
  if (!TRANSACTION_ID.test(id)) throw badRequest('field.transactionId', { field });
  return id;
}

/** A Bangladeshi mobile number as 01XXXXXXXXX (from 01…, 8801… or +8801…, spaces and dashes ignored). */
export function normaliseMobile(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  const m = /^(?:\+?88)?(01[3-9]\d{8})$/.exec(digits);
  return m ? m[1]! : null;
}

/**
 * A sender number as a statement is compared with a gift: a Bangladeshi mobile as 01XXXXXXXXX whether
 * written +8801…, 8801…, 01… or 1…, with spaces, dashes, dots and brackets ignored; any other number
 * (a bank account) as its characters without them. A statement's masked digits (X or *) stay.
 */
export function senderKey(value: string): string {
  const s = value.replace(/[\s\-().]/g, '').toUpperCase();
  const mobile = /^(?:\+?880|0)?(1[3-9][\dX*]{8})$/.exec(s);
  return mobile ? `0${mobile[1]}` : s.replace(/^\+/, '');
}

/** Whether two sender numbers are the same account (senderKey of each; a masked digit matches any digit). */
export function sameSender(a: string, b: string): boolean {
  const x = senderKey(a);
  const y = senderKey(b);
  const masked = (c: string | undefined) => c === 'X' || c === '*';
  return x.length === y.length && [...x].every((c, i) => c === y[i] || masked(c) || masked(y[i]));
}

/** The number a transfer came from: a mobile number for wallets, 6–20 digits for a bank account. */
export function normaliseSender(value: string, channel: TransferChannel | null, field = 'body/senderNumber'): string {
  if (channel === 'bank') {
    const digits = value.replace(/[\s-]/g, '');
    if (!/^\d{6,20}$/.test(digits)) throw badRequest('field.senderBank', { field });
    return digits;
  }
  const mobile = normaliseMobile(value);
  if (!mobile) throw badRequest('field.mobile', { field });
  return mobile;
}
