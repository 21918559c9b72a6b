/** server.ts: listens, answers, stops cleanly on SIGTERM; refuses production without a secret. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { childProcessEnv } from './config.js';
import { API_ROOT } from './paths.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-server-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src/server.ts')], {
    cwd: API_ROOT,
    env: childProcessEnv({ HOME: os.tmpdir(), DATABASE_PATH: path.join(dir, 'relief.db'), PORT: '0', LOG_LEVEL: 'info', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; out: string }>((resolve) => child.on('exit', (code) => resolve({ code, out })));
  return { child, exited, output: () => out };
}

describe('server', () => {
  it('listens on the configured host and shuts down gracefully on SIGTERM', async () => {
    const s = start({});
    let url = '';
    // Start-up (tsx compiling the server) takes 1–2 s on a quiet machine and ~10 s on a loaded one:
    // the deadline only catches a server that never listens.
    const deadline = Date.now() + 45_000;
    while (!url && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(s.output())?.[1] ?? '';
    }
    expect(url, s.output()).not.toBe('');
    const res = await fetch(`${url}/api/v1/health`);
    expect(res.status).toBe(200);
    s.child.kill('SIGTERM');
    const { code, out } = await s.exited;
    expect(code).toBe(0);
    expect(out).toMatch(/shutting down/);
  }, 60_000);

  it('refuses to start in production without JWT_SECRET', async () => {
    const s = start({ NODE_ENV: 'production' });
    const { code, out } = await s.exited;
    expect(code).toBe(1);
    expect(out).toMatch(/JWT_SECRET is required/);
  }, 30_000);
});
