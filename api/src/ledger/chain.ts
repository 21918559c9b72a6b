/**
 * The ledger's hash chain (pure). An entry's hash is hex(SHA-256(UTF-8(prevHash + canonical(entry)))),
 * canonical being JSON.stringify of exactly these fields in this (sorted) order. The browser check on
 * /transparency computes the same with WebCrypto (mf-public features/transparency/verify-chain.ts).
 */
import { createHash } from 'node:crypto';
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

/** hex SHA-256 of a payment reference (transaction ID, cheque number); null when there is none. */
export function referenceHash(reference: string | null): string | null {
  return reference ? createHash('sha256').update(reference, 'utf8').digest('hex') : null;
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
