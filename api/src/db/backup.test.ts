/**
 * npm run db:backup: an online copy of the embedded database while the product writes. The CLI runs as
 * its own process (as an operator would run it) while this process's API confirms gifts one after
 * another; the copy must pass integrity_check, its totals must equal its confirmed gifts and its ledger
 * must verify. Refusals: no file named, an existing file without --force, a folder that does not exist.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { childProcessEnv } from '../config.js';
import { API_ROOT } from '../paths.js';
import { call, DIALECT, moneyCheck, MONEY_OK, sqliteOf, useSignedInTestApp, type SignedInTestApp } from '../test/helpers.js';

const pending: number[] = [];
let t: SignedInTestApp;

// db:backup copies the embedded SQLite file; a PostgreSQL install backs up with pg_dump (see README).
describe.skipIf(DIALECT === 'pg')('db:backup', () => {
  t = useSignedInTestApp();
  function backupCli(args: string[]): { done: Promise<{ code: number | null; stdout: string; stderr: string }> } {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src/db/backup-cli.ts'), ...args], {
      cwd: API_ROOT,
      env: childProcessEnv({ DATABASE_PATH: t.config.databasePath }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    return { done: new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr }))) };
  }

  beforeAll(async () => {
    const campaigns = (await call(t.app, 'GET', '/donations?limit=5')).json.data as { _id: string }[];
    for (let i = 0; i < 400; i++) {
      const r = await t.app.repos.donations.pledge({
        campaignId: Number(campaigns[i % campaigns.length]!._id),
        amountPoisha: 10_001 + i * 37,
        donorName: `Burst donor ${i % 40}`,
        donorEmail: `burst${i % 40}@example.com`,
        userId: null,
        anonymous: i % 7 === 0,
        channel: 'bkash',
        transactionId: `BURST${String(i).padStart(5, '0')}`,
        senderNumber: '01711111111',
      });
      pending.push(Number(r!.record._id));
    }
  });

  const confirmedCount = () => sqliteOf(t.app).prepare("SELECT count(*) FROM donations WHERE status = 'confirmed'").pluck().get() as number;

  it('copies the database while gifts are being confirmed: integrity ok, totals equal the gifts, the ledger verifies', async () => {
    const file = path.join(t.dir, 'during-burst.db');
    const before = confirmedCount();
    const cli = backupCli([file]);
    let finished = false;
    const result = cli.done.finally(() => (finished = true));
    let confirmedDuring = 0;
    // The burst: one admin confirmation after another until the backup process has exited.
    while (!finished && pending.length) {
      const id = pending.shift()!;
      const res = await call(t.app, 'POST', `/user-donations/${id}/confirm`, { token: t.admin });
      expect(res.status).toBe(200);
      confirmedDuring++;
    }
    const { code, stdout, stderr } = await result;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Backed up .* integrity ok/);
    expect(confirmedDuring).toBeGreaterThan(0);

    const copy = new Database(file, { readonly: true, fileMustExist: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      // Totals equal the sum of their confirmed gifts, leaderboard rows too, and the ledger's chain verifies.
      expect(await moneyCheck(copy)).toEqual(MONEY_OK);
      const inCopy = copy.prepare("SELECT count(*) FROM donations WHERE status = 'confirmed'").pluck().get() as number;
      expect(inCopy).toBeGreaterThanOrEqual(before);
      expect(inCopy).toBeLessThanOrEqual(before + confirmedDuring);
      // One self-contained file: no WAL beside it.
      expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    } finally {
      copy.close();
    }
    expect(fs.readdirSync(t.dir).filter((f) => f.endsWith('.partial'))).toEqual([]);
  }, 60_000);

  it('refuses to overwrite an existing file unless --force', async () => {
    const file = path.join(t.dir, 'existing.db');
    fs.writeFileSync(file, 'keep me');
    const refused = await backupCli([file]).done;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already exists');
    expect(refused.stderr).toContain('--force');
    expect(fs.readFileSync(file, 'utf8')).toBe('keep me');

    const forced = await backupCli([file, '--force']).done;
    expect(forced.code).toBe(0);
    const copy = new Database(file, { readonly: true, fileMustExist: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      copy.close();
    }
  }, 60_000);

  it('names the mistake: no file given, a folder that does not exist', async () => {
    const none = await backupCli([]).done;
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Name the backup file to write');
    expect(none.stderr).toContain('npm run db:backup -w api -- FILE');

    const missing = await backupCli([path.join(t.dir, 'no-such-folder', 'copy.db')]).done;
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/folder .*no-such-folder does not exist/);
  }, 60_000);
});
