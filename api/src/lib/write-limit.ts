/**
 * Limits on writes by anonymous and signed-in people (donations, sign-ups, comments, testimonials,
 * messages, profile and volunteer edits): each IP and each account may make WRITE_RATE_LIMIT writes
 * per WRITE_RATE_WINDOW_MS over all these routes together; over that, 429 with Retry-After. Counted
 * in a preHandler, after authentication, so the account is known. request.ip is the client's
 * address (an IPv6 one counted as its /64: client-key.ts); behind a reverse proxy set TRUST_PROXY so it is read from X-Forwarded-For.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from './client-key.js';
import { tooManyRequests } from './errors.js';
import { SlidingWindowLimiter } from './limiter.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for every anonymous or user write route. */
    writeLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function registerWriteLimit(app: FastifyInstance): void {
  const { max, windowMs } = app.config.writeRateLimit;
  const limiter = new SlidingWindowLimiter(max, windowMs);
  app.decorate('writeLimit', async (request: FastifyRequest) => {
    const keys = [`ip:${clientKey(request.ip)}`, ...(request.auth ? [`user:${request.auth.id}`] : [])];
    const wait = Math.max(...keys.map((k) => limiter.retryAfter(k)));
    if (wait > 0) {
      request.log.warn({ ip: request.ip, userId: request.auth?.id, route: request.routeOptions.url }, 'write rate limit reached');
      throw tooManyRequests(wait);
    }
    for (const k of keys) limiter.hit(k);
  });
}
