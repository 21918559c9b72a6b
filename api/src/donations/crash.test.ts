/**
 * Crash safety: a child process pledges, confirms and refunds gifts in a loop and is SIGKILLed mid-way.
 * The database must pass its integrity checks (SQLite: PRAGMA integrity_check and foreign_key_check;
 * PostgreSQL: amcheck's bt_index_check of every index, and no dangling reference); every total must equal its confirmed rows, the ledger must verify
 * and match the totals, and each confirmation must have its receipt mail.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../paths.js';
import { closeDb, openDb } from '../db/client.js';
import { sqlRunner, type Database } from '../db/database.js';
import { createPgDb, type PgDb } from '../db/pg/client.js';
import { createPgTestDatabase, DIALECT, MONEY_OK, moneyCheck } from '../test/helpers.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-crash-'));
/** The SQLite file, or the PostgreSQL database (the suite's switch). */
let file = path.join(dir, 'crash.db');
let pgDrop: (() => Promise<void>) | null = null;
beforeAll(async () => {
  if (DIALECT === 'pg') {
    const created = await createPgTestDatabase();
    file = created.url;
    pgDrop = created.drop;
  }
  // The writer's donors (donor0…donor16@example.com) own verified accounts, so each pledge mails its
  // instructions (a guest-typed address nobody verified gets none: donations/repository.ts, giftMailFacts).
  const database: Database = DIALECT === 'pg' ? { dialect: 'pg', pg: createPgDb({ url: file, poolSize: 1 }) } : { dialect: 'sqlite', sqlite: openDb(file) };
  const sql = sqlRunner(database);
  for (let i = 0; i < 17; i++) {
    await sql.run("INSERT INTO users (name, email, password_hash, role, created_at, email_verified_at) VALUES (?, ?, 'x', 'user', 0, 0)", [
      `Donor ${i}`,
      `donor${i}@example.com`,
    ]);
  }
  if (database.dialect === 'pg') await database.pg.close();
  else closeDb(database.sqlite);
});
afterAll(async () => {
  await pgDrop?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

function runAndKill(afterWrites: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src/test/crash-writer.ts'), file], {
      cwd: API_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let killedAt = 0;
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', (d: Buffer) => {
      const m = /progress (\d+)/g;
      let last = 0;
      for (const match of d.toString().matchAll(m)) last = Number(match[1]);
      if (!killedAt && last >= afterWrites) {
        killedAt = last;
        child.kill('SIGKILL');
      }
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(killedAt);
      else reject(new Error(`writer exited with ${code}: ${stderr}`));
    });
  });
}

async function check() {
  if (DIALECT === 'pg') {
    const pg: PgDb = createPgDb({ url: file, poolSize: 1 });
    try {
      const n = async (text: string) => (await pg.value(text)) as number;
      const rows = await n('SELECT count(*) FROM donations');
      const receipts = await n("SELECT count(*) FROM outbox WHERE kind = 'receipt'");
      const confirmedEver = await n("SELECT count(*) FROM donations WHERE status IN ('confirmed', 'refunded')");
      const pledgeMails = await n("SELECT count(*) FROM outbox WHERE kind = 'pledge'");
      // PostgreSQL's own structural check of every B-tree index (amcheck, shipped with the server): throws on corruption.
      await pg.run('CREATE EXTENSION IF NOT EXISTS amcheck');
      const indexes = await n(`SELECT count(bt_index_check(c.oid)) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        JOIN pg_am am ON am.oid = c.relam JOIN pg_namespace ns ON ns.oid = c.relnamespace WHERE am.amname = 'btree' AND ns.nspname = 'public'`);
      // Foreign keys are enforced by the server; counted here like SQLite's foreign_key_check would.
      const fk = await n(`SELECT count(*) FROM donations d WHERE (d.campaign_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM campaigns c WHERE c.id = d.campaign_id))
        OR (d.confirmed_by IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = d.confirmed_by))`);
      return { integrity: indexes > 0 ? 'ok' : 'no indexes checked', money: await moneyCheck(pg), mailsAgree: receipts === confirmedEver && pledgeMails === rows, rows, fk };
    } finally {
      await pg.close();
    }
  }
  const db = new BetterSqlite(file);
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    const rows = db.prepare('SELECT count(*) FROM donations').pluck().get() as number;
    const receipts = db.prepare("SELECT count(*) FROM outbox WHERE kind = 'receipt'").pluck().get() as number;
    const confirmedEver = db.prepare("SELECT count(*) FROM donations WHERE status IN ('confirmed', 'refunded')").pluck().get() as number;
    const pledgeMails = db.prepare("SELECT count(*) FROM outbox WHERE kind = 'pledge'").pluck().get() as number;
    const fk = db.pragma('foreign_key_check') as unknown[];
    return { integrity, money: await moneyCheck(db), mailsAgree: receipts === confirmedEver && pledgeMails === rows, rows, fk: fk.length };
  } finally {
    db.close();
  }
}

const consistent = {
  integrity: 'ok',
  money: MONEY_OK,
  mailsAgree: true,
  rows: expect.any(Number),
  fk: 0,
};

describe('crash safety', () => {
  it('survives SIGKILL in the middle of pledges, confirmations and refunds, twice: totals, ledger and outbox agree', async () => {
    const first = await runAndKill(300);
    expect(first).toBeGreaterThanOrEqual(300);
    const a = await check();
    expect(a).toEqual(consistent);
    expect(a.rows).toBeGreaterThanOrEqual(first - 1);

    await runAndKill(a.rows + 200);
    const b = await check();
    expect(b).toEqual(consistent);
    expect(b.rows).toBeGreaterThan(a.rows);
  }, 60_000);
});
