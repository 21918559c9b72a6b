// npm run test:pg (here or at the root): the API test suite on PostgreSQL. Starts a throwaway cluster
// (initdb + pg_ctl, on 127.0.0.1 and a free port, as the `postgres` user when running as root), migrates a
// template database (and a seeded copy of it), runs the suite with TEST_DATABASE_URL pointing at it (each test
// app gets a fresh database copied from a template; 2 workers), then stops the cluster and removes it, also on
// failure or Ctrl-C.
// Extra arguments go to vitest (e.g. `npm run test:pg -w api -- src/ledger`).
// Needs PostgreSQL's server binaries: PG_BIN, `pg_config --bindir`, /usr/lib/postgresql/<newest>/bin, or PATH.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, serverAvailable, startCluster, useBinDir } from './pg-cluster.mjs';

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
  'src/mail/templates.test.ts',
  'src/payments/statement.test.ts',
  'src/receipts/pdf.test.ts',
  'src/rules.test.ts',
  'src/server.test.ts',
  'src/users/password.test.ts',
  'src/users/totp.test.ts',
];
const env = process.env;
useBinDir(env.PG_BIN);

if (!serverAvailable()) {
  console.error('PostgreSQL server binaries (initdb, pg_ctl) not found: install PostgreSQL (Debian: apt-get install postgresql) or set PG_BIN');
  process.exit(2);
}

/** @type {Awaited<ReturnType<typeof startCluster>> | null} */
let cluster = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cluster?.stop();
    process.exit(130);
  });
}

let code = 1;
try {
  const t0 = Date.now();
  // Throwaway data: no fsync (a crash loses nothing we keep); enough connections for 2 workers' pools.
  cluster = await startCluster({ durable: false, maxConnections: 300 });
  const template = cluster.createdb('relief_template');
  run(process.execPath, ['--import', 'tsx', path.join(API, 'src/db/pg/migrate-cli.ts')], { cwd: API, env: { ...env, DATABASE_URL: template } });
  // A second template with the demo seed in (hashed at the tests' SCRYPT_LOG_N): test apps copy it instead of seeding.
  const seeded = cluster.createdb('relief_template_seeded', 'relief_template');
  run(process.execPath, ['--import', 'tsx', path.join(API, 'src/db/seed-cli.ts')], {
    cwd: API,
    env: { ...env, NODE_ENV: 'test', DATABASE_URL: seeded, SCRYPT_LOG_N: '12', LOG_LEVEL: 'warn', JWT_SECRET: 'x'.repeat(40) },
  });
  console.log(`--- PostgreSQL ${cluster.version} on 127.0.0.1:${cluster.port}, templates migrated and seeded in ${Date.now() - t0} ms`);
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
  if (cluster && fs.existsSync(cluster.log)) console.error(`--- server log\n${fs.readFileSync(cluster.log, 'utf8').slice(-4000)}`);
  code = 1;
} finally {
  cluster?.stop();
}
process.exit(code);
