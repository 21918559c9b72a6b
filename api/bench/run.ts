/**
 * Scale benchmark: npm run bench -w api [-- --duration 5 --connections 50 --readme]
 *
 * 1. Seeds a scale database in a temp dir (1,000 campaigns, 10,000 users, 100,000 donations)
 *    through the same donation writer the API uses (so totals are kept the same way).
 * 2. Builds the API (tsc) and starts dist/server.js as a child process (production config,
 *    logging off), plus a bare Fastify hello world as the reference.
 * 3. Runs autocannon against each endpoint and prints req/s, p50, p99 and the fraction of hello world;
 *    then confirms the gifts pledged by the POST run, one admin call each (confirmations per second).
 * 4. Times `verifyLedger` over the seeded ledger (100,000 entries by default; 3 runs, median).
 * 5. Verifies afterwards that every total equals its confirmed rows and the ledger, to the poisha.
 * 6. PostgreSQL (unless --no-pg, or its server binaries are missing): a throwaway cluster (fsync on, as a
 *    real server runs), the SQLite database copied in with db:copy, the same reads against one API process
 *    on it, then donations per second (pledges, and confirmations: each a money transaction) with one API
 *    process and with two side by side on the same database (load spread over both); the money check again.
 * With --readme the table replaces the benchmark section of api/README.md.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import Database from 'better-sqlite3';
import { childProcessEnv } from '../src/config.js';
import { closeDb, openDb } from '../src/db/client.js';
import { copySqliteToPg } from '../src/db/copy.js';
import { createPgDb } from '../src/db/pg/client.js';
import { serverAvailable, startCluster, type Cluster } from '../tools/pg-cluster.mjs';
import { prepareDonationWriter, type SeededGift } from '../src/donations/repository.js';
import { verifyLedger } from '../src/ledger/repository.js';
import { API_ROOT } from '../src/paths.js';
import { moneyCheck, MONEY_OK } from '../src/test/helpers.js';
import { MAX_PAGE } from '../src/lib/schemas.js';
import { CAUSES } from '../src/types.js';
import { hashPassword } from '../src/users/password.js';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const DURATION = arg('duration', 5);
const CONNECTIONS = arg('connections', 50);
const CAMPAIGNS = arg('campaigns', 1000);
const USERS = arg('users', 10_000);
const DONATIONS = arg('donations', 100_000);
const WRITE_README = args.includes('--readme');
/** The PostgreSQL part (same run, same machine): reads, and donations per second with one and two API replicas. */
const WITH_PG = !args.includes('--no-pg');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-bench-'));
const dbFile = path.join(dir, 'bench.db');
const children: ChildProcess[] = [];

let cluster: Cluster | null = null;
function cleanup() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

