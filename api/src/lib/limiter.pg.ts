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
 *   For a password that window is the password's verification; it is the same with one process.
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

  async clear(key: string): Promise<void> {
    await this.db.run('DELETE FROM rate_events WHERE key = ?', [this.stored(key)]);
  }
}

/** The limiters on PostgreSQL: `secret` is the JWT secret (the same on every replica, or they count apart). */
export function pgLimiters(db: PgQ, secret: string): LimiterFactory {
  const hmacKey = rateKeySecret(secret);
  return (scope, max, windowMs, now) => new PgSlidingWindowLimiter(db, hmacKey, scope, max, windowMs, now);
}
