/**
 * The ledger's hash chain, recomputed in the browser with WebCrypto: the same rule as the API's
 * (api/src/ledger/chain.ts). hash = hex(SHA-256(UTF-8(prevHash + canonical))), canonical being
 * JSON.stringify of exactly these fields in this order; the first prevHash is 64 zeros.
 */
import type { LedgerEntry } from 'api/types';

/**
 * The hash before the first entry. Kept here, not imported at run time from shared-auth: shared-auth is
 * the shell's singleton, and this remote must work under a shell built before the ledger existed.
 */
export const LEDGER_GENESIS = '0'.repeat(64);

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
const short = (hash: string) => `${hash.slice(0, 16)}…`;

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
    if (e.seq !== seq)
      return { ok: false, seq: e.seq, problem: 'sequence', message: `Entry #${e.seq} does not verify: it follows #${seq - 1}, so entries are missing or out of order.` };
    if (e.prevHash !== prev)
      return {
        ok: false,
        seq: e.seq,
        problem: 'link',
        message: `Entry #${e.seq} does not verify: its link broke. It names ${short(e.prevHash)} as the hash before it, but ${seq === 1 ? 'the chain starts at 64 zeros' : `entry #${seq - 1}'s hash is ${short(prev)}`}.`,
      };
    const h = await entryHash(prev, e);
    if (h !== e.hash)
      return {
        ok: false,
        seq: e.seq,
        problem: 'hash',
        message: `Entry #${e.seq} does not verify: its hash broke. Its content hashes to ${short(h)}, but its recorded hash is ${short(e.hash)}: the entry was changed after it was written.`,
      };
    prev = e.hash;
    seq += 1;
  }
  return { ok: true, head: prev, next: seq };
}

export type LedgerCheck =
  | { ok: true; count: number; head: string }
  | { ok: false; seq: number | null; problem: 'hash' | 'link' | 'sequence' | 'head'; message: string };

/**
 * The whole check: given the published head (its entry count and hash, read first), fetches the
 * chain page by page from offset 0 and verifies it. Entries appended while it runs are left for the
 * next check (the chain is append-only, so the first `count` entries are the ones the head covers).
 */
export async function verifyLedger(
  head: { count: number; head: string },
  fetchPage: (offset: number) => Promise<ChainEntry[]>,
  onProgress: (checked: number, total: number) => void = () => {},
): Promise<LedgerCheck> {
  let start = { prevHash: LEDGER_GENESIS, expectedSeq: 1 };
  let checked = 0;
  while (checked < head.count) {
    const page = (await fetchPage(checked)).slice(0, head.count - checked);
    if (page.length === 0) break;
    const result = await verifyEntries(page, start);
    if (!result.ok) return result;
    start = { prevHash: result.head, expectedSeq: result.next };
    checked += page.length;
    onProgress(checked, head.count);
  }
  if (checked !== head.count)
    return { ok: false, seq: null, problem: 'head', message: `The ledger says it has ${head.count} entries, but only ${checked} could be read.` };
  if (start.prevHash !== head.head)
    return {
      ok: false,
      seq: checked,
      problem: 'head',
      message: `Entry #${checked} does not verify against the published head: the entries end at ${short(start.prevHash)}, but the head is ${short(head.head)}.`,
    };
  return { ok: true, count: checked, head: head.head };
}
