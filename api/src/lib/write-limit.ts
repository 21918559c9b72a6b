/**
 * Limits on writes by anonymous and signed-in people (donations, sign-ups, comments, testimonials,
 * messages, profile and volunteer edits): each IP and each account may make WRITE_RATE_LIMIT writes
 * per WRITE_RATE_WINDOW_MS over all these routes together; over that, 429 with Retry-After. Counted
 * in a preHandler, after authentication, so the account is known. request.ip is the client's
 * address (an IPv6 one counted as its /64: client-key.ts); behind a reverse proxy set TRUST_PROXY so it is read from X-Forwarded-For.
 * Counted in memory on the embedded database (one process), in rate_events on PostgreSQL, so that every
 * replica counts the writes made through all of them (lib/limiter.ts). A write whose count cannot be read
 * (the database out of reach) fails: 503, as the write itself would.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from './client-key.js';
import { tooManyRequests } from './errors.js';
import { limitersFor } from './limiter.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for every anonymous or user write route. */
    writeLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function registerWriteLimit(app: FastifyInstance): void {
  const { max, windowMs } = app.config.writeRateLimit;
  const limiter = limitersFor(app.database, app.config.jwtSecret)('write', max, windowMs);
  app.decorate('writeLimit', async (request: FastifyRequest) => {
    const keys = [`ip:${clientKey(request.ip)}`, ...(request.auth ? [`user:${request.auth.id}`] : [])];
    const wait = Math.max(...(await Promise.all(keys.map((k) => limiter.retryAfter(k)))));
    if (wait > 0) {
      request.log.warn({ ip: request.ip, userId: request.auth?.id, route: request.routeOptions.url }, 'write rate limit reached');
      throw tooManyRequests(wait);
    }
    await Promise.all(keys.map((k) => limiter.hit(k)));
  });
}
