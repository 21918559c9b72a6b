import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { ConfigError } from '../config.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { sqliteNodeProblem } from './node-support.js';
import * as schema from './schema.js';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * Opens the SQLite database (WAL, foreign keys on, busy timeout) and applies the committed
 * drizzle-kit migrations. The caller owns the handle and closes it (see closeDb). Refuses (ConfigError)
 * under a Node.js release that aborts the process while the database is in use (node-support.ts).
 */
export function openDb(file: string, { nodeVersion = process.versions.node }: { nodeVersion?: string } = {}): Db {
  const problem = sqliteNodeProblem(nodeVersion);
  if (problem) throw new ConfigError(problem);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL in WAL mode: every commit is atomic and survives a process crash (SIGKILL);
  // only an OS crash / power loss may roll back the last few commits, never corrupt.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -32000');
  sqlite.pragma('temp_store = MEMORY');
  const db = drizzle(sqlite, { schema }) as Db;
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return db;
}

export function closeDb(db: Db): void {
  if (db.$client.open) {
    try {
      db.$client.pragma('optimize');
    } catch {
      // best effort
    }
    db.$client.close();
  }
}