async function seed(): Promise<void> {
  const t0 = performance.now();
  const db = openDb(dbFile);
  const sqlite = db.$client;
  const hash = await hashPassword('bench-password'); // one hash for all: hashing 10k passwords is not what we measure
  const now = Date.now();
  const insertUser = sqlite.prepare(
    "INSERT INTO users (name, email, password_hash, image, profession, address, role, created_at) VALUES (?, ?, ?, '/assets/avatars/default.svg', 'Volunteer', 'Dhaka', 'user', ?)",
  );
  const insertCampaign = sqlite.prepare(
    'INSERT INTO campaigns (title, category, description, image, target_poisha, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  sqlite.transaction(() => {
    sqlite
      .prepare(
        "INSERT INTO users (name, email, password_hash, role, created_at, email_verified_at) VALUES ('Bench Admin', 'admin@bench.test', ?, 'admin', ?, ?)",
      )
      .run(hash, now, now);
    for (let i = 1; i <= USERS; i++) insertUser.run(`Donor ${i}`, `donor${i}@bench.test`, hash, now - i * 1000);
    for (let i = 1; i <= CAMPAIGNS; i++) {
      const cause = CAUSES[i % CAUSES.length]!;
      insertCampaign.run(
        `${cause} relief campaign ${i}`,
        cause,
        `Relief campaign number ${i}: food, shelter and medicine for families affected in the ${cause.toLowerCase()} response across Bangladesh.`,
        `/assets/campaigns/flood-sylhet.svg`,
        (100_000 + (i % 50) * 10_000) * 100,
        now - (CAMPAIGNS - i) * 60_000,
        now - (CAMPAIGNS - i) * 60_000,
      );
    }
  })();
  const writer = prepareDonationWriter(db);
  const BATCH = 20_000;
  for (let start = 0; start < DONATIONS; start += BATCH) {
    const batch: SeededGift[] = [];
    for (let i = start; i < Math.min(DONATIONS, start + BATCH); i++) {
      const signedIn = i % 10 < 7;
      const u = 2 + ((i * 7919) % USERS); // user 1 is the admin
      batch.push({
        campaignId: 1 + ((i * 104_729) % CAMPAIGNS),
        amountPoisha: 100 + ((i * 2_654_435_761) % 5_000_000),
        donorName: signedIn ? `Donor ${u}` : `Guest ${i % 5000}`,
        donorEmail: signedIn ? `donor${u}@bench.test` : `guest${i % 5000}@bench.test`,
        userId: signedIn ? u : null,
        anonymous: i % 13 === 0,
        time: now - (DONATIONS - i) * 1000,
        channel: 'bkash',
        transactionId: `BENCH${i}`,
        senderNumber: '01711111111',
      });
    }
    writer.many(batch);
  }
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  closeDb(db);
  console.log(`seeded ${CAMPAIGNS} campaigns, ${USERS} users, ${DONATIONS} donations in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function startChild(file: string, env: Record<string, string>, port: number, probe: string, extraArgs: string[] = []): Promise<ChildProcess> {
  // The port also as an argument, for hello.mjs (which reads no environment).
  const child = spawn(process.execPath, [file, String(port), ...extraArgs], {
    cwd: API_ROOT,
    env: childProcessEnv({ ...env, PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  for (let i = 0; i < 200; i++) {
    await new Promise((r) => setTimeout(r, 50));
    try {
      const res = await fetch(`http://127.0.0.1:${port}${probe}`);
      if (res.ok) return child;
    } catch {
      // not up yet
    }
  }
  throw new Error(`${file} did not start`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Row {
  name: string;
  result: Result;
  warmup: Result;
  /** Server CPU time per request (Linux /proc), a measure that other load on the machine disturbs less. */
  cpuMicros: number | null;
  /** Hello-world req/s measured right before (and after) this row, for a fair ratio on a busy machine. */
  helloReqs?: number;
  helloCpu?: number | null;
}

/** CPU time (user + system, ms) of a process, from /proc; null where unavailable. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

/** Waits until the server has finished requests still queued from the previous run. */
async function drain(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const t0 = performance.now();
    await fetch(url).then((r) => r.arrayBuffer());
    if (performance.now() - t0 < 20) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function run(name: string, opts: Parameters<typeof autocannon>[0], probe: string, pid: number | undefined): Promise<Row> {
  // A run of a fixed number of requests (each one used up, like a confirmation) warms up on a tenth of them.
  const warmupAmount = opts.amount ? Math.max(1, Math.floor(opts.amount / 10)) : 0;
  const warmup = await autocannon(opts.amount ? { ...opts, amount: warmupAmount, connections: CONNECTIONS } : { ...opts, duration: 1, connections: CONNECTIONS });
  await drain(probe);
  const cpu0 = cpuMs(pid);
  const result = await autocannon(
    opts.amount ? { ...opts, amount: opts.amount - warmupAmount, connections: CONNECTIONS } : { ...opts, duration: DURATION, connections: CONNECTIONS },
  );
  const cpu1 = cpuMs(pid);
  await drain(probe);
  const cpuMicros = cpu0 !== null && cpu1 !== null && result.requests.total > 0 ? ((cpu1 - cpu0) * 1000) / result.requests.total : null;
  const bad = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${bad ? `  (${bad} non-2xx/errors)` : ''}`,
  );
  return { name, result, warmup, cpuMicros };
}

async function verify() {
  const db = new Database(dbFile, { readonly: true });
  try {
    return {
      integrity: db.pragma('integrity_check', { simple: true }) as string,
      money: await moneyCheck(db),
      donations: db.prepare('SELECT count(*) FROM donations').pluck().get() as number,
      pending: db.prepare("SELECT count(*) FROM donations WHERE status = 'pending'").pluck().get() as number,
      confirmedSum: db.prepare("SELECT sum(amount_poisha) FROM donations WHERE status = 'confirmed'").pluck().get() as number,
    };
  } finally {
    db.close();
  }
}

/** Recomputes the whole seeded chain 3 times; the median time is the figure (aim: under 2 s for 100,000 entries). */
function timeLedgerVerify(): { entries: number; ms: number[]; ok: boolean } {
  const db = new Database(dbFile, { readonly: true });
  try {
    const ms: number[] = [];
    let last = verifyLedger(db);
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      last = verifyLedger(db);
      ms.push(performance.now() - t0);
    }
    return { entries: last.count, ms, ok: last.ok };
  } finally {
    db.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const BENCH_SECRET = crypto.randomBytes(32).toString('hex');
/** The API's settings in the benchmark: production, no limits in the way, no mail sent meanwhile. */
function apiEnv(db: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    ...db,
    JWT_SECRET: BENCH_SECRET,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000000',
    WRITE_RATE_LIMIT: '1000000',
    // The bench admin has no authenticator; production otherwise refuses admin writes until it enrols.
    REQUIRE_ADMIN_2FA: 'false',
    APP_URL: 'http://localhost:3000',
    MAIL_DIR: path.join(dir, 'mail'),
    // No mail is sent during the measurement (the outbox keeps it): only the writes are measured.
    MAIL_POLL_MS: '0',
  };
}

async function adminToken(base: string): Promise<string> {
  const login = await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@bench.test', password: 'bench-password' }) });
  return ((await login.json()) as { token: string }).token;
}

/** autocannon options: guest pledges of Tk 12.34 to one campaign. */
const pledgeOpts = (base: string, campaignId: number): Parameters<typeof autocannon>[0] => ({
  url: `${base}/user-donation`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ id: String(campaignId), donationAmount: '12.34', name: 'Bench Guest', email: 'bench.guest@example.com' }),
});

/** autocannon options: confirm each of `ids` once, as the admin (a fixed amount of requests). */
function confirmOpts(base: string, token: string, ids: number[]): Parameters<typeof autocannon>[0] {
  let next = 0;
  return {
    url: base.replace(/\/api\/v1$/, ''),
    amount: ids.length,
    requests: [
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        setupRequest: (req) => ({ ...req, path: `/api/v1/user-donations/${ids[next++ % ids.length]}/confirm` }),
      },
    ],
  };
}

interface PgResult {
  version: string;
  rows: Row[];
  /** [name, req/s with one process, req/s with two] */
  scale: [string, number, number][];
  verification: string;
  ok: boolean;
}

/**
 * The PostgreSQL part: the same database copied in (db:copy), the same reads, then pledges and
 * confirmations per second with one API process and with two side by side.
 */
async function pgPart(helloRun: () => Promise<Row>, campaignId: number): Promise<PgResult> {
  cluster = await startCluster({ durable: true, maxConnections: 100 });
  const url = cluster.createdb('relief_bench');
  const t0 = performance.now();
  await copySqliteToPg(dbFile, url);
  console.log(`PostgreSQL ${cluster.version}: database copied in with db:copy in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const env = apiEnv({ DATABASE_URL: url, DATABASE_POOL_SIZE: '10' });
  const ports = [await freePort(), await freePort()];
  const first = await startChild(path.join(API_ROOT, 'dist', 'server.js'), env, ports[0]!, '/api/v1/ready');
  const bases = ports.map((p) => `http://127.0.0.1:${p}/api/v1`);
  const ready = (i: number) => `${bases[i]}/ready`;
  const rows: Row[] = [];
  const measured = async (name: string, opts: Parameters<typeof autocannon>[0]) => {
    const h = await helloRun();
    const row = await run(name, opts, ready(0), first.pid);
    return { ...row, helloReqs: h.result.requests.average, helloCpu: h.cpuMicros };
  };
  rows.push(await measured('PostgreSQL: GET /donations?limit=20', { url: `${bases[0]}/donations?limit=20` }));
  rows.push(await measured('PostgreSQL: GET /leaderboard', { url: `${bases[0]}/leaderboard` }));
  rows.push(await measured(`PostgreSQL: GET /single-donation/{id}`, { url: `${bases[0]}/single-donation/${campaignId}` }));

  const database = createPgDb({ url, poolSize: 2 });
  const pendingIds = async () => (await database.all<{ id: number }>("SELECT id FROM donations WHERE status = 'pending' ORDER BY id")).map((r) => Number(r.id));
  /** The pending gifts once their number has stopped moving for a second. */
  const settledPending = async () => {
    let ids = await pendingIds();
    for (let still = 0; still < 4; ) {
      await new Promise((r) => setTimeout(r, 250));
      const now = await pendingIds();
      still = now.length === ids.length ? still + 1 : 0;
      ids = now;
    }
    return ids;
  };
  const token = await adminToken(bases[0]!);
  // One process.
  const pledgeOne = await run('PostgreSQL, 1 process: POST /user-donation', pledgeOpts(bases[0]!, campaignId), ready(0), first.pid);
  const idsOne = await settledPending();
  const confirmOne = await run(`PostgreSQL, 1 process: confirm (${idsOne.length} gifts)`, confirmOpts(bases[0]!, token, idsOne), ready(0), first.pid);
  // Two processes on the same database, each given half the load at once.
  const second = await startChild(path.join(API_ROOT, 'dist', 'server.js'), env, ports[1]!, '/api/v1/ready');
  const both = async (name: string, optsOf: (i: number) => Parameters<typeof autocannon>[0]) => {
    const results = await Promise.all([0, 1].map((i) => autocannon({ ...optsOf(i), ...(optsOf(i).amount ? {} : { duration: DURATION }), connections: Math.ceil(CONNECTIONS / 2) })));
    const total = results.reduce((sum, r) => sum + r.requests.total, 0);
    const seconds = Math.max(...results.map((r) => r.duration));
    const bad = results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
    console.log(`${name.padEnd(34)} ${(total / seconds).toFixed(0).padStart(7)} req/s over both${bad ? `  (${bad} non-2xx/errors)` : ''}`);
    return { reqs: total / seconds, bad };
  };
  // Warm the second process up as the first was.
  await autocannon({ url: `${bases[1]}/donations?limit=20`, duration: 1, connections: 10 });
  const pledgeTwo = await both('PostgreSQL, 2 processes: POST /user-donation', (i) => pledgeOpts(bases[i]!, campaignId));
  // Pledges still in flight when autocannon stopped (queued for the money lock) land before the pending gifts are read.
  const idsTwo = await settledPending();
  const halves = [idsTwo.filter((_, k) => k % 2 === 0), idsTwo.filter((_, k) => k % 2 === 1)];
  const confirmTwo = await both(`PostgreSQL, 2 processes: confirm (${idsTwo.length} gifts)`, (i) => confirmOpts(bases[i]!, token, halves[i]!));
  await stopChild(second);
  await stopChild(first);

  const money = await moneyCheck(database);
  const left = (await pendingIds()).length;
  await database.close();
  const moneyOk = JSON.stringify(money) === JSON.stringify(MONEY_OK);
  const bad = pledgeOne.result.non2xx + pledgeOne.result.errors + confirmOne.result.non2xx + confirmOne.result.errors + pledgeTwo.bad + confirmTwo.bad;
  const ok = moneyOk && left === 0 && bad === 0;
  return {
    version: cluster.version,
    rows,
    scale: [
      ['pledges (POST /user-donation) per second', pledgeOne.result.requests.average, pledgeTwo.reqs],
      ['confirmations (money transactions) per second', confirmOne.result.requests.average, confirmTwo.reqs],
    ],
    verification:
      `PostgreSQL after the run: every pledge confirmed (${left} left pending), no failed request (${bad}); totals, leaderboard, recent donors and ledger agree: ${moneyOk ? 'yes' : 'NO ' + JSON.stringify(money)}.`,
    ok,
  };
}

async function main() {
  console.log(
    `Relief API benchmark — ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  await seed();
  console.log('building api (tsc)…');
  execFileSync(process.execPath, [path.join(API_ROOT, '..', 'node_modules', 'typescript7', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], {
    cwd: API_ROOT,
    stdio: 'inherit',
  });

  const rows: Row[] = [];
  const helloPort = await freePort();
  const hello = await startChild(path.join(API_ROOT, 'bench', 'hello.mjs'), {}, helloPort, '/');
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  const helloRows: Row[] = [];
  const helloRun = async () => {
    const r = await run('hello world (bare Fastify)', { url: helloUrl }, helloUrl, hello.pid);
    helloRows.push(r);
    return r;
  };

  const port = await freePort();
  const api = await startChild(path.join(API_ROOT, 'dist', 'server.js'), apiEnv({ DATABASE_PATH: dbFile }), port, '/api/v1/health');
  const base = `http://127.0.0.1:${port}/api/v1`;
  const health = `${base}/health`;
  /** Hello world right before each endpoint: the ratio compares runs a few seconds apart. */
  const measuredOn = async (pid: number | undefined, name: string, opts: Parameters<typeof autocannon>[0], probe: string) => {
    const h = await helloRun();
    const row = await run(name, opts, probe, pid);
    return { ...row, helloReqs: h.result.requests.average, helloCpu: h.cpuMicros };
  };
  const measured = (name: string, opts: Parameters<typeof autocannon>[0]) => measuredOn(api.pid, name, opts, health);
  const busiest = new Database(dbFile, { readonly: true });
  const campaignId = busiest.prepare('SELECT id FROM campaigns ORDER BY donor_count DESC LIMIT 1').pluck().get() as number;
  busiest.close();

  // The ceiling: bare Fastify sending the very bytes and headers of these answers from memory (bench/hello.mjs).
  const replayFile = path.join(dir, 'replay.json');
  const replayPaths = { '/donations?limit=20': '/replay/donations', '/leaderboard': '/replay/leaderboard' } as const;
  const replayed: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const [from, to] of Object.entries(replayPaths)) {
    const res = await fetch(`${base}${from}`, { headers: { 'accept-encoding': 'identity' } });
    const headers = Object.fromEntries([...res.headers].filter(([name]) => !['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)));
    replayed[to] = { headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') };
  }
  fs.writeFileSync(replayFile, JSON.stringify(replayed));
  const replayPort = await freePort();
  const replay = await startChild(path.join(API_ROOT, 'bench', 'hello.mjs'), {}, replayPort, '/', [replayFile]);
  const replayOf = (name: string, to: string) => measuredOn(replay.pid, `${name}: bare Fastify sending its bytes (ceiling)`, { url: `http://127.0.0.1:${replayPort}${to}` }, `http://127.0.0.1:${replayPort}/`);

  rows.push(await replayOf('GET /donations?limit=20', replayPaths['/donations?limit=20']));
  rows.push(await measured('GET /donations?limit=20', { url: `${base}/donations?limit=20` }));
  rows.push(await measured('GET /donations?limit=20, as browsers ask (br)', { url: `${base}/donations?limit=20`, headers: { 'accept-encoding': 'gzip, deflate, br' } }));
  rows.push(await measured(`GET /donations (no parameters: the first ${Math.min(CAMPAIGNS, MAX_PAGE)})`, { url: `${base}/donations` }));
  rows.push(await replayOf('GET /leaderboard', replayPaths['/leaderboard']));
  rows.push(await measured('GET /leaderboard', { url: `${base}/leaderboard` }));
  await stopChild(replay);
  rows.push(await measured(`GET /single-donation/{id}`, { url: `${base}/single-donation/${campaignId}` }));

  const before = await verify();
  const amount = '12.34';
  const donate = await measured('POST /user-donation (guest)', {
    url: `${base}/user-donation`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: String(campaignId), donationAmount: amount, name: 'Bench Guest', email: 'bench.guest@example.com' }),
  });
  rows.push(donate);

  // Confirm the gifts the POST run pledged: every call is a full money transaction (totals, ledger, receipt mail, audit).
  const token = await adminToken(base);
  const pendingDb = new Database(dbFile, { readonly: true });
  const pendingIds = pendingDb.prepare("SELECT id FROM donations WHERE status = 'pending' ORDER BY id").pluck().all() as number[];
  pendingDb.close();
  let next = 0;
  const confirm = await measured(`POST /user-donations/{id}/confirm (${pendingIds.length.toLocaleString('en-US')} gifts)`, {
    url: base,
    amount: pendingIds.length,
    requests: [
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        setupRequest: (req) => ({ ...req, path: `/api/v1/user-donations/${pendingIds[next++ % pendingIds.length]}/confirm` }),
      },
    ],
  });
  rows.push(confirm);
  await stopChild(api);

  let pg: PgResult | null = null;
  if (WITH_PG && serverAvailable()) pg = await pgPart(helloRun, campaignId);
  else console.log(WITH_PG ? 'PostgreSQL part skipped: no server binaries (apt-get install postgresql, or PG_BIN)' : 'PostgreSQL part skipped (--no-pg)');
  await stopChild(hello);

  const after = await verify();
  const added = after.donations - before.donations;
  // The POST run pledged `added` gifts (a few may have been written while autocannon closed its connections);
  // the confirm run then confirmed each once — its warm-up second included — and nothing twice.
  const confirmed = confirm.result['2xx'] + confirm.warmup['2xx'];
  const exact = after.confirmedSum - before.confirmedSum === (added - after.pending) * 1234 && added === pendingIds.length;
  const moneyOk = JSON.stringify(after.money) === JSON.stringify(MONEY_OK);
  const ledger = timeLedgerVerify();
  const ok = after.integrity === 'ok' && moneyOk && exact && ledger.ok && confirmed === pendingIds.length - after.pending && (pg?.ok ?? true);
  const verification =
    `after the run: integrity_check ${after.integrity}; ${after.donations.toLocaleString('en-US')} donation rows (+${added.toLocaleString('en-US')} pledged by the POST run, ` +
    `${confirmed.toLocaleString('en-US')} confirmed by the confirm run, ${after.pending} left pending); totals, leaderboard, recent donors and ledger agree: ${moneyOk ? 'yes' : 'NO ' + JSON.stringify(after.money)}; ` +
    `confirmed amount exact to the poisha: ${exact ? 'yes' : 'NO'}.\n\n` +
    `Ledger check (\`verifyLedger\`, the same code as \`npm run ledger:verify\`): ${ledger.entries.toLocaleString('en-US')} entries recomputed in ` +
    `${median(ledger.ms).toFixed(0)} ms (median of 3: ${ledger.ms.map((m) => m.toFixed(0)).join(', ')} ms; aim under 2,000 ms); chain verifies: ${ledger.ok ? 'yes' : 'NO'}.`;
  console.log(`ledger verify: ${ledger.entries} entries, ${ledger.ms.map((m) => m.toFixed(0)).join(' / ')} ms`);

  const helloAvg = helloRows.reduce((sum, r) => sum + r.result.requests.average, 0) / helloRows.length;
  const helloCpus = helloRows.map((r) => r.cpuMicros).filter((c): c is number => c !== null);
  const helloCpuAvg = helloCpus.length ? helloCpus.reduce((a, b) => a + b, 0) / helloCpus.length : null;
  const pct = (x: number) => `${x.toFixed(0)}%`;
  const fmtCpu = (c: number | null | undefined) => (c === null || c === undefined ? '—' : c.toFixed(0));
  const table = [
    `| endpoint (${CONNECTIONS} connections, ${DURATION} s each) | req/s | p50 ms | p99 ms | req/s vs hello world just before | server CPU µs/req | CPU vs hello world |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    `| hello world (bare Fastify), mean of ${helloRows.length} runs | ${helloAvg.toFixed(0)} | ${helloRows[0]!.result.latency.p50} | ${Math.max(...helloRows.map((r) => r.result.latency.p99))} (worst) | 100% | ${fmtCpu(helloCpuAvg)} | 100% |`,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.result.requests.average.toFixed(0)} | ${r.result.latency.p50} | ${r.result.latency.p99} | ${pct((100 * r.result.requests.average) / r.helloReqs!)} | ${fmtCpu(r.cpuMicros)} | ${
          r.cpuMicros && r.helloCpu ? pct((100 * r.helloCpu) / r.cpuMicros) : '—'
        } |`,
    ),
  ].join('\n');
  const pgRows = pg
    ? [
        '',
        `PostgreSQL ${pg.version} (one API process, DATABASE_POOL_SIZE 10; fsync and synchronous commits on), the same database copied in with db:copy:`,
        '',
        '| endpoint | req/s | p50 ms | p99 ms | req/s vs hello world just before | server CPU µs/req | CPU vs hello world |',
        '|---|---:|---:|---:|---:|---:|---:|',
        ...pg.rows.map(
          (r) =>
            `| ${r.name.replace('PostgreSQL: ', '')} | ${r.result.requests.average.toFixed(0)} | ${r.result.latency.p50} | ${r.result.latency.p99} | ${pct((100 * r.result.requests.average) / r.helloReqs!)} | ${fmtCpu(r.cpuMicros)} | ${
              r.cpuMicros && r.helloCpu ? pct((100 * r.helloCpu) / r.cpuMicros) : '—'
            } |`,
        ),
        '',
        `Donations per second on PostgreSQL, one API process and two side by side on the same database (${CONNECTIONS} connections in all, split over the processes; the machine's ${os.cpus().length} CPU(s) run the processes, PostgreSQL and the load generator):`,
        '',
        '| | 1 process | 2 processes |',
        '|---|---:|---:|',
        ...pg.scale.map(([name, one, two]) => `| ${name} | ${one.toFixed(0)} | ${two.toFixed(0)} |`),
        '',
        pg.verification,
      ].join('\n')
    : '';
  console.log('\n' + table + '\n\n' + verification + '\n' + pgRows + '\n');

  if (WRITE_README) {
    const readme = path.join(API_ROOT, 'README.md');
    const text = fs.readFileSync(readme, 'utf8');
    const section =
      `<!-- bench:start -->\n` +
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; ` +
      `load average at start ${os.loadavg()[0]!.toFixed(1)}; autocannon and the server share the machine. Database: ${CAMPAIGNS.toLocaleString('en-US')} campaigns, ${USERS.toLocaleString('en-US')} users, ${DONATIONS.toLocaleString('en-US')} donations.\n\n` +
      `${table}\n\n${verification}\n${pgRows}\n<!-- bench:end -->`;
    const next = text.includes('<!-- bench:start -->')
      ? text.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, section)
      : text.replace('See the section below (filled in by `npm run bench -w api`).', section);
    fs.writeFileSync(readme, next);
    console.log('README.md updated');
  }
  if (!ok) {
    console.error('VERIFICATION FAILED');
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
