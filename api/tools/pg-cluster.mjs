// A throwaway PostgreSQL cluster for the test run (tools/test-pg.mjs) and the benchmark (bench/run.ts):
// initdb + pg_ctl on 127.0.0.1 and a free port, as the `postgres` user when running as root (PostgreSQL
// refuses to run as root), in a temporary folder that stop() removes.
// Needs PostgreSQL's server binaries: the folder given (test:pg passes PG_BIN), `pg_config --bindir`,
// /usr/lib/postgresql/<newest>/bin, or PATH.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

let given = '';
/** Use the server binaries in this folder (PG_BIN), rather than looking for them. */
export function useBinDir(dir) {
  if (dir) given = dir;
}

function binDir() {
  if (given) return given;
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
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

let found = null;
/** The path of a PostgreSQL tool (initdb, pg_ctl, createdb, postgres). */
export const tool = (name) => {
  found ??= binDir();
  return found ? path.join(found, name) : name;
};

/** Whether the server binaries are there. */
export function serverAvailable() {
  return spawnSync(tool('initdb'), ['--version']).status === 0;
}

const asRoot = process.getuid?.() === 0;
/** Runs a server tool as the postgres user when we are root. */
const asPostgres = (cmd, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);

export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

export function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status}):\n${res.stdout ?? ''}${res.stderr ?? ''}`);
  return res;
}

/**
 * Starts a cluster. `durable: false` (the tests) turns fsync and synchronous commits off; the benchmark keeps
 * them on, as a real server runs. Returns its admin URL, createdb(name) → the database's URL, the server log,
 * and stop(), which also removes the folder (call it on every way out).
 * @param {{ durable?: boolean, maxConnections?: number }} [options]
 */
export async function startCluster({ durable = true, maxConnections = 300 } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-pg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  let started = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (started) {
      const [cmd, args] = asPostgres(tool('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      spawnSync(cmd, args, { stdio: 'ignore' });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asRoot) fs.chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })));
    run(...asPostgres(tool('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-locale', '-E', 'UTF8', '--no-sync']));
    const port = await freePort();
    const throwaway = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${maxConnections}${throwaway}`;
    run(...asPostgres(tool('pg_ctl'), ['-D', data, '-o', serverOptions, '-l', log, '-w', 'start']));
    started = true;
    const admin = `postgres://postgres@127.0.0.1:${port}`;
    const version = (/\d+(\.\d+)?/.exec(run(tool('postgres'), ['--version']).stdout) ?? ['?'])[0];
    return {
      admin,
      port,
      version,
      log,
      /** Creates a database (optionally from a template) and answers its URL. */
      createdb(name, template) {
        run(tool('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', ...(template ? ['-T', template] : []), name]);
        return `${admin}/${name}`;
      },
      stop,
    };
  } catch (err) {
    if (fs.existsSync(log)) console.error(`--- server log\n${fs.readFileSync(log, 'utf8').slice(-4000)}`);
    stop();
    throw err;
  }
}
