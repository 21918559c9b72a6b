import { Type } from 'typebox';
import { ledgerColumns as c } from '../db/row-schemas.js';
import { Nullable, withOptions } from '../lib/schemas.js';

/**
 * A ledger row as answered: the public, hash-chained ledger of money (every confirmation, refund and offline gift).
 * As stored, except donation_id and campaign_id as text, and `amount` (Tk) beside amount_poisha.
 *
 * hash = hex(SHA-256(UTF-8(prevHash + canonical))), where canonical is JSON.stringify of
 * { amountPoisha, campaignId, channel, donationId, donor, kind, method, referenceHash, seq, time }
 * with exactly those keys in that (sorted) order; the first entry's prevHash is 64 zeros (LEDGER_GENESIS).
 */
export const LedgerEntrySchema = Type.Object({
  seq: c.seq,
  kind: c.kind,
  donationId: Type.String(),
  campaignId: Nullable(Type.String()),
  campaignTitle: c.campaignTitle,
  donor: withOptions(c.donor, { description: 'The donor\'s name as shown publicly, or "Anonymous".' }),
  amount: Type.Number({ description: "Tk; refunds are entries of their own with a positive amount and kind 'refund'." }),
  amountPoisha: c.amountPoisha,
  method: c.method,
  channel: c.channel,
  referenceHash: withOptions(c.referenceHash, { description: 'The transaction ID or cheque number, keyed-hashed: hex HMAC-SHA-256 under a key only the server has, so it cannot be reversed or tested for (entries from before keyed hashes: plain hex SHA-256, kept as the chain covers them); null when there was none. Checks of the chain use it as stored (see ledger/chain.ts).' }),
  time: c.time,
  prevHash: c.prevHash,
  hash: c.hash,
});

/** GET /ledger/summary: each campaign's confirmed income, refunds and net (Tk), with the chain's count and head. */
export const LedgerSummarySchema = Type.Object({
  count: Type.Integer(),
  head: Type.String(),
  campaigns: Type.Array(
    Type.Object({
      campaignId: Nullable(Type.String()),
      title: Type.String(),
      confirmed: Type.Number(),
      refunded: Type.Number(),
      net: Type.Number(),
      entries: Type.Integer(),
    }),
  ),
});
