/**
 * @fastify/rate-limit's store on PostgreSQL (PostgreSQL runs only): PgSlidingWindowLimiter.take (check and
 * count in one statement, refusals not counted), and the store the plugin drives: per route, shared by the
 * replicas (pools) with the same secret, no address in clear, an error for a database out of reach.
 * Through the app, two replicas: limiter.replicas.test.ts.
 */
import crypto from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPgDb, type PgDb } from '../db/pg/client.js';
import { DIALECT, useTwoPgPools } from '../test/helpers.js';
import { PgSlidingWindowLimiter, rateKeySecret } from './limiter.pg.js';
import { pgRateLimitStore } from './rate-limit-store.pg.js';

const SECRET = crypto.randomBytes(32).toString('hex');

describe.skipIf(DIALECT !== 'pg')('the rate-limit store on PostgreSQL', () => {
  /** Two pools on one database: two replicas. */
  const pools = useTwoPgPools();
  let a: PgDb;
  let b: PgDb;
  let now: number;
  const clock = () => now;
  const rows = async () => (await a.value<number>('SELECT count(*) FROM rate_events'))!;

  beforeAll(() => ({ a, b } = pools));
  beforeEach(async () => {
    now = 1_800_000_000_000;
    await a.run('DELETE FROM rate_events');
  });

  /** The store the plugin makes for a route (its child), on a pool. */
  const routeStore = (db: PgDb, method: string, url: string, secret = SECRET) =>
    new (pgRateLimitStore(db, secret))({}).child({ routeInfo: { method, url } } as never);
  const incr = (store: FastifyRateLimitStore, key: string, max = 3, timeWindow = 60_000) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), timeWindow, max));

  it('take: counts up to max in a sliding window, refuses without counting, then lets one in when the oldest leaves', async () => {
    const limiter = new PgSlidingWindowLimiter(a, rateKeySecret(SECRET), 'test', 3, 60_000, clock);
    expect(await limiter.take('k')).toEqual({ allowed: true, count: 1, retryAfter: 60_000 });
    now += 1000;
    expect(await limiter.take('k')).toEqual({ allowed: true, count: 2, retryAfter: 59_000 });
    now += 1000;
    expect(await limiter.take('k')).toEqual({ allowed: true, count: 3, retryAfter: 58_000 });
    for (let i = 0; i < 5; i++) {
      now += 1000;
      expect(await limiter.take('k')).toEqual({ allowed: false, count: 3, retryAfter: 60_000 - (now - 1_800_000_000_000) });
    }
    expect(await rows()).toBe(3); // refusals are not counted
    expect(await limiter.retryAfter('k')).toBe(60_000 - 7000); // the same count as retryAfter/hit
    now = 1_800_000_000_000 + 60_000; // the first has left the window: one more, and the next waits for the second
    expect(await limiter.take('k')).toEqual({ allowed: true, count: 3, retryAfter: 1000 });
    expect(await limiter.take('k')).toEqual({ allowed: false, count: 3, retryAfter: 1000 });
    expect(await limiter.take('other')).toEqual({ allowed: true, count: 1, retryAfter: 60_000 });
  });

  it('take prunes the rows past their window, as hit does', async () => {
    const limiter = new PgSlidingWindowLimiter(a, rateKeySecret(SECRET), 'test', 3, 60_000, clock);
    for (const key of ['a', 'b', 'c']) await limiter.take(key);
    now += 60_000;
    await limiter.take('d');
    expect(await rows()).toBe(1);
  });

  it('the plugin’s store: current and ttl as @fastify/rate-limit reads them, per route, shared by the replicas', async () => {
    const loginA = routeStore(a, 'POST', '/api/v1/login');
    const loginB = routeStore(b, 'POST', '/api/v1/login');
    const register = routeStore(b, 'POST', '/api/v1/register');
    expect(await incr(loginA, '203.0.113.9')).toEqual({ current: 1, ttl: 60_000 });
    const second = await incr(loginB, '203.0.113.9');
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(59_000);
    expect((await incr(loginA, '203.0.113.9')).current).toBe(3);
    // Over max (current > max): the plugin answers 429 with Retry-After from ttl.
    const refused = await incr(loginB, '203.0.113.9');
    expect(refused.current).toBe(4);
    expect(refused.ttl).toBeGreaterThan(59_000);
    expect(refused.ttl).toBeLessThanOrEqual(60_000);
    // Per route, as the plugin's in-memory store counts; per address.
    expect((await incr(register, '203.0.113.9')).current).toBe(1);
    expect((await incr(loginB, '203.0.113.10')).current).toBe(1);
    // Another secret, another count (every replica must share JWT_SECRET).
    expect((await incr(routeStore(b, 'POST', '/api/v1/login', crypto.randomBytes(32).toString('hex')), '203.0.113.9')).current).toBe(1);
    const text = (await a.all<{ row: string }>('SELECT rate_events::text AS row FROM rate_events')).map((r) => r.row).join('\n');
    for (const clear of ['203.0.113', 'login', 'register', 'POST', 'http']) expect(text).not.toContain(clear);
  });

  it('fails closed: with the database out of reach incr calls back with an error (the plugin, skipOnError false, then fails the request)', async () => {
    const gone = createPgDb({ url: pools.url, poolSize: 1 });
    await gone.close();
    await expect(incr(routeStore(gone, 'POST', '/api/v1/login'), '203.0.113.9')).rejects.toThrow();
  });
});
