/**
 * The ledger table: appendLedger (synchronous, inside the transaction of the change of money), public
 * reads, and a full verification that streams the table. Appends are serialised by SQLite's write
 * lock (every money change runs in an IMMEDIATE transaction), so each entry links to the true head.
 */
import type Database from 'better-sqlite3';
import type { Db } from '../db/client.js';
import { toTk } from '../lib/money.js';
import type { LedgerEntry, LedgerSummary } from '../types.js';
import { entryHash, LEDGER_GENESIS, verifyEntries, type ChainedEntry, type ChainFields, type ChainProblem } from './chain.js';

export interface LedgerAppend extends Omit<ChainFields, 'seq'> {
  campaignTitle: string;
}

export interface Row {
  seq: number;
  kind: 'confirm' | 'refund' | 'offline';
  donation_id: number;
  campaign_id: number | null;
  campaign_title: string;
  donor: string;
  amount_poisha: number;
  method: string;
  channel: string | null;
  reference_hash: string | null;
  time: number;
  prev_hash: string;
  hash: string;
}

export const toChained = (r: Row): ChainedEntry => ({
  seq: r.seq,
  kind: r.kind,
  donationId: String(r.donation_id),
  campaignId: r.campaign_id === null ? null : String(r.campaign_id),
  donor: r.donor,
  amountPoisha: r.amount_poisha,
  method: r.method,
  channel: r.channel,
  referenceHash: r.reference_hash,
  time: r.time,
  prevHash: r.prev_hash,
  hash: r.hash,
});

export const toEntry = (r: Row): LedgerEntry => ({
  ...(toChained(r) as Omit<LedgerEntry, 'campaignTitle' | 'amount'>),
  method: r.method as LedgerEntry['method'],
  channel: r.channel as LedgerEntry['channel'],
  campaignTitle: r.campaign_title,
  amount: toTk(r.amount_poisha),
});

const prepared = new WeakMap<Database.Database, { head: Database.Statement; insert: Database.Statement }>();

/** Appends one entry after the current head (synchronous; inside the change's transaction). Returns its seq. */
export function appendLedger(db: Db, e: LedgerAppend): number {
  const sqlite = db.$client;
  let st = prepared.get(sqlite);
  if (!st) {
    st = {
      head: sqlite.prepare('SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1'),
      insert: sqlite.prepare(
        `INSERT INTO ledger (seq, kind, donation_id, campaign_id, campaign_title, donor, amount_poisha, method, channel, reference_hash, time, prev_hash, hash)
         VALUES (@seq, @kind, @donationId, @campaignId, @campaignTitle, @donor, @amountPoisha, @method, @channel, @referenceHash, @time, @prevHash, @hash)`,
      ),
    };
    prepared.set(sqlite, st);
  }
  const row = ledgerRow(st.head.get() as { seq: number; hash: string } | undefined, e);
  st.insert.run(row);
  return row.seq;
}

/**
 * The row that appends entry `e` after the chain's head (either database): its seq, the fields the hash
 * covers, the previous hash and its own.
 */
export function ledgerRow(head: { seq: number; hash: string } | undefined, e: LedgerAppend) {
  const seq = (head?.seq ?? 0) + 1;
  const prevHash = head?.hash ?? LEDGER_GENESIS;
  const fields: ChainFields = {
    seq,
    kind: e.kind,
    donationId: e.donationId,
    campaignId: e.campaignId,
    donor: e.donor,
    amountPoisha: e.amountPoisha,
    method: e.method,
    channel: e.channel,
    referenceHash: e.referenceHash,
    time: e.time,
  };
  return {
    ...fields,
    donationId: Number(e.donationId),
    campaignId: e.campaignId === null ? null : Number(e.campaignId),
    campaignTitle: e.campaignTitle,
    prevHash,
    hash: entryHash(prevHash, fields),
  };
}

/** A per-campaign sum of the ledger as answered (either database). */
export function ledgerCampaignOf(r: { campaign_id: number | null; title: string; confirmed: number; refunded: number; entries: number }) {
  return {
    campaignId: r.campaign_id === null ? null : String(r.campaign_id),
    title: r.title,
    confirmed: toTk(r.confirmed),
    refunded: toTk(r.refunded),
    net: toTk(r.confirmed - r.refunded),
    entries: r.entries,
  };
}

export interface LedgerQuery {
  campaignId?: number;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export type LedgerVerification = { ok: true; count: number; head: string } | ({ ok: false; count: number } & ChainProblem);

export interface LedgerRepository {
  list(query: LedgerQuery): Promise<{ rows: LedgerEntry[]; total: number }>;
  head(): Promise<{ count: number; head: string }>;
  summary(): Promise<LedgerSummary>;
  /** Recomputes the whole chain from the table (streams it; memory stays flat). */
  verify(): Promise<LedgerVerification>;
}

export function createLedgerRepository(db: Db): LedgerRepository {
  const sqlite = db.$client;
  const headRow = sqlite.prepare<[], { seq: number; hash: string }>('SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1');
  const count = sqlite.prepare('SELECT count(*) FROM ledger').pluck();
  const head = () => {
    const h = headRow.get();
    return { count: count.get() as number, head: h?.hash ?? LEDGER_GENESIS };
  };
  const byCampaign = sqlite.prepare<
    [],
    { campaign_id: number | null; title: string; confirmed: number; refunded: number; entries: number }
  >(
    `SELECT l.campaign_id, coalesce(c.title, max(l.campaign_title)) AS title,
            sum(CASE WHEN l.kind = 'refund' THEN 0 ELSE l.amount_poisha END) AS confirmed,
            sum(CASE WHEN l.kind = 'refund' THEN l.amount_poisha ELSE 0 END) AS refunded,
            count(*) AS entries
     FROM ledger l LEFT JOIN campaigns c ON c.id = l.campaign_id
     GROUP BY l.campaign_id ORDER BY confirmed - refunded DESC, title ASC`,
  );
  return {
    async list({ campaignId, order, limit, offset }) {
      const where = campaignId === undefined ? '' : 'WHERE campaign_id = ?';
      const params = campaignId === undefined ? [] : [campaignId];
      const rows = sqlite
        .prepare<unknown[], Row>(`SELECT * FROM ledger ${where} ORDER BY seq ${order === 'desc' ? 'DESC' : 'ASC'} LIMIT ? OFFSET ?`)
        .all(...params, limit, offset);
      const total = sqlite.prepare(`SELECT count(*) FROM ledger ${where}`).pluck().get(...params) as number;
      return { rows: rows.map(toEntry), total };
    },
    async head() {
      return head();
    },
    async summary() {
      const h = head();
      return {
        ...h,
        campaigns: byCampaign.all().map(ledgerCampaignOf),
      };
    },
    async verify() {
      return verifyLedger(sqlite);
    },
  };
}

/** Recomputes the whole chain of a database (streams the table; memory stays flat). Synchronous. */
export function verifyLedger(sqlite: Database.Database): LedgerVerification {
  const rows = sqlite.prepare<[], Row>('SELECT * FROM ledger ORDER BY seq').iterate();
  let n = 0;
  const counted = (function* () {
    for (const r of rows) {
      n += 1;
      yield toChained(r);
    }
  })();
  const result = verifyEntries(counted);
  if (!result.ok) {
    counted.return(undefined);
    return { ...result, count: n };
  }
  return { ok: true, count: n, head: result.head };
}
