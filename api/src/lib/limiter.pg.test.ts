/**
 * The rate limits on PostgreSQL (PostgreSQL runs only): the same sliding window as the in-memory limiter
 * (limiter.test.ts), shared by every replica (pool) with the same secret, pruned as it goes, and holding
 * no address or email in clear.
 */
import crypto from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPgDb, type PgDb } from '../db/pg/client.js';
import { DIALECT, useTwoPgPools } from '../test/helpers.js';
import { PasswordAttempts } from '../users/password-attempts.js';
import { pgLimiters } from './limiter.pg.js';

const SECRET = crypto.randomBytes(32).toString('hex');
const WINDOW = 15 * 60_000;

describe.skipIf(DIALECT !== 'pg')('PgSlidingWindowLimiter', () => {
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

  it('allows max events in the window, then asks to wait until the oldest leaves it, counting the events of every replica', async () => {
    const onA = pgLimiters(a, SECRET)('test', 3, 60_000, clock);
    const onB = pgLimiters(b, SECRET)('test', 3, 60_000, clock);
    for (const limiter of [onA, onB, onA]) {
      expect(await onA.retryAfter('203.0.113.9')).toBe(0);
      expect(await onB.retryAfter('203.0.113.9')).toBe(0);
      await limiter.hit('203.0.113.9');
      now += 1000;
    }
    expect(await onB.retryAfter('203.0.113.9')).toBe(60_000 - 3000);
    expect(await onA.retryAfter('203.0.113.9')).toBe(60_000 - 3000);
    expect(await onB.retryAfter('203.0.113.10')).toBe(0);
    now += 57_000;
    expect(await onB.retryAfter('203.0.113.9')).toBe(0);
  });

  it('answers for a lower bar (retryAfter(key, 1): until no event is left), as in memory', async () => {
    const limiter = pgLimiters(a, SECRET)('test', 5, 60_000, clock);
    expect(await limiter.retryAfter('a', 1)).toBe(0);
    await limiter.hit('a');
    now += 10_000;
    await limiter.hit('a');
    expect(await limiter.retryAfter('a')).toBe(0);
    expect(await limiter.retryAfter('a', 2)).toBe(50_000);
    expect(await limiter.retryAfter('a', 1)).toBe(60_000);
    now += 50_000;
    expect(await limiter.retryAfter('a', 2)).toBe(0);
    expect(await limiter.retryAfter('a', 1)).toBe(10_000);
  });

  it('clear forgets that key in that limit only; the same key in another limit (scope) is another key', async () => {
    const limiters = pgLimiters(a, SECRET);
    const pairs = limiters('pairs', 1, WINDOW, clock);
    const others = limiters('others', 1, WINDOW, clock);
    await pairs.hit('k');
    await pairs.hit('j');
    expect(await others.retryAfter('k')).toBe(0);
    await others.hit('k');
    await pairs.clear('k');
    expect(await pairs.retryAfter('k')).toBe(0);
    expect(await pairs.retryAfter('j')).toBe(WINDOW);
    expect(await others.retryAfter('k')).toBe(WINDOW);
  });

  it('a replica with another secret counts apart (every replica must share JWT_SECRET)', async () => {
    await pgLimiters(a, SECRET)('test', 1, WINDOW, clock).hit('k');
    expect(await pgLimiters(b, SECRET)('test', 1, WINDOW, clock).retryAfter('k')).toBe(WINDOW);
    expect(await pgLimiters(b, crypto.randomBytes(32).toString('hex'))('test', 1, WINDOW, clock).retryAfter('k')).toBe(0);
  });

  it('deletes the rows past their window when it writes one: the table holds at most a window of events', async () => {
    const limiters = pgLimiters(a, SECRET);
    const short = limiters('short', 100, 60_000, clock);
    const long = limiters('long', 100, WINDOW, clock);
    for (let i = 0; i < 5; i++) await short.hit(`s${i}`);
    await long.hit('l');
    expect(await rows()).toBe(6);
    now += 60_000; // the short window's events have just left it; the long one's has not
    expect(await rows()).toBe(6); // reads delete nothing
    await long.hit('l2');
    expect(await rows()).toBe(2);
    expect(await long.retryAfter('l', 1)).toBe(WINDOW - 60_000);
    now += WINDOW;
    await short.hit('s0');
    expect(await rows()).toBe(1);
  });

  it('loses no event when replicas count at once', async () => {
    const onA = pgLimiters(a, SECRET)('test', 40, 60_000, clock);
    const onB = pgLimiters(b, SECRET)('test', 40, 60_000, clock);
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? onA : onB).hit('k')));
    expect(await onA.retryAfter('k')).toBe(60_000);
    expect(await onA.retryAfter('k', 41)).toBe(0);
  });

  it('stores keyed hashes only: no email or address in the table', async () => {
    const attempts = new PasswordAttempts(undefined, clock, pgLimiters(a, SECRET));
    await attempts.failed('admin@relief.test', '203.0.113.9');
    await attempts.failed('admin@relief.test', '2001:db8:1:2::1');
    const write = pgLimiters(a, SECRET)('write', 20, 60_000, clock);
    await write.hit('ip:198.51.100.7');
    await write.hit('user:42');
    const all = await a.all<{ row: string }>('SELECT rate_events::text AS row FROM rate_events');
    expect(all).toHaveLength(8);
    const text = all.map((r) => r.row).join('\n');
    for (const clear of ['admin', 'relief.test', '203.0.113', '2001:db8', '198.51.100', 'ip:', 'user:', 'password', 'write']) expect(text).not.toContain(clear);
    // Pairs 2, addresses 2, the account 1 (twice), write 2.
    const keys = await a.all<{ key: string }>('SELECT DISTINCT key FROM rate_events');
    expect(keys).toHaveLength(7);
    for (const { key } of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('PasswordAttempts on PostgreSQL: the same rules, across replicas (a stranger’s failures on one, the owner’s address on the other)', async () => {
    const onA = new PasswordAttempts(undefined, clock, pgLimiters(a, SECRET));
    const onB = new PasswordAttempts(undefined, clock, pgLimiters(b, SECRET));
    const admin = 'admin@relief.test';
    for (let i = 0; i < 10; i++) {
      expect(await onB.retryAfter(admin, '203.0.113.9')).toBe(0);
      await (i % 2 ? onA : onB).failed(admin, '203.0.113.9');
      now += 1000;
    }
    expect(await onA.retryAfter(admin, '203.0.113.9')).toBe(WINDOW - 10_000);
    // The account is under attack: a fresh address still gets its try, then waits after one failure.
    expect(await onB.retryAfter(admin, '192.0.2.1')).toBe(0);
    await onA.failed(admin, '192.0.2.1');
    // (until the account's failures fall back under the bar: its second oldest leaves the window first)
    expect(await onB.retryAfter(admin, '192.0.2.1')).toBe(WINDOW - 9000);
    // A success forgets that address's failures on that account only.
    await onB.succeeded(admin, '203.0.113.9');
    expect(await onA.retryAfter(admin, '203.0.113.9')).toBe(0);
    expect(await onA.retryAfter(admin, '192.0.2.1')).toBe(WINDOW - 9000);
  });

  it('fails closed: with the database out of reach the check throws instead of answering 0', async () => {
    const gone = createPgDb({ url: pools.url, poolSize: 1 });
    await gone.close();
    const attempts = new PasswordAttempts(undefined, clock, pgLimiters(gone, SECRET));
    await expect(attempts.retryAfter('admin@relief.test', '203.0.113.9')).rejects.toThrow();
    await expect(attempts.failed('admin@relief.test', '203.0.113.9')).rejects.toThrow();
  });
});
