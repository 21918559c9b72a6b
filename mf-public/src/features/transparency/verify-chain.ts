/**
 * The ledger's hash chain, recomputed in the browser with WebCrypto: the same rule as the API's
 * (api/src/ledger/chain.ts). hash = hex(SHA-256(UTF-8(prevHash + canonical))), canonical being
 * JSON.stringify of exactly these fields in this order; the first prevHash is 64 zeros.
 */
import type { TFunction } from 'i18next';
import type { LedgerEntry } from 'api/types';
import { formatCount } from 'shared-auth/i18n';

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

/** What broke at an entry (hashes shortened to their first 16 digits). */
export type EntryProblem =
  /** It is not the entry expected: it follows `after`. */
  | { seq: number; problem: 'sequence'; after: number }
  /** It names `named` as the hash before it, but that is `expected` (null: the chain's start, 64 zeros). */
  | { seq: number; problem: 'link'; named: string; expected: string | null }
  /** Its content hashes to `computed`, but its recorded hash is `recorded`. */
  | { seq: number; problem: 'hash'; computed: string; recorded: string };

/** The chain against its published head: fewer entries could be read, or the last one is not the head. */
export type HeadProblem =
  | { seq: null; problem: 'head'; count: number; read: number }
  | { seq: number; problem: 'head'; end: string; head: string };

export type ChainCheck = { ok: true; head: string; next: number } | ({ ok: false } & EntryProblem);

/** Checks entries in chain order from `start` (the hash before the first of them, and its number). */
export async function verifyEntries(entries: ChainEntry[], start: { prevHash: string; expectedSeq: number }): Promise<ChainCheck> {
  let prev = start.prevHash;
  let seq = start.expectedSeq;
  for (const e of entries) {
    if (e.seq !== seq) return { ok: false, seq: e.seq, problem: 'sequence', after: seq - 1 };
    if (e.prevHash !== prev) return { ok: false, seq: e.seq, problem: 'link', named: short(e.prevHash), expected: seq === 1 ? null : short(prev) };
    const h = await entryHash(prev, e);
    if (h !== e.hash) return { ok: false, seq: e.seq, problem: 'hash', computed: short(h), recorded: short(e.hash) };
    prev = e.hash;
    seq += 1;
  }
  return { ok: true, head: prev, next: seq };
}

export type LedgerCheck = { ok: true; count: number; head: string } | ({ ok: false } & (EntryProblem | HeadProblem));

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
  if (checked !== head.count) return { ok: false, seq: null, problem: 'head', count: head.count, read: checked };
  if (start.prevHash !== head.head) return { ok: false, seq: checked, problem: 'head', end: short(start.prevHash), head: short(head.head) };
  return { ok: true, count: checked, head: head.head };
}

/**
 * What a failed check says, in the page's language (`t` with the public-transparency namespace
 * loaded). Entry numbers stay as the ledger writes them, like references; counts follow the language.
 */
export function chainProblemText(t: TFunction, failure: EntryProblem | HeadProblem): string {
  switch (failure.problem) {
    case 'sequence':
      return t('public-transparency:problems.sequence', { seq: formatCount(failure.seq), after: formatCount(failure.after) });
    case 'link':
      return failure.expected === null
        ? t('public-transparency:problems.linkFirst', { seq: formatCount(failure.seq), named: failure.named })
        : t('public-transparency:problems.link', { seq: formatCount(failure.seq), named: failure.named, previous: formatCount(failure.seq - 1), expected: failure.expected });
    case 'hash':
      return t('public-transparency:problems.hash', { seq: formatCount(failure.seq), computed: failure.computed, recorded: failure.recorded });
    default:
      return failure.seq === null
        ? t('public-transparency:problems.count', { count: failure.count, total: formatCount(failure.count), read: formatCount(failure.read) })
        : t('public-transparency:problems.head', { seq: formatCount(failure.seq), end: failure.end, head: failure.head });
  }
}
