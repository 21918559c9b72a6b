import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.js';
import type { MetricsAccess } from './access.js';
import type { Metrics } from './metrics.js';

/** GET /metrics (beside /api/v1, where Prometheus looks): the Prometheus text format, to allowed clients only. */
export async function metricsRoutes(app: FastifyInstance, opts: { metrics: Metrics; access: MetricsAccess }): Promise<void> {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const refused = opts.access.check(request.ip, request.headers.authorization);
    if (refused) {
      throw new HttpError(refused.status, refused.message, refused.status === 401 ? { 'www-authenticate': 'Bearer realm="metrics"' } : {});
    }
    const body = await opts.metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(opts.metrics.registry.contentType).send(body);
  });
}
