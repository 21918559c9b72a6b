/**
 * The ledger's hash chain, recomputed in the browser with WebCrypto: the same rule as the API's
 * (api/src/ledger/chain.ts). hash = hex(SHA-256(UTF-8(prevHash + canonical))), canonical being
 * JSON.stringify of exactly these fields in this order; the first prevHash is 64 zeros.
 */
import type { LedgerEntry } from 'shared-auth';

export type ChainEntry = Pick<
  LedgerEntry,
  'seq' | 'kind' | 'donationId' | 'campaignId' | 'donor' | 'amountPoisha' | 'method' | 'channel' | 'referenceHash' | 'time' | 'prevHash' | 'hash'
>;

export function canonical(e: ChainEntry): string {
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

const encoder = new TextEncoder();

export async function entryHash(prevHash: string, e: ChainEntry): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(prevHash + canonical(e)));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export type ChainCheck =
  | { ok: true; head: string; next: number }
  | { ok: false; seq: number; problem: 'hash' | 'link' | 'sequence'; message: string };

/** Checks entries in chain order from `start` (the hash before the first of them, and its number). */
export async function verifyEntries(entries: ChainEntry[], start: { prevHash: string; expectedSeq: number }): Promise<ChainCheck> {
  let prev = start.prevHash;
  let seq = start.expectedSeq;
  for (const e of entries) {
    if (e.seq !== seq) return { ok: false, seq: e.seq, problem: 'sequence', message: `Entry #${e.seq} follows #${seq - 1}: entries are missing or out of order.` };
    if (e.prevHash !== prev) return { ok: false, seq: e.seq, problem: 'link', message: `Entry #${e.seq} does not link to the entry before it.` };
    const h = await entryHash(prev, e);
    if (h !== e.hash) return { ok: false, seq: e.seq, problem: 'hash', message: `Entry #${e.seq} was changed: its content hashes to ${h.slice(0, 16)}…, the chain says ${e.hash.slice(0, 16)}….` };
    prev = e.hash;
    seq += 1;
  }
  return { ok: true, head: prev, next: seq };
}
