/**
 * One transaction's logic written once for both databases. A change is a generator that yields the SQL
 * it needs (portable SQL, `?` or `@name` placeholders) and gets each result back; `inSqlite` drives it
 * synchronously inside one `BEGIN IMMEDIATE` transaction (better-sqlite3 cannot await inside one), and
 * `inPg` drives it inside one PostgreSQL transaction holding the database-wide write lock. So the rules
 * (checks, cascades, audit entry, outbox mail) cannot differ between the dialects.
 */
import type Database from 'better-sqlite3';
import type { Db } from './client.js';
import type { Params, PgDb, PgQ } from './pg/client.js';

export type Step =
  | { kind: 'all' | 'get' | 'value' | 'run'; sql: string; params?: Params | undefined }
  | { kind: 'insertId'; sql: string; params?: Params | undefined };

/** A transaction's logic: yields steps, returns its result. */
export type Tx<T> = Generator<Step, T, unknown>;

export function* all<R>(sql: string, params?: Params): Generator<Step, R[], unknown> {
  return (yield { kind: 'all', sql, params }) as R[];
}
export function* get<R>(sql: string, params?: Params): Generator<Step, R | undefined, unknown> {
  return (yield { kind: 'get', sql, params }) as R | undefined;
}
export function* value<R>(sql: string, params?: Params): Generator<Step, R | undefined, unknown> {
  return (yield { kind: 'value', sql, params }) as R | undefined;
}
/** Rows changed. */
export function* run(sql: string, params?: Params): Generator<Step, number, unknown> {
  return (yield { kind: 'run', sql, params }) as number;
}
/** An INSERT's new id (the statement must not end in RETURNING: it is added for PostgreSQL). */
export function* insertId(sql: string, params?: Params): Generator<Step, number, unknown> {
  return (yield { kind: 'insertId', sql, params }) as number;
}

const args = (params?: Params): unknown[] => (params === undefined ? [] : Array.isArray(params) ? params : [params]);
const prepared = new WeakMap<Database.Database, Map<string, Database.Statement>>();

function statement(sqlite: Database.Database, step: Step): Database.Statement {
  let cache = prepared.get(sqlite);
  if (!cache) prepared.set(sqlite, (cache = new Map()));
  const key = `${step.kind}:${step.sql}`;
  let s = cache.get(key);
  if (!s) cache.set(key, (s = sqlite.prepare(step.sql)));
  return s;
}

function stepSqlite(sqlite: Database.Database, step: Step): unknown {
  const s = statement(sqlite, step);
  const a = args(step.params);
  switch (step.kind) {
    case 'all':
      return s.all(...a);
    case 'get':
      return s.get(...a);
    case 'value':
      return s.pluck(true).get(...a);
    case 'run':
      return s.run(...a).changes;
    case 'insertId':
      return Number(s.run(...a).lastInsertRowid);
  }
}

async function stepPg(q: PgQ, step: Step): Promise<unknown> {
  switch (step.kind) {
    case 'all':
      return q.all(step.sql, step.params);
    case 'get':
      return q.get(step.sql, step.params);
    case 'value':
      return q.value(step.sql, step.params);
    case 'run':
      return q.run(step.sql, step.params);
    case 'insertId':
      return q.value<number>(`${step.sql} RETURNING id`, step.params);
  }
}

/** Runs the steps on SQLite in whatever transaction is open (inside another repository's transaction). */
export function driveSqlite<T>(db: Db, gen: Tx<T>): T {
  let next = gen.next();
  while (!next.done) next = gen.next(stepSqlite(db.$client, next.value));
  return next.value;
}

/** Runs the steps on PostgreSQL with `q` (a transaction's connection, or the pool). */
export async function drivePg<T>(q: PgQ, gen: Tx<T>): Promise<T> {
  let next = gen.next();
  while (!next.done) next = gen.next(await stepPg(q, next.value));
  return next.value;
}

/** Runs the logic in one SQLite IMMEDIATE transaction (or, with `readOnly`, outside one). */
export function inSqlite<T>(db: Db, make: () => Tx<T>, options: { readOnly?: boolean } = {}): T {
  const drive = () => driveSqlite(db, make());
  return options.readOnly ? drive() : db.$client.transaction(drive).immediate();
}

/** Runs the logic in one PostgreSQL transaction holding the write lock (or, with `readOnly`, on the pool). */
export async function inPg<T>(db: PgDb, make: () => Tx<T>, options: { readOnly?: boolean } = {}): Promise<T> {
  return options.readOnly ? drivePg(db, make()) : db.tx((q) => drivePg(q, make()), { lock: true });
}

/** Either database: what a repository written once needs. */
export interface Runner {
  tx<T>(make: () => Tx<T>): Promise<T>;
  read<T>(make: () => Tx<T>): Promise<T>;
}

export const sqliteRunnerOf = (db: Db): Runner => ({
  tx: async (make) => inSqlite(db, make),
  read: async (make) => inSqlite(db, make, { readOnly: true }),
});

export const pgRunnerOf = (db: PgDb): Runner => ({
  tx: (make) => inPg(db, make),
  read: (make) => inPg(db, make, { readOnly: true }),
});
