/**
 * npm run db:copy (PostgreSQL runs only): an embedded install with money in every state is copied into an
 * empty PostgreSQL database; counts, totals and the ledger agree, the API on the copy answers exactly as on
 * the original, new rows get fresh ids, and a second copy into the now non-empty database is refused.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { childProcessEnv, loadConfig } from '../config.js';
import { API_ROOT } from '../paths.js';
import { ADMIN, call, createPgTestDatabase, DIALECT, giveConfirmed, login, moneyCheck, MONEY_OK, testResolver } from '../test/helpers.js';
import { TABLES } from './copy.js';

const run = promisify(execFile);
const copyCli = async (from: string, to: string) => {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src/db/copy-cli.ts'), '--from', from, '--to', to], {
      cwd: API_ROOT,
      env: childProcessEnv({}),
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
};

describe.skipIf(DIALECT !== 'pg')('db:copy (SQLite → PostgreSQL)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-copy-'));
  const file = path.join(dir, 'relief.db');
  let target: Awaited<ReturnType<typeof createPgTestDatabase>>;
  const config = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'k'.repeat(40), SEED: 'true', SCRYPT_LOG_N: '12', MAIL_POLL_MS: '0', WRITE_RATE_LIMIT: '100000', ...env });

  beforeAll(async () => {
    target = await createPgTestDatabase({ empty: true });
    // The embedded install: the demo data plus money moved through the API (confirmed, refunded, offline, a pledge).
    const app = await buildApp(config({ DATABASE_PATH: file, MAIL_DIR: path.join(dir, 'mail') }), { resolveHost: testResolver });
    await app.ready();
    const admin = await login(app, ADMIN.email, ADMIN.password);
    const id = (await call(app, 'GET', '/donations?limit=1')).json.data[0]._id as string;
    const gift = await giveConfirmed(app, admin, { id, donationAmount: '1234.56', name: 'Copy Donor', email: 'copy@example.com' });
    await call(app, 'POST', `/user-donations/${gift._id}/refund`, { token: admin, body: { reason: 'Sent twice' } });
    await giveConfirmed(app, admin, { id, donationAmount: '0.01', name: 'Smallest', email: 'small@example.com', anonymous: true });
    await call(app, 'POST', '/user-donations/offline', { token: admin, body: { campaignId: id, donationAmount: '500', name: 'Cash Giver', channel: 'cash' } });
    await call(app, 'POST', '/user-donation', { body: { id, donationAmount: '77', name: 'Pending', email: 'pending@example.com' } });
    await app.close();
  }, 60_000);
  afterAll(async () => {
    await target.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies everything, checks it, and the API answers the same on the copy', async () => {
    const res = await copyCli(file, target.url);
    expect(res.code, res.out).toBe(0);
    expect(res.out).toMatch(/Checked: row counts equal; confirmed gifts .* Tk and campaign totals .* Tk equal; ledger verifies \(\d+ entries, head [0-9a-f]{64}\)/);

    const embedded = await buildApp(config({ DATABASE_PATH: file, MAIL_DIR: path.join(dir, 'mail'), SEED: 'false' }), { resolveHost: testResolver });
    const copied = await buildApp(config({ DATABASE_URL: target.url, MAIL_DIR: path.join(dir, 'mail2'), SEED: 'false' }), { resolveHost: testResolver });
    await embedded.ready();
    await copied.ready();
    try {
      for (const t of TABLES) expect(await copied.sql.value(`SELECT count(*) FROM ${t}`), t).toBe(await embedded.sql.value(`SELECT count(*) FROM ${t}`));
      expect(await moneyCheck(copied.sql)).toEqual(MONEY_OK);
      const admin = await login(copied, ADMIN.email, ADMIN.password); // the password hashes came along
      for (const url of ['/donations?limit=100', '/leaderboard', '/ledger/head', '/ledger/summary', '/ledger?limit=100', '/get-comments', '/get-volunteers']) {
        const [a, b] = [await call(embedded, 'GET', url), await call(copied, 'GET', url)];
        expect(b.status, url).toBe(200);
        expect(b.json, url).toEqual(a.json);
      }
      const [a, b] = [await call(embedded, 'GET', '/stats/admin', { token: await login(embedded, ADMIN.email, ADMIN.password) }), await call(copied, 'GET', '/stats/admin', { token: admin })];
      expect(b.json).toEqual(a.json);
      // New rows continue after the copied ids.
      const maxId = (await copied.sql.value('SELECT max(id) FROM donations')) as number;
      const id = (await call(copied, 'GET', '/donations?limit=1')).json.data[0]._id as string;
      const next = await giveConfirmed(copied, admin, { id, donationAmount: '9', name: 'After Copy', email: 'after@example.com' });
      expect(Number(next._id)).toBe(maxId + 1);
      expect(await moneyCheck(copied.sql)).toEqual(MONEY_OK);
    } finally {
      await embedded.close();
      await copied.close();
    }
  }, 60_000);

  it('refuses a target that is not empty, and changes nothing there', async () => {
    const before = await copyCli(file, target.url);
    expect(before.code).toBe(1);
    expect(before.out).toMatch(/Not copied: .* is not empty \(users: \d+/);
    expect(before.out).not.toMatch(/:[^@/]*@/); // no password shown (there is none here, but never the URL as is)
  }, 30_000);
});
