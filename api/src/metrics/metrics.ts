/**
 * Prometheus metrics (prom-client), one registry per app: requests and latencies by route PATTERN
 * (`/api/v1/single-donation/:id`, never the raw URL: bounded label values), gifts confirmed by this
 * process, the mail outbox backlog, the open event streams, and Node's default process metrics.
 * Served on GET /metrics (see routes.ts) to configured addresses or a bearer token only.
 * Each replica has its own figures; Prometheus sums them (the backlog is the database's, the same on all).
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export type ConfirmSource = 'admin' | 'bulk' | 'statement' | 'offline';

export interface Metrics {
  registry: Registry;
  /** Count gifts this process confirmed (after the transaction committed). */
  giftsConfirmed(source: ConfirmSource, n?: number): void;
}

export interface MetricsSources {
  /** Unsent mail still to be tried. */
  outboxBacklog(): number | Promise<number>;
  /** Open GET /events streams of this process. */
  openStreams(): number;
}

/** Routes whose answer is a stream: their "latency" is how long someone watched, not how fast we answered. */
const STREAMING = new Set(['/api/v1/events']);

export function createMetrics(app: FastifyInstance, sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'relief_' });
  const requests = new Counter({
    name: 'relief_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'relief_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern (streams excluded)',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const confirmed = new Counter({
    name: 'relief_gifts_confirmed_total',
    help: 'Gifts confirmed by this process, by how: admin (one), bulk, statement (import), offline (recorded by hand)',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'relief_mail_outbox_backlog',
    help: 'Mail waiting in the outbox to be sent (or retried)',
    registers: [registry],
    async collect() {
      this.set(await sources.outboxBacklog());
    },
  });
  new Gauge({
    name: 'relief_event_streams_open',
    help: 'Open GET /events (Server-Sent Events) streams of this process',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The pattern the router matched; anything unmatched is one label value, whatever its URL.
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    requests.inc({ method, route, status: String(reply.statusCode) });
    if (!STREAMING.has(route)) duration.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });

  return {
    registry,
    giftsConfirmed(source, n = 1) {
      if (n > 0) confirmed.inc({ source }, n);
    },
  };
}
