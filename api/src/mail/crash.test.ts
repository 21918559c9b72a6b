/**
 * A crash between commit and send loses no mail: a child process registers an account (the mail is
 * committed to the outbox with the account) and is SIGKILLed while its worker waits for the mail
 * server. A worker started afterwards sends that mail once its lease has run out, exactly once.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDb, openDb } from '../db/client.js';
import { sqlRunner, type Database } from '../db/database.js';
import { createPgDb } from '../db/pg/client.js';
import { createPgTestDatabase, DIALECT } from '../test/helpers.js';
import { createPgOutboxStore } from './outbox.pg.js';
import { API_ROOT } from '../paths.js';
import { linkIn, startSmtp } from '../test/smtp.js';
import { createOutboxStore } from './outbox.js';
import { createMailTransport } from './transport.js';
import { createMailWorker } from './worker.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-mail-crash-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('mail outbox across a crash', () => {
  it('a mail committed but not sent when the process dies is sent by the next worker, once', async () => {
    const smtp = await startSmtp();
    // The SQLite file, or a PostgreSQL database (the suite's switch).
    const pgDb = DIALECT === 'pg' ? await createPgTestDatabase() : null;
    const file = pgDb?.url ?? path.join(dir, 'crash.db');
    const email = 'crash@example.com';
    smtp.mode = 'hold';
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src/test/crash-mailer.ts'), file, smtp.url, email], {
      cwd: API_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const killed = new Promise<string | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    // The worker has claimed the mail and is talking to the server: the moment to die.
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the child never reached the mail server: ${out}`)), 20_000);
      smtp.onConnect = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    child.kill('SIGKILL');
    expect(await killed).toBe('SIGKILL');
    expect(out).toContain('registered 201');
    expect(smtp.messages).toHaveLength(0);

    const database: Database = pgDb ? { dialect: 'pg', pg: createPgDb({ url: pgDb.url, poolSize: 2 }) } : { dialect: 'sqlite', sqlite: openDb(file) };
    const sql = sqlRunner(database);
    const store = () => (database.dialect === 'pg' ? createPgOutboxStore(database.pg) : createOutboxStore(database.sqlite));
    try {
      const row = (await sql.get('SELECT id, sent_at, locked_until FROM outbox WHERE to_address = ?', [email])) as { id: number; sent_at: number | null; locked_until: number | null };
      expect(row.sent_at).toBeNull();
      expect(row.locked_until).not.toBeNull(); // the dead worker's lease
      expect(await sql.value('SELECT count(*) FROM users WHERE email = ?', [email])).toBe(1);

      smtp.mode = 'accept';
      const quiet = { warn: () => undefined, error: () => undefined };
      const config = { smtpUrl: smtp.url, from: 'Relief <no-reply@relief.test>', dir, pollMs: 0 };
      // Right after the restart the lease still holds; once it has run out the mail goes.
      const early = createMailWorker({ store: store(), transport: createMailTransport(config, quiet), log: quiet, pollMs: 0 });
      expect(await early.runOnce()).toBe(0);
      await early.stop();
      const later = createMailWorker({
        store: store(),
        transport: createMailTransport(config, quiet),
        log: quiet,
        pollMs: 0,
        now: () => Date.now() + 61_000,
      });
      expect(await later.runOnce()).toBe(1);
      expect(await later.runOnce()).toBe(0);
      await later.stop();
      const [mail] = await smtp.waitFor(email);
      expect(smtp.to(email)).toHaveLength(1);
      expect(linkIn(mail!, '/verify-email').searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await sql.value('SELECT sent_at FROM outbox WHERE id = ?', [row.id])).not.toBeNull();
    } finally {
      if (database.dialect === 'pg') await database.pg.close();
      else closeDb(database.sqlite);
      await pgDb?.drop();
      await smtp.close();
    }
  }, 40_000);
});
