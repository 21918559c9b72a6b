/**
 * Rate limits count events per key (an IP, an account) in a sliding window: after `max` events within
 * `windowMs`, retryAfter() answers how long until the oldest of them leaves the window.
 *
 * Two implementations of the one interface (RateLimiter), chosen by the database the API runs on
 * (limitersFor): on the embedded SQLite database (one process) the events are kept in memory here, no
 * query; on PostgreSQL (N replicas) they are rows of rate_events (limiter.pg.ts), so every replica counts
 * the events of all (see README, scale-out).
 */
import type { Database } from '../db/database.js';
import { pgLimiters } from './limiter.pg.js';

/**
 * A sliding-window limit. The in-memory one answers at once, the PostgreSQL one after a query: callers
 * await every call. A call that fails (the database out of reach) throws, and the request fails with it:
 * nothing goes through unchecked.
 */
export interface RateLimiter {
  /**
   * Milliseconds to wait before the next attempt, or 0 when an attempt is allowed now. `max` (at most
   * the limiter's own) asks about a lower bar: `retryAfter(key, 1)` is how long until the key has no
   * event left in the window.
   */
  retryAfter(key: string, max?: number): number | Promise<number>;
  /** Counts one event for the key. */
  hit(key: string): void | Promise<void>;
  /** Forgets the key's events. */
  clear(key: string): void | Promise<void>;
}

/**
 * Makes the limiter of one kind of event. `scope` names it ('write', 'password-pair', …): on PostgreSQL
 * the kinds share one table, and the same key under two scopes is two keys.
 */
export type LimiterFactory = (scope: string, max: number, windowMs: number, now?: () => number) => RateLimiter;

/** In memory, this process only: at most 100,000 keys per limiter. */
export const memoryLimiters: LimiterFactory = (_scope, max, windowMs, now = Date.now) => new SlidingWindowLimiter(max, windowMs, 100_000, now);

/**
 * The limiters for the database the API runs on: in memory on SQLite; on PostgreSQL in rate_events, keys
 * hashed with a key derived from `secret` (the JWT secret, the same on every replica).
 */
export function limitersFor(database: Database, secret: string): LimiterFactory {
  return database.dialect === 'pg' ? pgLimiters(database.pg, secret) : memoryLimiters;
}

/**
 * The in-memory limiter. Bounded: at most `maxKeys` keys are remembered (the least recently used are
 * forgotten first).
 */
export class SlidingWindowLimiter implements RateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  retryAfter(key: string, max = this.max): number {
    const list = this.recent(key);
    return list.length < max ? 0 : list[list.length - max]! + this.windowMs - this.now();
  }

  /** Events of the key now in the window. */
  count(key: string): number {
    return this.recent(key).length;
  }

  hit(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.delete(key);
    this.failures.set(key, list);
    if (this.failures.size > this.maxKeys) this.failures.delete(this.failures.keys().next().value!);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}
