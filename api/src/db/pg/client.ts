/**
 * PostgreSQL through `pg` (node-postgres): a pool of `poolSize` connections, a small query helper that
 * takes the same placeholders as the SQLite statements (`?` positional, `@name` named), transactions,
 * and the start-up: wait for the server (retries with backoff and a clear log line), then apply the
 * committed drizzle-kit migrations (drizzle-pg/) under an advisory lock, so N replicas starting
 * together migrate once.
 *
 * int8 (bigint: money in poisha, millisecond times, count(*)) and numeric (sum of bigints) are read back
 * as JavaScript numbers: exact below 2^53, far above any sum of poisha this product holds.
 */
import fs from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PG_MIGRATIONS_DIR } from '../../paths.js';

export type Params = readonly unknown[] | Record<string, unknown>;

/** Runs SQL written with `?` or `@name` placeholders. A pool (each call on any connection) or one transaction's connection. */
export interface PgQ {
  all<T = Record<string, unknown>>(text: string, params?: Params): Promise<T[]>;
  get<T = Record<string, unknown>>(text: string, params?: Params): Promise<T | undefined>;
  /** The first column of the first row (undefined when there is no row). */
  value<T = unknown>(text: string, params?: Params): Promise<T | undefined>;
  /** Rows changed. */
  run(text: string, params?: Params): Promise<number>;
}

export interface TxOptions {
  /**
   * Take the database-wide write lock first (pg_advisory_xact_lock): changes of money, the ledger and
   * anything that reads-then-writes run one at a time across every replica, as SQLite's IMMEDIATE
   * transactions do in one process. The ledger's hash chain needs it (each entry links to the head).
   */
  lock?: boolean;
}

export interface PgDb extends PgQ {
  readonly dialect: 'pg';
  readonly pool: pg.Pool;
  /** Runs fn in one transaction (committed when it resolves, rolled back when it throws). */
  tx<T>(fn: (q: PgQ) => Promise<T>, options?: TxOptions): Promise<T>;
  close(): Promise<void>;
}

/** Keys of the advisory locks this product takes (arbitrary, fixed 64-bit numbers). */
export const WRITE_LOCK = 72_616_401;
export const MIGRATION_LOCK = 72_616_402;

const NUMBER_TYPES = new Set([20, 1700]); // int8, numeric
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (NUMBER_TYPES.has(oid)) return (v: string) => (v === null ? null : Number(v));
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as unknown as pg.CustomTypesConfig;

const converted = new Map<string, { text: string; names: string[] | null }>();

/** `?` → $1, $2…; `@name` → $n (same name, same number). Quoted text and identifiers are left alone. */
export function toPgPlaceholders(sql: string): { text: string; names: string[] | null } {
  let hit = converted.get(sql);
  if (hit) return hit;
  let out = '';
  let n = 0;
  const names: string[] = [];
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      const stop = end < 0 ? sql.length : end;
      out += sql.slice(i, stop + 1);
      i = stop;
    } else if (c === '?') {
      out += `$${++n}`;
    } else if (c === '@' && /[A-Za-z_]/.test(sql[i + 1] ?? '')) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i + 1))![0];
      let k = names.indexOf(m);
      if (k < 0) k = names.push(m) - 1;
      out += `$${k + 1}`;
      i += m.length;
    } else out += c;
  }
  hit = { text: out, names: names.length ? names : null };
  if (converted.size < 5000) converted.set(sql, hit);
  return hit;
}

function values(names: string[] | null, params: Params | undefined): unknown[] {
  if (!params) return [];
  if (!Array.isArray(params)) {
    if (!names) return [];
    const obj = params as Record<string, unknown>;
    return names.map((k) => (obj[k] === undefined ? null : obj[k]));
  }
  return (params as unknown[]).map((v) => (v === undefined ? null : v));
}

type Runner = { query(config: pg.QueryConfig): Promise<pg.QueryResult> };

