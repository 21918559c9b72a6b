/**
 * @fastify/rate-limit's counts (the sign-in routes' and the contact form's AUTH_RATE_LIMIT per address) on
 * PostgreSQL, so that N replicas allow what one would. The plugin's `store` option: a class it constructs
 * with its options, then one child per route with a `config.rateLimit` (child(routeOptions)), asked
 * incr(key, callback, timeWindow, max) → { current, ttl } on each request; `current` over `max` is a 429 with
 * Retry-After = ttl. On SQLite the app keeps the plugin's own in-memory store (no query).
 *
 * - Per route, as the in-memory store counts (one LocalStore per child) and as its Redis store keys
 *   (method and URL): the scope of a route's events is `http <method> <url>`.
 * - The events are rows of rate_events written by PgSlidingWindowLimiter.take (limiter.pg.ts): keys hashed
 *   under the key derived from the JWT secret, never an address in clear, pruned as it goes.
 * - A sliding window where the plugin's in-memory store has a fixed one: at most max requests in any
 *   timeWindow (the fixed window allowed up to 2 × max around its turn), and a refused client waits until
 *   its oldest counted request leaves the window, then gets one more (the fixed window gave max at once when
 *   it turned). Refused requests are not counted, as they did not extend the fixed window.
 * - A database error goes to the callback: the plugin (skipOnError false) throws it, so the request fails
 *   (503 when PostgreSQL is out of reach, app.ts's error handler) rather than going through unchecked.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { PgQ } from '../db/pg/client.js';
import { PgSlidingWindowLimiter, rateKeySecret } from './limiter.pg.js';

/** What the plugin passes to child(): its options merged with the route's, and the route. */
type StoreOptions = FastifyRateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } };

/** The store class for @fastify/rate-limit's `store` option, on `db`; `secret` is the JWT secret. */
export function pgRateLimitStore(db: PgQ, secret: string): FastifyRateLimitStoreCtor {
  const hmacKey = rateKeySecret(secret);
  return class PgRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(options: StoreOptions) {
      const route = options.routeInfo;
      // The plugin's own instance (global limits, none here) counts under one scope for every route.
      this.scope = route?.url ? `http ${[route.method].flat().join(',')} ${route.url}` : 'http';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      new PgSlidingWindowLimiter(db, hmacKey, this.scope, max, timeWindow).take(key).then(
        ({ allowed, count, retryAfter }) => callback(null, { current: allowed ? count : max + 1, ttl: retryAfter }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new PgRateLimitStore(routeOptions as StoreOptions);
    }
  };
}
