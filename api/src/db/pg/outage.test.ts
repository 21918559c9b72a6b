/**
 * PostgreSQL out of reach (PostgreSQL runs only), through a TCP proxy that can be cut like a server restart:
 * at start, a clear log line per try (no password) and retries with backoff until it answers; mid-run,
 * requests get 503 with a message and GET /ready says 503, and the API recovers by itself once the
 * server is back (no restart), the live events' LISTEN connection included.
 */
import { PassThrough } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { call, createPgTestDatabase, DIALECT, giveConfirmed, login, ADMIN, testResolver } from '../../test/helpers.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import type { PgBus } from '../../live/bus.pg.js';

describe.skipIf(DIALECT !== 'pg')('PostgreSQL out of reach', () => {
  let db: Awaited<ReturnType<typeof createPgTestDatabase>>;
  let proxy: TcpProxy;
  let url: string;
  beforeAll(async () => {
    db = await createPgTestDatabase();
    const real = new URL(db.url);
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port) }, { startDown: true });
    // A password in the URL (the server trusts anyone here): it must never reach a log line.
    url = `postgres://postgres:not-in-logs-secret@127.0.0.1:${proxy.port}${real.pathname}`;
  });
  afterAll(async () => {
    await proxy.close();
    await db.drop();
  });

  const configWith = (env: Record<string, string> = {}) =>
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '3',
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'info',
      SEED: 'true',
      SCRYPT_LOG_N: '12',
      MAIL_POLL_MS: '0',
      AUTH_RATE_LIMIT: '10000',
      WRITE_RATE_LIMIT: '100000',
      ...env,
    });
  const capture = () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (d) => lines.push(...d.toString().split('\n').filter(Boolean)));
    return { stream, lines };
  };

  it('at start: gives up with the last error after DATABASE_START_TIMEOUT_MS, having said why on every try', async () => {
    const log = capture();
    await expect(buildApp(configWith({ DATABASE_START_TIMEOUT_MS: '1200' }), { logStream: log.stream, resolveHost: testResolver })).rejects.toThrow(
      /ECONNREFUSED|connect/,
    );
    const tries = log.lines.filter((l) => l.includes('is unreachable'));
    expect(tries.length).toBeGreaterThanOrEqual(2);
    expect(tries[0]).toMatch(new RegExp(`PostgreSQL at 127\\.0\\.0\\.1:${proxy.port}/\\w+ is unreachable \\(.*\\); retrying in 250 ms`));
    expect(tries[1]).toMatch(/retrying in 500 ms/); // backoff
    expect(log.lines.join('\n')).not.toContain('not-in-logs-secret');
  });

  it('at start: waits for a server that comes up late, then migrates and serves; mid-run outage: 503 with a message, then recovery without a restart', async () => {
    const log = capture();
    setTimeout(() => void proxy.up(), 700);
    const app = await buildApp(configWith(), { logStream: log.stream, resolveHost: testResolver });
    await app.ready();
    try {
      expect(log.lines.some((l) => l.includes('is unreachable'))).toBe(true);
      expect(log.lines.some((l) => l.includes('is reachable (after'))).toBe(true);
      expect((await call(app, 'GET', '/ready')).json).toEqual({ success: true, data: { status: 'ready', database: 'postgresql' } });
      const admin = await login(app, ADMIN.email, ADMIN.password);
      const campaignId = (await call(app, 'GET', '/donations?limit=1')).json.data[0]._id as string;
      await giveConfirmed(app, admin, { id: campaignId, donationAmount: '10', name: 'Before', email: 'before@example.com' });

      await proxy.down(); // the server "restarts"
      const ready = await call(app, 'GET', '/ready');
      expect(ready.status).toBe(503);
      expect(ready.json).toEqual({ success: false, message: 'The database is unavailable for a moment; please try again shortly' });
      for (const [method, path, body] of [
        ['GET', `/single-donation/${campaignId}`, undefined],
        ['GET', '/donations?limit=3&offset=1', undefined], // not cached
        ['POST', '/user-donation', { id: campaignId, donationAmount: '5', name: 'During', email: 'during@example.com' }],
      ] as const) {
        const res = await call(app, method, path, { body });
        expect(res.status, path).toBe(503);
        expect(res.json, path).toEqual({ success: false, message: 'The database is unavailable for a moment; please try again shortly' });
        expect(res.headers['retry-after']).toBe('5');
      }
      expect((await call(app, 'GET', '/health')).status).toBe(503);

      await proxy.up(); // back
      await vi.waitFor(async () => expect((await call(app, 'GET', '/ready')).status).toBe(200), { timeout: 10_000, interval: 100 });
      const after = await giveConfirmed(app, admin, { id: campaignId, donationAmount: '7.25', name: 'After', email: 'after@example.com' });
      expect(after.status).toBe('confirmed');
      expect((await call(app, 'GET', `/single-donation/${campaignId}`)).status).toBe(200);
      // The LISTEN connection came back too (reconnected with backoff): another connection's write reaches this process's cache.
      await vi.waitFor(() => expect((app.changes as PgBus).listening()).toBe(true), { timeout: 15_000, interval: 50 });
      const before = app.readCache.version();
      const other = new pg.Client({ connectionString: db.url });
      await other.connect();
      await other.query("UPDATE campaigns SET title = title || ' (edited elsewhere)' WHERE id = $1", [Number(campaignId)]);
      await other.end();
      await vi.waitFor(() => expect(app.readCache.version()).not.toBe(before), { timeout: 5000, interval: 10 });
      expect((await call(app, 'GET', '/donations?limit=20')).json.data.find((c: { _id: string }) => c._id === campaignId).title).toMatch(/edited elsewhere/);
      expect(log.lines.join('\n')).not.toContain('not-in-logs-secret');
    } finally {
      await app.close();
    }
  }, 60_000);
});