export function queries(runner: Runner): PgQ {
  const query = async (sql: string, params?: Params) => {
    const { text, names } = toPgPlaceholders(sql);
    return runner.query({ text, values: values(names, params) });
  };
  return {
    async all<T>(sql: string, params?: Params) {
      return (await query(sql, params)).rows as T[];
    },
    async get<T>(sql: string, params?: Params) {
      return (await query(sql, params)).rows[0] as T | undefined;
    },
    async value<T>(sql: string, params?: Params) {
      const res = await query(sql, params);
      const row = res.rows[0];
      return row === undefined ? undefined : (row[res.fields[0]!.name] as T);
    },
    async run(sql: string, params?: Params) {
      return (await query(sql, params)).rowCount ?? 0;
    },
  };
}

export interface PgOptions {
  url: string;
  poolSize: number;
  /** Application name shown in pg_stat_activity. */
  applicationName?: string;
  /** Called when an idle connection fails (the server restarted): logged, never fatal; the pool replaces it. */
  onIdleError?: (err: Error) => void;
}

export function createPgDb(options: PgOptions): PgDb {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    types,
    application_name: options.applicationName ?? 'relief-api',
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (err) => options.onIdleError?.(err));
  const base = queries(pool);
  let closed = false;
  // Locked transactions of this process queue here, not in the pool: one connection at a time waits on the
  // database-wide lock, the others stay free for reads, and a burst of writes waits its turn without
  // running into the pool's connection timeout.
  let writeQueue: Promise<unknown> = Promise.resolve();
  const run = async <T>(fn: (q: PgQ) => Promise<T>, lock: boolean): Promise<T> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      if (lock) await client.query('SELECT pg_advisory_xact_lock($1)', [WRITE_LOCK]);
      const result = await fn(queries(client));
      await client.query('COMMIT');
      return result;
    } catch (err) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackErr) {
        broken = rollbackErr as Error; // the connection is gone: do not return it to the pool
      }
      throw err;
    } finally {
      client.release(broken);
    }
  };
  return {
    dialect: 'pg',
    pool,
    ...base,
    async tx(fn, txOptions = {}) {
      if (!txOptions.lock) return run(fn, false);
      const turn = writeQueue.then(() => run(fn, true));
      writeQueue = turn.catch(() => undefined);
      return turn;
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Where a URL points, for logs: never its password. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'the configured PostgreSQL server';
  }
}

export interface StartLog {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * Waits until the server answers (retrying with backoff, one clear log line per try), up to timeoutMs.
 * Throws the last error after that.
 */
export async function waitForServer(db: PgDb, url: string, log: StartLog, timeoutMs: number): Promise<void> {
  const started = Date.now();
  let delay = 250;
  for (let attempt = 1; ; attempt++) {
    try {
      await db.value('SELECT 1');
      if (attempt > 1) log.info(`PostgreSQL at ${describeUrl(url)} is reachable (after ${attempt} tries)`);
      return;
    } catch (err) {
      const waited = Date.now() - started;
      if (waited + delay > timeoutMs) throw err;
      log.warn(`PostgreSQL at ${describeUrl(url)} is unreachable (${(err as Error).message}); retrying in ${delay} ms`);
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 10_000);
    }
  }
}

/** Applies the committed migrations once, whoever else is starting: a session advisory lock around drizzle's migrator. */
export async function migratePg(db: PgDb): Promise<void> {
  const client = await db.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder: PG_MIGRATIONS_DIR });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

let committedMigrations: number | null = null;

/** Every committed migration has been applied (for GET /ready). */
export async function migrationsApplied(db: PgQ): Promise<boolean> {
  committedMigrations ??= (JSON.parse(fs.readFileSync(`${PG_MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as { entries: unknown[] }).entries.length;
  // Two statements: a query naming a table that does not exist yet fails when it is planned.
  if ((await db.value<string | null>("SELECT to_regclass('drizzle.__drizzle_migrations')::text")) === null) return false;
  const applied = await db.value<number>('SELECT count(*) FROM drizzle.__drizzle_migrations');
  return (applied ?? 0) >= committedMigrations;
}

/** Connection errors (server down, restarting, connection cut): the request gets 503, the pool recovers by itself. */
export function isConnectionError(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = String((e as { code?: unknown }).code ?? '');
    const message = String((e as { message?: unknown }).message ?? '');
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', '57P01', '57P02', '57P03'].includes(code)) return true;
    if (code.startsWith('08')) return true;
    if (/Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
