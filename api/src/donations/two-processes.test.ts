/**
 * Two API processes on one PostgreSQL (PostgreSQL runs only): both start together on an empty database
 * (one seeds it), then 400 gifts are pledged and confirmed through both at once — each pledged on one
 * process and confirmed on the other. Afterwards the totals, the ledger and the leaderboard are exact to
 * the poisha, and both processes answer the same.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childProcessEnv } from '../config.js';
import { createPgDb, type PgDb } from '../db/pg/client.js';
import { API_ROOT } from '../paths.js';
import { ADMIN, createPgTestDatabase, DIALECT, moneyCheck, MONEY_OK } from '../test/helpers.js';

const GIFTS = 400;
const DONORS = 8;
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

describe.skipIf(DIALECT !== 'pg')('two API processes on one PostgreSQL', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-two-'));
  let database: Awaited<ReturnType<typeof createPgTestDatabase>>;
  let db: PgDb;
  const children: { child: ChildProcess; base: string; output: () => string }[] = [];

  beforeAll(async () => {
    database = await createPgTestDatabase();
    db = createPgDb({ url: database.url, poolSize: 2 });
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src/server.ts')], {
        cwd: API_ROOT,
        env: childProcessEnv({
          HOME: os.tmpdir(),
          NODE_ENV: 'test',
          PORT: String(port),
          DATABASE_URL: database.url,
          DATABASE_POOL_SIZE: '8',
          JWT_SECRET: 's'.repeat(48), // shared: a token from one process works on the other
          LOG_LEVEL: 'warn',
          SEED: 'true',
          SCRYPT_LOG_N: '12',
          AUTH_RATE_LIMIT: '100000',
          WRITE_RATE_LIMIT: '100000',
          MAIL_DIR: path.join(dir, `mail-${i}`),
        }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout!.on('data', (d) => (out += d));
      child.stderr!.on('data', (d) => (out += d));
      children.push({ child, base: `http://127.0.0.1:${port}/api/v1`, output: () => out });
    }
    // Both start together (tsx compiles each: seconds on a loaded machine); /ready says when each may take traffic.
    for (const c of children) {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const ok = await fetch(`${c.base}/ready`).then((r) => r.status === 200, () => false);
        if (ok) break;
        if (Date.now() > deadline || c.child.exitCode !== null) throw new Error(`an API process did not get ready: ${c.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }, 90_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.child.exitCode !== null) return resolve();
            c.child.on('exit', () => resolve());
            c.child.kill('SIGTERM');
          }),
      ),
    );
    await db?.close();
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const json = async (base: string, method: string, url: string, body?: unknown, token?: string) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as any };
  };

  it(`${GIFTS} gifts pledged and confirmed through both processes at once: totals, ledger and leaderboard exact`, async () => {
    const [a, b] = children.map((c) => c.base) as [string, string];
    // Seeded once, whichever process came first.
    expect(await db.value("SELECT count(*) FROM users WHERE email = 'admin@relief.test'")).toBe(1);
    const admin = (await json(a, 'POST', '/login', ADMIN)).json.token as string;
    const campaigns = ((await json(b, 'GET', '/donations?limit=3')).json.data as { _id: string }[]).map((c) => c._id);
    const raisedBefore = (await db.value<number>('SELECT sum(raised_poisha) FROM campaigns'))!;
    const ledgerBefore = (await db.value<number>('SELECT count(*) FROM ledger'))!;

    // Gift i: Tk 20,000 + i × 0.37 (every poisha counts; the 8 donors outgive the demo data), from one of 8 donors, to one of 3 campaigns.
    const poisha = (i: number) => 2_000_000 + i * 37;
    const tk = (p: number) => `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`;
    const expectedByDonor = new Map<string, number>();
    const expectedByCampaign = new Map<string, number>();
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < GIFTS; i = next++) {
        const [pledgeAt, confirmAt] = i % 2 ? [a, b] : [b, a];
        const donor = `Two Process Donor ${i % DONORS}`;
        const campaignId = campaigns[i % campaigns.length]!;
        const pledged = await json(pledgeAt, 'POST', '/user-donation', {
          id: campaignId,
          donationAmount: tk(poisha(i)),
          name: donor,
          email: `two.process.${i % DONORS}@example.com`,
        });
        expect(pledged.status, JSON.stringify(pledged.json)).toBe(201);
        const confirmed = await json(confirmAt, 'POST', `/user-donations/${pledged.json.data._id}/confirm`, {}, admin);
        expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
        expectedByDonor.set(donor, (expectedByDonor.get(donor) ?? 0) + poisha(i));
        expectedByCampaign.set(campaignId, (expectedByCampaign.get(campaignId) ?? 0) + poisha(i));
      }
    };
    await Promise.all(Array.from({ length: 32 }, worker));

    // Totals: every campaign moved by exactly its gifts; all kept figures agree with the rows; the chain verifies.
    const total = [...expectedByCampaign.values()].reduce((s, p) => s + p, 0);
    expect(total).toBe(Array.from({ length: GIFTS }, (_, i) => poisha(i)).reduce((s, p) => s + p, 0));
    expect(await db.value<number>('SELECT sum(raised_poisha) FROM campaigns')).toBe(raisedBefore + total);
    for (const [id, sum] of expectedByCampaign) {
      expect(await db.value("SELECT coalesce(sum(amount_poisha), 0) FROM donations WHERE campaign_id = ? AND status = 'confirmed' AND donor_email LIKE 'two.process.%'", [Number(id)])).toBe(sum);
    }
    expect(await moneyCheck(db)).toEqual(MONEY_OK);
    expect(await db.value('SELECT count(*) FROM ledger')).toBe(ledgerBefore + GIFTS);
    const heads = await Promise.all([a, b].map(async (base) => (await json(base, 'GET', '/ledger/head')).json));
    expect(heads[0]).toEqual(heads[1]);
    expect(heads[0].count).toBe(ledgerBefore + GIFTS);

    // Leaderboard: the 8 donors at the top with their exact sums, the same on both processes.
    const boards = await Promise.all([a, b].map(async (base) => (await json(base, 'GET', '/leaderboard')).json.data as { name: string; totalAmount: number; donationCount: number }[]));
    expect(boards[0]).toEqual(boards[1]);
    const top = boards[0]!.slice(0, DONORS);
    expect(new Map(top.map((r) => [r.name, r.totalAmount]))).toEqual(new Map([...expectedByDonor].map(([name, p]) => [name, p / 100])));
    expect(top.every((r) => r.donationCount === GIFTS / DONORS)).toBe(true);
    // Receipt mails: one per gift, written by whichever process's outbox worker claimed it.
    expect(await db.value("SELECT count(*) FROM outbox WHERE kind = 'receipt' AND to_address LIKE 'two.process.%'")).toBe(GIFTS);
  }, 180_000);
});
