/**
 * The ledger on PostgreSQL: the same table, reads and verification as repository.ts. appendLedgerPg runs
 * inside the change's transaction, which holds the database-wide write lock (see db/pg/client.ts), so
 * each entry links to the true head, whichever replica writes it.
 */
import type { PgDb, PgQ } from '../db/pg/client.js';
import { LEDGER_GENESIS, verifyEntries } from './chain.js';
import { ledgerCampaignOf, ledgerRow, toChained, toEntry, type LedgerAppend, type LedgerRepository, type LedgerVerification, type Row } from './repository.js';

/** Appends one entry after the current head (inside the change's locked transaction). Returns its seq. */
export async function appendLedgerPg(q: PgQ, e: LedgerAppend): Promise<number> {
  const row = ledgerRow(await q.get<{ seq: number; hash: string }>('SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1'), e);
  await q.run(
    `INSERT INTO ledger (seq, kind, donation_id, campaign_id, campaign_title, donor, amount_poisha, method, channel, reference_hash, time, prev_hash, hash)
     VALUES (@seq, @kind, @donationId, @campaignId, @campaignTitle, @donor, @amountPoisha, @method, @channel, @referenceHash, @time, @prevHash, @hash)`,
    row,
  );
  return row.seq;
}

/** Recomputes the whole chain, 1000 entries at a time (memory stays flat). Portable SQL: any PgQ-shaped runner, SQLite's too. */
export async function verifyLedgerPg(q: PgQ): Promise<LedgerVerification> {
  let start = { prevHash: LEDGER_GENESIS, expectedSeq: 1 };
  let last = 0;
  let n = 0;
  for (;;) {
    const rows = await q.all<Row>('SELECT * FROM ledger WHERE seq > ? ORDER BY seq LIMIT 1000', [last]);
    if (!rows.length) return { ok: true, count: n, head: start.prevHash };
    const result = verifyEntries(rows.map(toChained), start);
    if (!result.ok) {
      const bad = rows.findIndex((r) => r.seq === result.seq);
      return { ...result, count: n + (bad < 0 ? rows.length : bad + 1) };
    }
    n += rows.length;
    last = rows[rows.length - 1]!.seq;
    start = { prevHash: result.head, expectedSeq: result.next };
  }
}

export function createPgLedgerRepository(db: PgDb): LedgerRepository {
  const head = async () => {
    const h = await db.get<{ seq: number; hash: string }>('SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1');
    return { count: (await db.value<number>('SELECT count(*) FROM ledger'))!, head: h?.hash ?? LEDGER_GENESIS };
  };
  return {
    async list({ campaignId, order, limit, offset }) {
      const where = campaignId === undefined ? '' : 'WHERE campaign_id = ?';
      const params = campaignId === undefined ? [] : [campaignId];
      const rows = await db.all<Row>(`SELECT * FROM ledger ${where} ORDER BY seq ${order === 'desc' ? 'DESC' : 'ASC'} LIMIT ? OFFSET ?`, [...params, limit, offset]);
      const total = (await db.value<number>(`SELECT count(*) FROM ledger ${where}`, params))!;
      return { rows: rows.map(toEntry), total };
    },
    head,
    async summary() {
      const h = await head();
      const rows = await db.all<{ campaign_id: number | null; title: string; confirmed: number; refunded: number; entries: number }>(
        `SELECT l.campaign_id, coalesce(max(c.title), max(l.campaign_title)) AS title,
                sum(CASE WHEN l.kind = 'refund' THEN 0 ELSE l.amount_poisha END) AS confirmed,
                sum(CASE WHEN l.kind = 'refund' THEN l.amount_poisha ELSE 0 END) AS refunded,
                count(*) AS entries
         FROM ledger l LEFT JOIN campaigns c ON c.id = l.campaign_id
         GROUP BY l.campaign_id
         ORDER BY sum(CASE WHEN l.kind = 'refund' THEN -l.amount_poisha ELSE l.amount_poisha END) DESC, 2 ASC`,
      );
      return {
        ...h,
        campaigns: rows.map(ledgerCampaignOf),
      };
    },
    async verify() {
      return verifyLedgerPg(db);
    },
  };
}
