// npm run test:pg (here or at the root): the API test suite on PostgreSQL. Starts a throwaway cluster
// (initdb + pg_ctl, on 127.0.0.1 and a free port, as the `postgres` user when running as root), migrates a
// template database (and a seeded copy of it), runs the suite with TEST_DATABASE_URL pointing at it (each test
// app gets a fresh database copied from a template; 2 workers), then stops the cluster and removes it, also on
// failure or Ctrl-C.
// Extra arguments go to vitest (e.g. `npm run test:pg -w api -- src/ledger`).
// Needs PostgreSQL's server binaries: PG_BIN, `pg_config --bindir`, /usr/lib/postgresql/<newest>/bin, or PATH.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Test files that never open a database (pure functions: amounts, text, rules, passwords, TOTP, the PDF and
 * statement formats, configuration parsing) and server.test.ts (the process's listen/SIGTERM cycle on the
 * embedded database; PostgreSQL processes start and stop in donations/two-processes.test.ts): the same on
 * either database, so the PostgreSQL run skips them to stay short. Every file that uses a database runs.
 */
const NO_DATABASE = [
  'src/config.test.ts',
  'src/lib/assets.test.ts',
  'src/lib/limiter.test.ts',
  'src/lib/money.test.ts',
  'src/lib/text.test.ts',
  'src/payments/statement.test.ts',
  'src/receipts/pdf.test.ts',
  'src/rules.test.ts',
  'src/server.test.ts',
  'src/users/password.test.ts',
  'src/users/totp.test.ts',
];
const env = process.env;

function binDir() {
  if (env.PG_BIN) return env.PG_BIN;
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  } catch {
    // no pg_config: look where Debian puts the server
  }
  const base = '/usr/lib/postgresql';
  if (fs.existsSync(base)) {
    const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(base, versions[0], 'bin');
  }
  return '';
}

const bin = binDir();
const tool = (name) => (bin ? path.join(bin, name) : name);
if (spawnSync(tool('initdb'), ['--version']).status !== 0) {
  console.error('PostgreSQL server binaries (initdb, pg_ctl) not found: install PostgreSQL (Debian: apt-get install postgresql) or set PG_BIN');
  process.exit(2);
}

const asRoot = process.getuid?.() === 0;
/** Runs a server tool as the postgres user when we are root (PostgreSQL refuses to run as root). */
const asPostgres = (cmd, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-pg-'));
const data = path.join(dir, 'data');
let started = false;
let cleaned = false;

function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (started) {
    const [cmd, args] = asPostgres(tool('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    spawnSync(cmd, args, { stdio: 'ignore' });
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status}):\n${res.stdout ?? ''}${res.stderr ?? ''}`);
  return res;
}

let code = 1;
try {
  const t0 = Date.now();
  if (asRoot) fs.chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })));
  run(...asPostgres(tool('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-locale', '-E', 'UTF8', '--no-sync']));
  const port = await freePort();
  // Throwaway data: no fsync (a crash loses nothing we keep); enough connections for 2 workers' pools.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run(...asPostgres(tool('pg_ctl'), ['-D', data, '-o', serverOptions, '-l', path.join(dir, 'server.log'), '-w', 'start']));
  started = true;
  const admin = `postgres://postgres@127.0.0.1:${port}`;
  run(tool('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'relief_template']);
  const template = `${admin}/relief_template`;
  run(process.execPath, ['--import', 'tsx', path.join(API, 'src/db/pg/migrate-cli.ts')], { cwd: API, env: { ...env, DATABASE_URL: template } });
  // A second template with the demo seed in (hashed at the tests' SCRYPT_LOG_N): test apps copy it instead of seeding.
  run(tool('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-T', 'relief_template', 'relief_template_seeded']);
  run(process.execPath, ['--import', 'tsx', path.join(API, 'src/db/seed-cli.ts')], {
    cwd: API,
    env: { ...env, NODE_ENV: 'test', DATABASE_URL: `${admin}/relief_template_seeded`, SCRYPT_LOG_N: '12', LOG_LEVEL: 'warn', JWT_SECRET: 'x'.repeat(40) },
  });
  console.log(`--- PostgreSQL ${(/\d+(\.\d+)?/.exec(run(tool('postgres'), ['--version']).stdout) ?? ['?'])[0]} on 127.0.0.1:${port}, templates migrated and seeded in ${Date.now() - t0} ms`);
  const vitestBin = path.join(path.dirname(createRequire(path.join(API, 'package.json')).resolve('vitest/package.json')), 'vitest.mjs');
  const args = process.argv.slice(2);
  const exclude = args.some((a) => !a.startsWith('-')) ? [] : NO_DATABASE.flatMap((f) => ['--exclude', f]);
  const vitest = spawn(process.execPath, [vitestBin, 'run', '--maxWorkers', '2', ...exclude, ...args], {
    cwd: API,
    stdio: 'inherit',
    env: { ...env, TEST_DATABASE_URL: template },
  });
  code = await new Promise((resolve) => vitest.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  const log = path.join(dir, 'server.log');
  if (fs.existsSync(log)) console.error(`--- server log\n${fs.readFileSync(log, 'utf8').slice(-4000)}`);
  code = 1;
} finally {
  cleanup();
}
process.exit(code);
