/**
 * The database of an API process: the embedded SQLite file (default) or PostgreSQL (DATABASE_URL).
 * Repositories get the dialect's own handle; this module opens and closes either, and gives the few
 * callers that run plain SQL on both (GET /ready, db:copy, the tests) one async way to do it.
 */
import type { AppConfig } from '../config.js';
import { closeDb, openDb, type Db } from './client.js';
import { createPgDb, migratePg, migrationsApplied, waitForServer, type Params, type PgDb, type StartLog } from './pg/client.js';

export type Database = { dialect: 'sqlite'; sqlite: Db } | { dialect: 'pg'; pg: PgDb };

/** Plain SQL on either dialect (`?` or `@name` placeholders; portable SQL only). */
export interface SqlRunner {
  readonly dialect: 'sqlite' | 'pg';
  all<T = Record<string, unknown>>(sql: string, params?: Params): Promise<T[]>;
  get<T = Record<string, unknown>>(sql: string, params?: Params): Promise<T | undefined>;
  value<T = unknown>(sql: string, params?: Params): Promise<T | undefined>;
  run(sql: string, params?: Params): Promise<number>;
}

const args = (params?: Params): unknown[] => (params === undefined ? [] : Array.isArray(params) ? params : [params]);

export function sqlRunner(database: Database): SqlRunner {
  if (database.dialect === 'pg') return database.pg;
  const sqlite = database.sqlite.$client;
  return {
    dialect: 'sqlite',
    async all<T>(sql: string, params?: Params) {
      return sqlite.prepare(sql).all(...args(params)) as T[];
    },
    async get<T>(sql: string, params?: Params) {
      return sqlite.prepare(sql).get(...args(params)) as T | undefined;
    },
    async value<T>(sql: string, params?: Params) {
      return sqlite.prepare(sql).pluck().get(...args(params)) as T | undefined;
    },
    async run(sql: string, params?: Params) {
      return sqlite.prepare(sql).run(...args(params)).changes;
    },
  };
}

/**
 * Opens the configured database and applies its migrations. PostgreSQL: waits for the server (retries
 * with backoff and a log line per try, up to DATABASE_START_TIMEOUT_MS), then migrates under an advisory lock.
 */
export async function openDatabase(config: AppConfig, log: StartLog, onIdleError?: (err: Error) => void): Promise<Database> {
  if (!config.postgres) return { dialect: 'sqlite', sqlite: openDb(config.databasePath) };
  const pg = createPgDb({ url: config.postgres.url, poolSize: config.postgres.poolSize, ...(onIdleError ? { onIdleError } : {}) });
  try {
    await waitForServer(pg, config.postgres.url, log, config.postgres.startTimeoutMs);
    await migratePg(pg);
  } catch (err) {
    await pg.close();
    throw err;
  }
  return { dialect: 'pg', pg };
}

export async function closeDatabase(database: Database): Promise<void> {
  if (database.dialect === 'pg') await database.pg.close();
  else closeDb(database.sqlite);
}

/** For GET /ready: the database answers and every committed migration is applied. */
export async function databaseReady(database: Database): Promise<{ reachable: boolean; migrated: boolean }> {
  try {
    if (database.dialect === 'pg') return { reachable: true, migrated: await migrationsApplied(database.pg) };
    const sqlite = database.sqlite.$client;
    if (!sqlite.open) return { reachable: false, migrated: false };
    sqlite.prepare('SELECT 1').get();
    return { reachable: true, migrated: true }; // openDb applied them before the app started
  } catch {
    return { reachable: false, migrated: false };
  }
}
