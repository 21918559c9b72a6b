/** Test helpers: a fresh app on a fresh temporary database per test file. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, testDatabaseUrl, type AppConfig } from '../config.js';
import { sqlRunner, type SqlRunner } from '../db/database.js';
import type { Resolver } from '../lib/assets.js';
import { verifyLedgerPg } from '../ledger/repository.pg.js';
import { createPgDb, type PgDb, type PgQ } from '../db/pg/client.js';
import { prepareDonationWriter, type SeededGift } from '../donations/repository.js';
import { pgDonationWriter } from '../donations/repository.pg.js';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.js';
import { enqueueMailPg } from '../mail/outbox.pg.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  dir: string;
  close(): Promise<void>;
}

/**
 * Tests have no network: image hosts resolve here. "private.*" names resolve to a private address,
 * "metadata.*" to the cloud metadata address, "nowhere.*" to nothing; every other name to a public one.
 */
export const testResolver: Resolver = async (host) => {
  if (host.startsWith('private.')) return ['10.0.0.7'];
  if (host.startsWith('metadata.')) return ['169.254.169.254'];
  if (host.startsWith('nowhere.')) throw new Error(`ENOTFOUND ${host}`);
  return ['93.184.216.34'];
};

/**
 * The suite's database switch: with TEST_DATABASE_URL (npm run test:pg), every test app gets a fresh
 * PostgreSQL database copied from that (migrated, empty) template database; without it, a fresh SQLite file.
 */
export const TEST_PG_TEMPLATE = testDatabaseUrl();
export const DIALECT: 'sqlite' | 'pg' = TEST_PG_TEMPLATE ? 'pg' : 'sqlite';

/** The URL of another database on the template's server. */
export function pgUrlOf(database: string, template = TEST_PG_TEMPLATE!): string {
  const u = new URL(template);
  u.pathname = `/${database}`;
  return u.toString();
}

