/**
 * Moves an embedded install's data into PostgreSQL: copies every table of a SQLite database into an EMPTY
 * PostgreSQL database (migrated first), in one transaction, keeping every id, then moves the id sequences
 * past the copied rows and checks the copy: row counts per table, money totals, and the ledger (its chain
 * verifies and its head hash is the source's). Refuses a target that holds any row.
 */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { verifyLedgerPg } from '../ledger/repository.pg.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { createPgDb, describeUrl, migratePg, waitForServer, type PgQ } from './pg/client.js';

/**
 * Every table, parents before children (foreign keys hold at every insert). Not rate_events: PostgreSQL's own
 * short-lived rate-limit counts (SQLite keeps them in memory), which start empty.
 */
export const TABLES = [
  'users',
  'causes',
  'campaigns',
  'campaign_updates',
  'mail_unsubscribes',
  'auth_tokens',
  'recovery_codes',
  'revoked_sessions',
  'outbox',
  'donations',
  'payment_accounts',
  'ledger',
  'audit_log',
  'donor_totals',
  'comments',
  'testimonials',
  'volunteers',
  'contact_messages',
] as const;
const WITH_ID = TABLES.filter((t) => !['ledger', 'donor_totals', 'mail_unsubscribes', 'revoked_sessions'].includes(t));
/** Rows the migrations themselves write (the seeded causes): replaced by the source's. */
const MIGRATION_ROWS = new Set<string>(['causes']);

export class CopyError extends Error {}

export interface CopyReport {
  counts: Record<string, number>;
  confirmedPoisha: number;
  raisedPoisha: number;
  ledgerEntries: number;
  ledgerHead: string;
}

const TOTALS = {
  confirmedPoisha: "SELECT coalesce(sum(amount_poisha), 0) FROM donations WHERE status = 'confirmed'",
  raisedPoisha: 'SELECT coalesce(sum(raised_poisha), 0) FROM campaigns',
};

export async function copySqliteToPg(from: string, to: string, log: (line: string) => void = () => {}): Promise<CopyReport> {
  if (!fs.existsSync(from)) throw new CopyError(`No SQLite database at ${from}`);
  const source = new Database(from, { readonly: true, fileMustExist: true });
  const target = createPgDb({ url: to, poolSize: 2 });
  try {
    // The source must have the current shape (the API migrates its database when it starts).
    const journal = JSON.parse(fs.readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
    const applied = source.prepare("SELECT count(*) FROM sqlite_master WHERE name = '__drizzle_migrations'").pluck().get()
      ? (source.prepare('SELECT count(*) FROM __drizzle_migrations').pluck().get() as number)
      : 0;
    if (applied !== journal.entries.length) {
      throw new CopyError(`${from} is not at the current version (${applied} of ${journal.entries.length} migrations): start the API on it once (it migrates itself), then copy`);
    }
    await waitForServer(target, to, { info: log, warn: log }, 30_000);
    await migratePg(target);

    const counts: Record<string, number> = {};
    await target.tx(
      async (q) => {
        const held = [];
        for (const t of TABLES) {
          if (MIGRATION_ROWS.has(t)) continue;
          const n = (await q.value<number>(`SELECT count(*) FROM ${t}`))!;
          if (n > 0) held.push(`${t}: ${n}`);
        }
        if (held.length) throw new CopyError(`${describeUrl(to)} is not empty (${held.join(', ')}); copy only into an empty database`);
        for (const t of MIGRATION_ROWS) await q.run(`DELETE FROM ${t}`);
        for (const t of TABLES) counts[t] = await copyTable(source, q, t);
        for (const t of WITH_ID) {
          await q.value(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), coalesce((SELECT max(id) FROM ${t}), 0) + 1, false)`);
        }
      },
      { lock: true },
    );

    // Check the copy against the source.
    for (const t of TABLES) {
      const there = (await target.value<number>(`SELECT count(*) FROM ${t}`))!;
      if (there !== counts[t]) throw new CopyError(`${t}: ${counts[t]} rows read, ${there} in the target`);
    }
    const report: CopyReport = { counts, confirmedPoisha: 0, raisedPoisha: 0, ledgerEntries: 0, ledgerHead: '' };
    for (const [key, sql] of Object.entries(TOTALS) as [keyof typeof TOTALS, string][]) {
      const a = source.prepare(sql).pluck().get() as number;
      const b = (await target.value<number>(sql))!;
      if (a !== b) throw new CopyError(`${key}: ${a} in the source, ${b} in the target`);
      report[key] = b;
    }
    const chain = await verifyLedgerPg(target);
    if (!chain.ok) throw new CopyError(`The copied ledger does not verify: ${chain.message}`);
    const sourceHead = (source.prepare('SELECT hash FROM ledger ORDER BY seq DESC LIMIT 1').pluck().get() as string | undefined) ?? chain.head;
    if (chain.head !== sourceHead) throw new CopyError('The copied ledger ends at another entry than the source');
    report.ledgerEntries = chain.count;
    report.ledgerHead = chain.head;
    return report;
  } finally {
    source.close();
    await target.close();
  }
}

/** Copies one table in batches (bounded memory and parameter count). Returns the rows copied. */
async function copyTable(source: Database.Database, q: PgQ, table: string): Promise<number> {
  const columns = (source.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
  const perBatch = Math.max(1, Math.floor(30_000 / columns.length));
  const order = columns.includes('id') ? 'id' : columns.includes('seq') ? 'seq' : 'rowid';
  let n = 0;
  let batch: unknown[][] = [];
  const flush = async () => {
    if (!batch.length) return;
    const row = `(${columns.map(() => '?').join(', ')})`;
    await q.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${batch.map(() => row).join(', ')}`, batch.flat());
    n += batch.length;
    batch = [];
  };
  for (const row of source.prepare(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY ${order}`).raw().iterate() as IterableIterator<unknown[]>) {
    batch.push(row.map((v) => (typeof v === 'bigint' ? Number(v) : v)));
    if (batch.length >= perBatch) await flush();
  }
  await flush();
  return n;
}
