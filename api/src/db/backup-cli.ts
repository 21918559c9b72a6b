/**
 * npm run db:backup -w api -- FILE [--force] [--db SOURCE]
 * An online, consistent copy of the embedded database (DATABASE_PATH, default data/relief.db) into
 * FILE, safe while the API runs. Refuses to replace an existing FILE unless --force.
 * Exit code 0 on success, 1 when the backup failed, 2 for a usage mistake.
 */
import { databasePathFromEnv } from '../config.js';
import { backupDatabase, BackupError } from './backup.js';

const USAGE = 'Usage: npm run db:backup -w api -- FILE [--force] [--db SOURCE]';

const args = process.argv.slice(2);
let force = false;
let source: string | undefined;
const files: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--force') force = true;
  else if (a === '--db') {
    source = args[++i];
    if (!source) {
      console.error(`--db needs the database file to copy.\n${USAGE}`);
      process.exit(2);
    }
  } else if (a === '--help' || a === '-h') {
    console.log(USAGE);
    process.exit(0);
  } else if (a.startsWith('--')) {
    console.error(`Unknown option ${a}.\n${USAGE}`);
    process.exit(2);
  } else files.push(a);
}
if (files.length !== 1) {
  console.error(`${files.length === 0 ? 'Name the backup file to write.' : 'Name exactly one backup file.'}\n${USAGE}`);
  process.exit(2);
}
const from = source ?? databasePathFromEnv();
if (from === ':memory:') {
  console.error('DATABASE_PATH is :memory:; there is no file to back up.');
  process.exit(2);
}

try {
  const r = await backupDatabase(from, files[0]!, { force });
  console.log(`Backed up ${from} to ${r.target}: ${(r.bytes / 1024).toFixed(0)} KB, integrity ok (${r.ms.toFixed(0)} ms).`);
} catch (err) {
  if (err instanceof BackupError) {
    console.error(`Backup failed: ${err.message}`);
    process.exit(1);
  }
  throw err;
}
