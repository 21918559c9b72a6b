/** The outbox worker with the real outbox table and a real SMTP server. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, openDb, type Db } from '../db/client.js';
import { sqlRunner, type SqlRunner } from '../db/database.js';
import { createPgDb, type PgDb } from '../db/pg/client.js';
import { createPgTestDatabase, DIALECT } from '../test/helpers.js';
import { startSmtp, type TestSmtp } from '../test/smtp.js';
import { createOutboxStore, enqueueMail, type OutboxStore, type OutgoingMail } from './outbox.js';
import { createPgOutboxStore, enqueueMailPg } from './outbox.pg.js';
import { createMailTransport } from './transport.js';
import { backoffMs, createMailWorker, MAX_ATTEMPTS } from './worker.js';

let dir: string;
let smtp: TestSmtp;
// The outbox table of either database (the suite's switch: see test/helpers.ts).
let store: OutboxStore;
let enqueue: (mail: OutgoingMail, now?: number) => Promise<number>;
let sql: SqlRunner;
let closeDatabase: () => Promise<void>;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const mailConfig = () => ({ smtpUrl: smtp.url, from: 'Relief <no-reply@relief.test>', dir: path.join(dir, 'mail'), pollMs: 0 });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-mail-'));
  if (DIALECT === 'pg') {
    const created = await createPgTestDatabase();
    const pg: PgDb = createPgDb({ url: created.url, poolSize: 3 });
    store = createPgOutboxStore(pg);
    enqueue = (mail, now) => enqueueMailPg(pg, mail, now);
    sql = pg;
    closeDatabase = async () => {
      await pg.close();
      await created.drop();
    };
  } else {
    const db: Db = openDb(path.join(dir, 'mail.db'));
    store = createOutboxStore(db);
    enqueue = async (mail, now) => enqueueMail(db, mail, now);
    sql = sqlRunner({ dialect: 'sqlite', sqlite: db });
    closeDatabase = async () => closeDb(db);
  }
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

const row = async (id: number) =>
  (await sql.get('SELECT attempts, sent_at, next_attempt_at, locked_until, last_error FROM outbox WHERE id = ?', [id])) as {
    attempts: number;
    sent_at: number | null;
    next_attempt_at: number;
    locked_until: number | null;
    last_error: string | null;
  };

describe('mail outbox worker', () => {
  it('sends a queued message through SMTP and marks it sent', async () => {
    const id = await enqueue({ kind: 'test', to: 'a@example.com', subject: 'Hello', text: 'Body text', html: '<p>Body text</p>' });
    const worker = createMailWorker({ store, transport: createMailTransport(mailConfig(), quiet), log: quiet, pollMs: 0 });
    expect(await worker.runOnce()).toBe(1);
    const [mail] = await smtp.waitFor('a@example.com');
    expect(mail!.subject).toBe('Hello');
    expect(mail!.text?.trim()).toBe('Body text');
    expect(mail!.from?.text).toContain('no-reply@relief.test');
    expect(mail!.messageId).toBe(`<outbox-${id}@relief.test>`);
    expect((await row(id)).sent_at).not.toBeNull();
    expect(await worker.runOnce()).toBe(0); // nothing sent twice
    await worker.stop();
  });

  it('a server that refuses delays the mail with backoff, and it goes out once the server accepts', async () => {
    let now = Date.now();
    const worker = createMailWorker({ store, transport: createMailTransport(mailConfig(), quiet), log: quiet, pollMs: 0, now: () => now });
    const id = await enqueue({ kind: 'test', to: 'b@example.com', subject: 'Retry me', text: 'x' }, now);
    smtp.mode = 'refuse';
    expect(await worker.runOnce()).toBe(0);
    let r = (await row(id));
    expect(r.attempts).toBe(1);
    expect(r.last_error).toMatch(/451|busy/i);
    expect(r.next_attempt_at - now).toBeGreaterThanOrEqual(24_000);
    expect(await worker.runOnce()).toBe(0); // not due yet: no new attempt
    expect((await row(id)).attempts).toBe(1);
    smtp.mode = 'accept';
    now = r.next_attempt_at;
    expect(await worker.runOnce()).toBe(1);
    r = (await row(id));
    expect(r.sent_at).not.toBeNull();
    expect(smtp.to('b@example.com')).toHaveLength(1);
    await worker.stop();
  });

  it('a mail server that is down fails no request: the message waits in the outbox', async () => {
    const closed = await startSmtp();
    const url = closed.url;
    await closed.close();
    let now = Date.now();
    const worker = createMailWorker({
      store,
      transport: createMailTransport({ ...mailConfig(), smtpUrl: url }, quiet),
      log: quiet,
      pollMs: 0,
      now: () => now,
    });
    const id = await enqueue({ kind: 'test', to: 'c@example.com', subject: 'Down', text: 'x' }, now);
    expect(await worker.runOnce()).toBe(0);
    expect((await row(id)).attempts).toBe(1);
    expect((await row(id)).last_error).toMatch(/ECONNREFUSED|connect/i);
    await worker.stop();
  });

  it('gives up after the last attempt and keeps the row with its error', async () => {
    let now = Date.now();
    const failing = { send: async () => Promise.reject(new Error('boom')), close: () => undefined };
    const worker = createMailWorker({ store, transport: failing, log: quiet, pollMs: 0, now: () => now });
    const id = await enqueue({ kind: 'test', to: 'd@example.com', subject: 'Never', text: 'x' }, now);
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await worker.runOnce();
      now += 7 * 3600_000;
    }
    expect((await row(id))).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null, last_error: 'boom' });
    await worker.stop();
  });

  it("logs a refusal without the address it quotes (the outbox row keeps the server's words)", async () => {
    let now = Date.now() + 20 * 24 * 3600_000; // past every earlier test's retries
    await sql.run('UPDATE outbox SET sent_at = 1 WHERE sent_at IS NULL');
    const refusing = { send: async () => Promise.reject(new Error('550 5.1.1 <Someone.Else@example.org>: Recipient address rejected; also cc%40example.org')), close: () => undefined };
    const lines: string[] = [];
    const log = { info: () => undefined, warn: (obj: object, msg: string) => lines.push(`${JSON.stringify(obj)} ${msg}`), error: (obj: object, msg: string) => lines.push(`${JSON.stringify(obj)} ${msg}`) };
    const worker = createMailWorker({ store, transport: refusing, log, pollMs: 0, now: () => now });
    const id = await enqueue({ kind: 'test', to: 'Someone.Else@example.org', subject: 'Refused', text: 'x' }, now);
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await worker.runOnce();
      now += 7 * 3600_000;
    }
    expect(lines).toHaveLength(MAX_ATTEMPTS); // each try warned, the last one an error
    for (const line of lines) {
      expect(line).toContain('550 5.1.1 [email] Recipient address rejected; also [email]');
      expect(line.toLowerCase()).not.toMatch(/example\.org/);
    }
    expect((await row(id)).last_error).toContain('<Someone.Else@example.org>');
    await worker.stop();
  });

  it('a leased message is not sent by a second worker until the lease ends', async () => {
    const now = Date.now() + 10 * 24 * 3600_000; // past every earlier test's retries
    await sql.run('UPDATE outbox SET sent_at = 1 WHERE sent_at IS NULL');
    const id = await enqueue({ kind: 'test', to: 'e@example.com', subject: 'Lease', text: 'x' }, now);
    expect((await store.claim(now, 60_000, MAX_ATTEMPTS))?.id).toBe(id);
    expect(await store.claim(now + 1000, 60_000, MAX_ATTEMPTS)).toBeNull();
    expect((await store.claim(now + 60_000, 60_000, MAX_ATTEMPTS))?.id).toBe(id);
  });

  it('backs off exponentially with jitter, at most 6 hours', () => {
    expect(backoffMs(1, () => 0.5)).toBe(30_000);
    expect(backoffMs(2, () => 0.5)).toBe(60_000);
    expect(backoffMs(5, () => 0.5)).toBe(480_000);
    expect(backoffMs(30, () => 0.5)).toBe(6 * 3600_000);
    expect(backoffMs(1, () => 0)).toBe(24_000);
    expect(backoffMs(1, () => 1)).toBe(36_000);
  });

  it('the embedded transport writes one .eml file per message and logs one line naming it', async () => {
    const lines: string[] = [];
    const log = { warn: (obj: object, msg: string) => lines.push(`${JSON.stringify(obj)} ${msg}`) };
    const transport = createMailTransport({ smtpUrl: null, from: 'Relief <no-reply@relief.test>', dir: path.join(dir, 'eml'), pollMs: 0 }, log);
    await transport.send({ id: 42, kind: 'verify-email', to_address: 'f@example.com', subject: 'Confirm', text_body: 'Open https://x.test/verify-email?token=abc', html_body: null, attempts: 0 });
    const files = fs.readdirSync(path.join(dir, 'eml'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-000042-verify-email\.eml$/);
    const eml = fs.readFileSync(path.join(dir, 'eml', files[0]!), 'utf8');
    expect(eml).toMatch(/^To: f@example.com$/m);
    expect(eml).toMatch(/^Subject: Confirm$/m);
    expect(eml).toContain('verify-email?token=abc');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(files[0]);
    expect(lines[0]).not.toContain('token=abc');
  });
});
