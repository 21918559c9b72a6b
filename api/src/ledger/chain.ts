/**
 * The ledger's hash chain (pure). An entry's hash is hex(SHA-256(UTF-8(prevHash + canonical(entry)))),
 * canonical being JSON.stringify of exactly these fields in this (sorted) order. The browser check on
 * /transparency computes the same with WebCrypto (mf-public features/transparency/verify-chain.ts).
 *
 * referenceHash (the transaction ID or cheque number, never the reference itself) is a field like any
 * other: the chain covers the value stored, and every check (the browser's, `npm run ledger:verify`)
 * recomputes the chain from stored values, never a referenceHash from a reference. How it is made:
 * - New entries: hex(HMAC-SHA-256(key, UTF-8(reference))), the key derived (HKDF-SHA-256, info
 *   "relief ledger reference v1") from the server's JWT_SECRET (referenceHashKey). References are short and
 *   guessable (a six-digit cheque number is 10^6 tries; a known bKash TrxID one), so a plain hash would let
 *   anyone reverse them or test whether a payment is in the ledger; without the secret no one can. Entries
 *   written without the secret (the demo seed, the bench) use a random key of their process: the same
 *   protection, and nothing compares their values. A new JWT_SECRET gives new entries a new key.
 * - Entries written before keyed hashes (plain hex(SHA-256(UTF-8(reference)))) keep their stored value:
 *   rewriting it would break the chain. Nothing compares a referenceHash with a reference (duplicate IDs
 *   and statement imports match donations.transaction_id), so old and new values never need to agree.
 */
import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { LEDGER_GENESIS } from '../types.js';

export { LEDGER_GENESIS };

export interface ChainFields {
  seq: number;
  kind: 'confirm' | 'refund' | 'offline';
  donationId: string;
  campaignId: string | null;
  donor: string;
  amountPoisha: number;
  method: string;
  channel: string | null;
  referenceHash: string | null;
  time: number;
}

export interface ChainedEntry extends ChainFields {
  prevHash: string;
  hash: string;
}

/** The exact text that is hashed after the previous hash. */
export function canonical(e: ChainFields): string {
  return JSON.stringify({
    amountPoisha: e.amountPoisha,
    campaignId: e.campaignId,
    channel: e.channel,
    donationId: e.donationId,
    donor: e.donor,
    kind: e.kind,
    method: e.method,
    referenceHash: e.referenceHash,
    seq: e.seq,
    time: e.time,
  });
}

export function entryHash(prevHash: string, e: ChainFields): string {
  return createHash('sha256').update(prevHash + canonical(e), 'utf8').digest('hex');
}

/** The HMAC key of new entries' referenceHash, derived from the server's secret (JWT_SECRET), which only signs tokens itself. */
export const referenceHashKey = (secret: string): Buffer => Buffer.from(hkdfSync('sha256', secret, 'relief', 'relief ledger reference v1', 32));

/** A key no one else has: for writers without the server's secret (the demo seed, the bench). */
export const throwAwayReferenceKey = (): Buffer => randomBytes(32);

/** hex HMAC-SHA-256 of a payment reference (transaction ID, cheque number) under `key`; null when there is none. */
export function referenceHash(reference: string | null, key: Buffer): string | null {
  return reference ? createHmac('sha256', key).update(reference, 'utf8').digest('hex') : null;
}

export type ChainProblem = { seq: number; problem: 'hash' | 'link' | 'sequence'; message: string };

/**
 * Checks entries in chain order, continuing from `prevHash` (the hash before the first of them) and
 * `expectedSeq` (the first one's number). Returns the first bad entry, or the new head.
 */
export function verifyEntries(
  entries: Iterable<ChainedEntry>,
  start: { prevHash: string; expectedSeq: number } = { prevHash: LEDGER_GENESIS, expectedSeq: 1 },
): { ok: true; head: string; next: number } | ({ ok: false } & ChainProblem) {
  let prev = start.prevHash;
  let seq = start.expectedSeq;
  for (const e of entries) {
    if (e.seq !== seq) return { ok: false, seq: e.seq, problem: 'sequence', message: `entry #${e.seq} follows #${seq - 1}: entries are missing or out of order` };
    if (e.prevHash !== prev) return { ok: false, seq: e.seq, problem: 'link', message: `entry #${e.seq} does not link to the entry before it (prevHash ${e.prevHash.slice(0, 12)}…, expected ${prev.slice(0, 12)}…)` };
    const h = entryHash(prev, e);
    if (h !== e.hash) return { ok: false, seq: e.seq, problem: 'hash', message: `entry #${e.seq} was changed: its content hashes to ${h.slice(0, 12)}…, the chain says ${e.hash.slice(0, 12)}…` };
    prev = e.hash;
    seq += 1;
  }
  return { ok: true, head: prev, next: seq };
}
