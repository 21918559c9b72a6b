/**
 * npm run db:copy -w api -- --from data/relief.db --to postgres://…
 * Copies an embedded (SQLite) install's data into an EMPTY PostgreSQL database (migrating it first) and
 * checks the copy (row counts, money totals, the ledger chain). Stop the API (or keep it read-only) while
 * copying: changes made meanwhile are not copied. Exit code 0 on success, 1 when the copy was refused or
 * failed (no data is written then; the target may have been migrated), 2 for a usage mistake.
 */
import { describeUrl } from './pg/client.js';
import { copySqliteToPg, CopyError } from './copy.js';

const USAGE = 'Usage: npm run db:copy -w api -- --from FILE.db --to postgres://user:password@host:5432/database';
const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const from = opt('--from');
const to = opt('--to');
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
if (!from || !to) {
  console.error(`Name the SQLite file to copy and the PostgreSQL database to fill.\n${USAGE}`);
  process.exit(2);
}
if (!/^postgres(ql)?:\/\//.test(to)) {
  console.error(`--to must be a postgres:// URL.\n${USAGE}`);
  process.exit(2);
}
try {
  const report = await copySqliteToPg(from, to, (line) => console.log(line));
  const rows = Object.entries(report.counts)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ');
  console.log(`Copied ${from} into ${describeUrl(to)}: ${rows}.`);
  console.log(
    `Checked: row counts equal; confirmed gifts ${report.confirmedPoisha / 100} Tk and campaign totals ${report.raisedPoisha / 100} Tk equal; ledger verifies (${report.ledgerEntries} entries, head ${report.ledgerHead}).`,
  );
} catch (err) {
  if (err instanceof CopyError) {
    console.error(`Not copied: ${err.message}`);
    process.exit(1);
  }
  console.error(`Copy failed; no data was written: ${(err as Error).message}`);
  process.exit(1);
}
