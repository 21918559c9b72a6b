/**
 * Online backup of the embedded SQLite database (better-sqlite3's backup API, SQLite's online backup).
 * Safe while the API runs: the copy is taken in one step inside one read transaction, so it is one
 * consistent snapshot (in WAL mode the writers go on meanwhile; with smaller steps SQLite restarts a
 * backup whenever another connection writes, and a busy product might never let it finish).
 * The copy is written to a temporary file beside the target, checked (PRAGMA integrity_check), made a
 * self-contained single file (journal_mode DELETE), and only then given the target's name: a failed or
 * interrupted backup never leaves a half-written file under that name.
 * PostgreSQL installs back up with pg_dump instead; this module is the embedded database's.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export class BackupError extends Error {}

export interface BackupOptions {
  /** Replace an existing target file. */
  force?: boolean;
}

export interface BackupResult {
  target: string;
  bytes: number;
  pages: number;
  ms: number;
}

/** SQLite copies at most this many pages per step; one step = the whole database = one snapshot. */
const ALL_PAGES = 0x7fffffff;

export async function backupDatabase(source: string, target: string, options: BackupOptions = {}): Promise<BackupResult> {
  const from = path.resolve(source);
  const to = path.resolve(target);
  if (from === to) throw new BackupError('The backup file must not be the database itself');
  if (!fs.existsSync(from)) throw new BackupError(`No database at ${from} (set DATABASE_PATH or pass --db FILE)`);
  const dir = path.dirname(to);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new BackupError(`The folder ${dir} does not exist; create it first`);
  try {
    fs.accessSync(dir, fs.constants.W_OK);
  } catch {
    throw new BackupError(`Cannot write into ${dir} (permission denied)`);
  }
  if (fs.existsSync(to)) {
    if (!options.force) throw new BackupError(`${to} already exists; choose another name or pass --force to replace it`);
    if (fs.statSync(to).isDirectory()) throw new BackupError(`${to} is a folder; give a file name`);
  }

  const started = performance.now();
  const tmp = path.join(dir, `.${path.basename(to)}.${process.pid}.${Date.now()}.partial`);
  const db = new Database(from, { readonly: true, fileMustExist: true, timeout: 10_000 });
  let pages = 0;
  try {
    const result = await db.backup(tmp, { progress: () => ALL_PAGES });
    pages = result.totalPages;
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw new BackupError(`The backup failed: ${(err as Error).message}`);
  } finally {
    db.close();
  }
  try {
    const copy = new Database(tmp, { fileMustExist: true });
    try {
      const integrity = copy.pragma('integrity_check', { simple: true });
      if (integrity !== 'ok') throw new BackupError(`The copy does not pass integrity_check: ${String(integrity)}`);
      // The source is in WAL mode; the copy becomes one self-contained file.
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    if (options.force) fs.renameSync(tmp, to);
    else {
      // link() refuses an existing name, atomically: a file created meanwhile is not overwritten.
      try {
        fs.linkSync(tmp, to);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupError(`${to} already exists; choose another name or pass --force to replace it`);
        throw err;
      }
      fs.rmSync(tmp, { force: true });
    }
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
  return { target: to, bytes: fs.statSync(to).size, pages, ms: performance.now() - started };
}
