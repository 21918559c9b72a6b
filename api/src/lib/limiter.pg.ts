/**
 * The rate limits on PostgreSQL (lib/limiter.ts chooses it when DATABASE_URL is set): each event is a row of
 * rate_events that every replica reads, so N replicas behind a load balancer allow what one would, not N
 * times as much. Same sliding window as the in-memory limiter: a row keeps its event's end of window
 * (`expires_at` = time of the event + the window), and the events in the window are the key's rows that
 * have not expired.
 *
 * - No address in the table: `key` is HMAC-SHA-256 (base64url) of the limit's scope and its key (an IP
 *   address, an email), under a key derived (HKDF) from the JWT secret, which every replica shares. Without
 *   the secret a row cannot be tied to an address, even by trying every IPv4 address.
 * - Bounded by the window: each hit deletes the rows past their expiry in the same statement. SKIP LOCKED:
 *   replicas pruning at the same moment never wait on each other.
 * - Each call is one statement (one round trip). The times are this process's clock (Date.now: replicas
 *   keep it by NTP; a skew of s ms moves their windows by s ms).
 * - Races: a check (retryAfter) and the event it is about (hit) are two statements, as they are two steps
 *   in memory: requests that pass the check before the events of the others are written all go through.
 *   For a password that window is the password's verification; it is the same with one process. take()
 *   checks and counts in one statement (@fastify/rate-limit's store), but two takes at the same instant
 *   each see the table as it was when they started (READ COMMITTED), so a burst of simultaneous requests
 *   can pass the bar by as many as are in flight; one process's in-memory store has no such window.
 */
import crypto from 'node:crypto';
import type { PgQ } from '../db/pg/client.js';
import type { LimiterFactory, RateLimiter } from './limiter.js';

/** The HMAC key of rate_events' keys, derived from the JWT secret (which itself only signs tokens). */
export const rateKeySecret = (secret: string) => Buffer.from(crypto.hkdfSync('sha256', secret, 'relief', 'relief rate limit keys v1', 32));

export class PgSlidingWindowLimiter implements RateLimiter {
  constructor(
    private readonly db: PgQ,
    private readonly hmacKey: Buffer,
    private readonly scope: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key as stored: scope and key, hashed. */
  private stored(key: string): string {
    return crypto.createHmac('sha256', this.hmacKey).update(`${this.scope}\n${key}`).digest('base64url');
  }

  async retryAfter(key: string, max = this.max): Promise<number> {
    const now = this.now();
    // The max-th newest event in the window: once it leaves, fewer than max are left.
    const expires = await this.db.value<number>('SELECT expires_at FROM rate_events WHERE key = ? AND expires_at > ? ORDER BY expires_at DESC LIMIT 1 OFFSET ?', [
      this.stored(key),
      now,
      max - 1,
    ]);
    return expires === undefined ? 0 : expires - now;
  }

  async hit(key: string): Promise<void> {
    const now = this.now();
    await this.db.run(
      `WITH pruned AS (DELETE FROM rate_events WHERE id IN (SELECT id FROM rate_events WHERE expires_at <= ? FOR UPDATE SKIP LOCKED))
       INSERT INTO rate_events (key, expires_at) VALUES (?, ?)`,
      [now, this.stored(key), now + this.windowMs],
    );
  }

  /**
   * Check and count in one statement (@fastify/rate-limit's store, rate-limit-store.pg.ts): counts one event
   * for the key unless `max` are already in the window; a refused attempt is not counted, so refusals do
   * not push the wait further. Answers whether it was counted, the key's events in the window (this one
   * included when counted; at most max) and the milliseconds until the oldest of them leaves it (when
   * refused: until one more is allowed).
   */
  async take(key: string): Promise<{ allowed: boolean; count: number; retryAfter: number }> {
    const now = this.now();
    // The data-modifying parts run to completion whether read or not; `seen` is the key's newest max events
    // before this one (the statement's snapshot does not see its own insert), and its oldest is the one
    // whose leaving lets one more in.
    const row = await this.db.get<{ n: number; oldest: number | null }>(
      `WITH pruned AS (DELETE FROM rate_events WHERE id IN (SELECT id FROM rate_events WHERE expires_at <= @now FOR UPDATE SKIP LOCKED)),
       recent AS (SELECT expires_at FROM rate_events WHERE key = @key AND expires_at > @now ORDER BY expires_at DESC LIMIT @max),
       seen AS (SELECT count(*) AS n, min(expires_at) AS oldest FROM recent),
       added AS (INSERT INTO rate_events (key, expires_at) SELECT @key, @expires::bigint FROM seen WHERE n < @max)
       SELECT n, oldest FROM seen`,
      { now, key: this.stored(key), max: this.max, expires: now + this.windowMs },
    );
    const { n, oldest } = row!;
    const allowed = n < this.max;
    return { allowed, count: allowed ? n + 1 : n, retryAfter: (oldest ?? now + this.windowMs) - now };
  }

  async clear(key: string): Promise<void> {
    await this.db.run('DELETE FROM rate_events WHERE key = ?', [this.stored(key)]);
  }
}

/** The limiters on PostgreSQL: `secret` is the JWT secret (the same on every replica, or they count apart). */
export function pgLimiters(db: PgQ, secret: string): LimiterFactory {
  const hmacKey = rateKeySecret(secret);
  return (scope, max, windowMs, now) => new PgSlidingWindowLimiter(db, hmacKey, scope, max, windowMs, now);
}
