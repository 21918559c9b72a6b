/**
 * npm run ledger:verify -w api [-- --db FILE | --url postgres://…]: recomputes the whole hash chain of the
 * ledger and checks that every campaign's total equals its ledger entries. SQLite: opens the file
 * read-only (safe while the product runs); PostgreSQL (--url, or DATABASE_URL when no --db is given):
 * reads only. Exit code 0 when everything verifies, 1 when something does not (naming the first bad
 * entry), 2 when the database cannot be read.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { databasePathFromEnv, parsePostgres } from '../config.js';
import { sqlRunner, type SqlRunner } from '../db/database.js';
import { createPgDb, type PgDb } from '../db/pg/client.js';
import { verifyLedgerPg } from './repository.pg.js';

const argOf = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const dbArg = argOf('--db');
const url = argOf('--url') ?? (dbArg ? undefined : parsePostgres()?.url);

let sql: SqlRunner;
let close: () => Promise<void>;
if (url) {
  const pg: PgDb = createPgDb({ url, poolSize: 1 });
  sql = pg;
  close = () => pg.close();
} else {
  const file = path.resolve(dbArg ?? databasePathFromEnv());
  if (!fs.existsSync(file)) {
    console.error(`No database at ${file} (pass --db FILE or set DATABASE_PATH; --url or DATABASE_URL for PostgreSQL)`);
    process.exit(2);
  }
  const db = new Database(file, { readonly: true, fileMustExist: true });
  sql = sqlRunner({ dialect: 'sqlite', sqlite: { $client: db } as never });
  close = async () => {
    db.close();
  };
}
try {
  const started = performance.now();
  let chain;
  try {
    chain = await verifyLedgerPg(sql as PgDb); // batched, portable SQL: either database
  } catch (err) {
    console.error(`The database cannot be read: ${(err as Error).message}`);
    process.exit(2);
  }
  const ms = performance.now() - started;
  if (!chain.ok) {
    console.error(`Ledger does NOT verify: ${chain.message}`);
    console.error(`First bad entry: #${chain.seq} (${chain.problem}); ${chain.count} entries read.`);
    process.exit(1);
  }
  const drift = (
    await sql.all<{ id: number; title: string; raised: number; ledger: number }>(
      `SELECT c.id, c.title, c.raised_poisha AS raised,
         (SELECT coalesce(sum(CASE WHEN kind = 'refund' THEN -amount_poisha ELSE amount_poisha END), 0) FROM ledger l WHERE l.campaign_id = c.id) AS ledger
       FROM campaigns c`,
    )
  ).filter((r) => r.raised !== r.ledger);
  if (drift.length) {
    for (const d of drift) console.error(`Campaign ${d.id} "${d.title}": total ${d.raised / 100} Tk, ledger ${d.ledger / 100} Tk`);
    console.error(`The chain verifies (${chain.count} entries, head ${chain.head}), but ${drift.length} campaign total(s) differ from the ledger.`);
    process.exit(1);
  }
  console.log(`Ledger verifies: ${chain.count} entries, head ${chain.head} (${ms.toFixed(0)} ms); every campaign total matches it.`);
} finally {
  await close();
}