async function maintenance<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgUrlOf('postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Two connection pools on one fresh PostgreSQL database (PostgreSQL runs only): what two API replicas
 * share. Open from the file's first beforeAll on (call this first in the describe), closed and dropped after.
 */
export function useTwoPgPools(): { readonly a: PgDb; readonly b: PgDb; readonly url: string } {
  const pools = {} as { a: PgDb; b: PgDb; url: string };
  let created: Awaited<ReturnType<typeof createPgTestDatabase>> | undefined;
  beforeAll(async () => {
    created = await createPgTestDatabase();
    pools.url = created.url;
    pools.a = createPgDb({ url: created.url, poolSize: 3 });
    pools.b = createPgDb({ url: created.url, poolSize: 3 });
  });
  afterAll(async () => {
    await pools.a?.close();
    await pools.b?.close();
    await created?.drop();
  });
  return pools;
}

/**
 * A fresh PostgreSQL database copied from the migrated template (PostgreSQL runs only), or an empty one
 * (no tables, no migrations) with `empty`, or a copy of the seeded template with `seeded`. Returns its URL and a drop().
 */
export async function createPgTestDatabase(options: { empty?: boolean; seeded?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(TEST_PG_TEMPLATE!).pathname.slice(1);
  const template = options.empty ? 'template0' : options.seeded ? `${base}_seeded` : base;
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await maintenance(async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (err) {
        // Another worker copying the template at the same moment: try again shortly.
        if ((err as { code?: string }).code !== '55006' || attempt > 50) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  });
  return {
    url: pgUrlOf(name),
    drop: () => maintenance((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

let seededTemplate: Promise<boolean> | null = null;
/** Whether test:pg made the seeded template (`<template>_seeded`: the demo seed already in, saving each file the seeding). */
const hasSeededTemplate = () =>
  (seededTemplate ??= maintenance(async (client) => {
    const name = `${new URL(TEST_PG_TEMPLATE!).pathname.slice(1)}_seeded`;
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  }));

export interface TestAppOptions {
  /** PostgreSQL: start from the empty template and let the app seed at start (the seed's own tests), not from the seeded copy. */
  seedAtStart?: boolean;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-api-test-'));
  const seeded = DIALECT === 'pg' && env.SEED !== 'false' && !options.seedAtStart && (await hasSeededTemplate());
  const pgDb = DIALECT === 'pg' && !env.DATABASE_URL ? await createPgTestDatabase({ seeded }) : null;
  const config = loadConfig({
    ...(pgDb ? { DATABASE_URL: pgDb.url, DATABASE_POOL_SIZE: '5' } : {}),
    NODE_ENV: 'test',
    DATABASE_PATH: path.join(dir, 'relief.db'),
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '10000',
    WRITE_RATE_LIMIT: '100000',
    SEED: 'true',
    // Mail goes to this test's folder; no timer (a kick after each change still sends at once).
    MAIL_DIR: path.join(dir, 'mail'),
    MAIL_POLL_MS: '0',
    // A cheaper scrypt cost keeps the suite fast; the default (2^17) is tested in password.test.ts.
    SCRYPT_LOG_N: '12',
    ...env,
  });
  const app = await buildApp(config, { resolveHost: testResolver });
  await app.ready();
  return {
    app,
    config,
    dir,
    async close() {
      await app.close();
      await pgDb?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call(app: FastifyInstance, method: string, url: string, opts: CallOptions = {}) {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  // An Authorization header given as such wins (a call that must carry a session of its own).
  if (opts.token && headers.authorization === undefined) headers.authorization = `Bearer ${opts.token}`;
  const req: InjectOptions = { method: method as InjectOptions['method'], url: url.startsWith('/api/') ? url : `/api/v1${url}`, headers };
  if (opts.body !== undefined) {
    if (typeof opts.body === 'string') {
      req.payload = opts.body;
      headers['content-type'] ??= 'application/json';
    } else {
      req.payload = opts.body as object;
    }
  }
  const res = await app.inject(req);
  let json: any;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, json, headers: res.headers, body: res.body };
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await call(app, 'POST', '/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status} ${res.body}`);
  return res.json.token as string;
}

export const ADMIN = { email: 'admin@relief.test', password: 'relief-admin' };
export const USER = { email: 'user@relief.test', password: 'relief-user' };

/**
 * This test file's app on a fresh database: created before the file's tests (beforeAll), closed
 * after them (afterAll). Read its fields inside hooks and tests.
 */
export function useTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env, options));
  });
  afterAll(() => t.close());
  return t;
}

export interface SignedInTestApp extends TestApp {
  /** Token of the demo admin. */
  admin: string;
  /** Token of the demo user. */
  user: string;
}

/**
 * This test file's app on a fresh database with the demo admin and user signed in: created before
 * the file's tests (beforeAll), closed after them (afterAll). Read its fields inside hooks and tests.
 */
export function useSignedInTestApp(env: Record<string, string> = {}): SignedInTestApp {
  const t = useTestApp(env) as SignedInTestApp;
  beforeAll(async () => {
    t.admin = await login(t.app, ADMIN.email, ADMIN.password);
    t.user = await login(t.app, USER.email, USER.password);
  });
  return t;
}

/** Registers a fresh user and signs in. */
export async function newUser(app: FastifyInstance, name = 'Test Person', email = `t${crypto.randomUUID().slice(0, 8)}@example.com`) {
  const res = await call(app, 'POST', '/register', { body: { name, email, password: 'secret-pass' } });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.body}`);
  const token = await login(app, email, 'secret-pass');
  return { token, id: res.json.data._id as string, email, name };
}

/** Row counts and money sums of every table: compare before/after to prove nothing was written. */
export async function snapshot(app: FastifyInstance) {
  const q = async (sql: string) => (await app.sql.value(sql)) as number;
  const concat = app.sql.dialect === 'pg' ? "string_agg(name || image || profession || address, '|' ORDER BY id)" : "group_concat(name || image || profession || address, '|')";
  return {
    users: await q('SELECT count(*) FROM users'),
    campaigns: await q('SELECT count(*) FROM campaigns'),
    campaignsUpdated: await q('SELECT coalesce(sum(updated_at), 0) FROM campaigns'),
    donations: await q('SELECT count(*) FROM donations'),
    donationSum: await q('SELECT coalesce(sum(amount_poisha), 0) FROM donations'),
    raisedSum: await q('SELECT coalesce(sum(raised_poisha), 0) FROM campaigns'),
    donorTotalSum: await q('SELECT coalesce(sum(total_poisha), 0) FROM donor_totals'),
    comments: await q('SELECT count(*) FROM comments'),
    testimonials: await q('SELECT count(*) FROM testimonials'),
    volunteers: await q('SELECT count(*) FROM volunteers'),
    contact: await q('SELECT count(*) FROM contact_messages'),
    profiles: await q(`SELECT ${concat} FROM users`),
  };
}

/** Every campaign's kept total equals the sum of its donation rows; leaderboard totals match too. */
export async function totalsConsistent(app: FastifyInstance): Promise<boolean> {
  const m = await moneyCheck(app.sql);
  return Object.values(m).every((v) => v === 0 || v === true);
}

/** A runner for a bare better-sqlite3 handle (a copy, a file another process wrote). */
export const sqliteRunner = (sqlite: import('better-sqlite3').Database): SqlRunner => sqlRunner({ dialect: 'sqlite', sqlite: { $client: sqlite } as never });

/**
 * Every count of money agrees (0 or true everywhere when consistent): campaign totals and donor counts,
 * leaderboard rows and names, recent-donor lists — all equal to their confirmed donation rows; the
 * ledger's chain verifies and its net per campaign equals the campaign's total; each confirmed (or
 * later refunded) gift has exactly one receipt number and ledger entry; each gift with an address
 * that was ever confirmed has its receipt mail in the outbox. Portable SQL: runs on both databases.
 */
export async function moneyCheck(db: SqlRunner | import('better-sqlite3').Database) {
  const sql: SqlRunner = 'prepare' in db ? sqliteRunner(db) : db;
  const n = async (text: string) => (await sql.value(text)) as number;
  return {
    // Aggregates joined once (GROUP BY), not one correlated sum per row: the bench runs this on 100,000 gifts.
    campaignDrift: await n(`SELECT count(*) FROM campaigns c
      LEFT JOIN (SELECT campaign_id, sum(amount_poisha) AS s, count(*) AS k FROM donations WHERE status = 'confirmed' GROUP BY campaign_id) g
        ON g.campaign_id = c.id
      WHERE c.raised_poisha != coalesce(g.s, 0) OR c.donor_count != coalesce(g.k, 0)`),
    donorDrift: await n(`SELECT count(*) FROM donor_totals t
      LEFT JOIN (SELECT donor_key, anonymous, sum(amount_poisha) AS s FROM donations WHERE status = 'confirmed' GROUP BY donor_key, anonymous) g
        ON g.donor_key = t.donor_key AND g.anonymous = t.anonymous
      WHERE t.total_poisha != coalesce(g.s, 0)`),
    missingDonorRows: await n(`SELECT count(*) FROM (SELECT DISTINCT donor_key, anonymous FROM donations WHERE status = 'confirmed') d
      WHERE NOT EXISTS (SELECT 1 FROM donor_totals t WHERE t.donor_key = d.donor_key AND t.anonymous = d.anonymous)`),
    nameDrift: await n('SELECT count(*) FROM donor_totals t JOIN users u ON u.id = t.user_id WHERE t.name != u.name'),
    recentDrift: await recentDonorsDrift(sql),
    ledgerDrift: await n(`SELECT count(*) FROM campaigns c
      LEFT JOIN (SELECT campaign_id, sum(CASE WHEN kind = 'refund' THEN -amount_poisha ELSE amount_poisha END) AS s FROM ledger GROUP BY campaign_id) l
        ON l.campaign_id = c.id
      WHERE c.raised_poisha != coalesce(l.s, 0)`),
    entriesPerGift: await n(`SELECT count(*) FROM donations d WHERE (d.status IN ('confirmed', 'refunded')) !=
      ((SELECT count(*) FROM ledger l WHERE l.donation_id = d.id AND l.kind != 'refund') = 1 AND d.receipt_no IS NOT NULL)`),
    refundEntries: await n(`SELECT count(*) FROM donations d WHERE (d.status = 'refunded') != ((SELECT count(*) FROM ledger l WHERE l.donation_id = d.id AND l.kind = 'refund') = 1)`),
    // The batched verification runs on either dialect's runner.
    chainVerifies: (await verifyLedgerPg(sql as PgQ)).ok,
  };
}

/** SQL that rebuilds a campaign's recent-donor list from its donation rows (as migration 0002 does). SQLite. */
export const RECENT_FROM_ROWS = `coalesce((SELECT json_group_array(json_object(
    'name', CASE WHEN anonymous THEN 'Anonymous' ELSE donor_name END,
    'donationAmount', CASE WHEN amount_poisha % 100 = 0 THEN amount_poisha / 100 ELSE amount_poisha / 100.0 END,
    'time', created_at,
    'anonymous', json(CASE WHEN anonymous THEN 'true' ELSE 'false' END)))
  FROM (SELECT donor_name, amount_poisha, created_at, anonymous FROM donations d
        WHERE d.campaign_id = c.id AND d.status = 'confirmed' ORDER BY created_at DESC, id DESC LIMIT 10)), '[]')`;

/** The same on PostgreSQL (jsonb: compared as values, as SQLite's json() comparison does). */
export const RECENT_FROM_ROWS_PG = `coalesce((SELECT jsonb_agg(jsonb_build_object(
    'name', CASE WHEN anonymous = 1 THEN 'Anonymous' ELSE donor_name END,
    'donationAmount', amount_poisha / 100.0,
    'time', created_at,
    'anonymous', anonymous = 1) ORDER BY created_at DESC, id DESC)
  FROM (SELECT id, donor_name, amount_poisha, created_at, anonymous FROM donations d
        WHERE d.campaign_id = c.id AND d.status = 'confirmed' ORDER BY created_at DESC, id DESC LIMIT 10) r), '[]'::jsonb)`;

/** Campaigns whose kept recent-donor list differs from their latest 10 donation rows. */
export async function recentDonorsDrift(db: SqlRunner | { prepare(sql: string): { pluck(): { get(): unknown } } }): Promise<number> {
  if (!('dialect' in db)) return db.prepare(`SELECT count(*) FROM campaigns c WHERE json(c.recent_donors) != json(${RECENT_FROM_ROWS})`).pluck().get() as number;
  const text =
    db.dialect === 'pg'
      ? `SELECT count(*) FROM campaigns c WHERE c.recent_donors::jsonb != ${RECENT_FROM_ROWS_PG}`
      : `SELECT count(*) FROM campaigns c WHERE json(c.recent_donors) != json(${RECENT_FROM_ROWS})`;
  return (await db.value(text)) as number;
}

/** Signs a JWT by hand (HS256 or alg none) to test forged/expired tokens independently of the library. */
export function handToken(payload: Record<string, unknown>, secret: string | null, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const data = `${b64(header)}.${b64(payload)}`;
  if (secret === null) return `${data}.`;
  const sig = crypto.createHmac('sha256', secret).update(data).digest('base64url');
  return `${data}.${sig}`;
}

/** Pledges a gift (as `token`, or as a guest with name/email in `body`) and confirms it as the admin; returns the confirmed record. */
export async function giveConfirmed(app: FastifyInstance, adminToken: string, body: Record<string, unknown>, token?: string) {
  const pledged = await call(app, 'POST', '/user-donation', { token, body });
  if (pledged.status !== 201) throw new Error(`pledge failed: ${pledged.status} ${pledged.body}`);
  const confirmed = await call(app, 'POST', `/user-donations/${pledged.json.data._id}/confirm`, { token: adminToken, body: {} });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status} ${confirmed.body}`);
  return confirmed.json.data as import('../types.js').DonationRecord;
}

/** The mails in the outbox (newest last), optionally of one kind. */
export async function outboxMails(app: FastifyInstance, kind?: string) {
  return app.sql.all<{ kind: string; to: string; subject: string; text: string }>(
    `SELECT kind, to_address AS "to", subject, text_body AS text FROM outbox ${kind ? 'WHERE kind = ?' : ''} ORDER BY id`,
    kind ? [kind] : [],
  );
}

/** Every figure that must be 0 (or true) when money is consistent: see moneyCheck. */
export const MONEY_OK = {
  campaignDrift: 0,
  donorDrift: 0,
  missingDonorRows: 0,
  nameDrift: 0,
  recentDrift: 0,
  ledgerDrift: 0,
  entriesPerGift: 0,
  refundEntries: 0,
  chainVerifies: true,
};

/** A multipart/form-data body (for POST /uploads/images), as a browser's FormData sends it. */
export function multipartBody(parts: { field?: string; filename: string; type: string; bytes: Buffer }[]) {
  const boundary = `----relief${crypto.randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`));
    chunks.push(p.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Writes gifts straight into their states (no HTTP, no mail) in one transaction, on either database: many rows fast. */
export async function seedGiftsDirect(app: FastifyInstance, gifts: SeededGift[]): Promise<void> {
  const database = app.database;
  if (database.dialect === 'sqlite') {
    prepareDonationWriter(database.sqlite).many(gifts);
    return;
  }
  const writer = pgDonationWriter();
  await database.pg.tx(
    async (q) => {
      for (const g of gifts) await writer.seedOne(q, g);
    },
    { lock: true },
  );
}

/** Queues a mail in the outbox directly (the outbox worker's tests), on either database. Returns its id. */
export async function queueMail(app: FastifyInstance, mail: OutgoingMail, now = Date.now()): Promise<number> {
  const database = app.database;
  return database.dialect === 'sqlite' ? enqueueMail(database.sqlite, mail, now) : enqueueMailPg(database.pg, mail, now);
}

/** The better-sqlite3 handle of an app on SQLite (tests of what only the embedded database has: its file, its migrations). */
export function sqliteOf(app: FastifyInstance): import('better-sqlite3').Database {
  if (app.database.dialect !== 'sqlite') throw new Error('this test needs the embedded SQLite database');
  return app.database.sqlite.$client;
}
