/**
 * npm run ledger:verify -w api [-- --db FILE]: recomputes the whole hash chain of the ledger and checks
 * that every campaign's total equals its ledger entries. Opens the database read-only (safe while the
 * product runs). Exit code 0 when everything verifies, 1 when something does not (naming the first bad
 * entry), 2 when the database cannot be read.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { databasePathFromEnv } from '../config.js';
import { verifyLedger } from './repository.js';

const arg = process.argv.indexOf('--db');
const file = path.resolve(arg > 0 ? process.argv[arg + 1]! : databasePathFromEnv());
if (!fs.existsSync(file)) {
  console.error(`No database at ${file} (pass --db FILE or set DATABASE_PATH)`);
  process.exit(2);
}
const db = new Database(file, { readonly: true, fileMustExist: true });
try {
  const started = performance.now();
  const chain = verifyLedger(db);
  const ms = performance.now() - started;
  if (!chain.ok) {
    console.error(`Ledger does NOT verify: ${chain.message}`);
    console.error(`First bad entry: #${chain.seq} (${chain.problem}); ${chain.count} entries read.`);
    process.exit(1);
  }
  const drift = db
    .prepare(
      `SELECT c.id, c.title, c.raised_poisha AS raised,
         (SELECT coalesce(sum(CASE WHEN kind = 'refund' THEN -amount_poisha ELSE amount_poisha END), 0) FROM ledger l WHERE l.campaign_id = c.id) AS ledger
       FROM campaigns c`,
    )
    .all()
    .filter((r: any) => r.raised !== r.ledger) as { id: number; title: string; raised: number; ledger: number }[];
  if (drift.length) {
    for (const d of drift) console.error(`Campaign ${d.id} "${d.title}": total ${d.raised / 100} Tk, ledger ${d.ledger / 100} Tk`);
    console.error(`The chain verifies (${chain.count} entries, head ${chain.head}), but ${drift.length} campaign total(s) differ from the ledger.`);
    process.exit(1);
  }
  console.log(`Ledger verifies: ${chain.count} entries, head ${chain.head} (${ms.toFixed(0)} ms); every campaign total matches it.`);
} finally {
  db.close();
}
