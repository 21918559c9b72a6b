/**
 * Prometheus metrics (prom-client), one registry per app: requests and latencies by route PATTERN
 * (`/api/v1/single-donation/:id`, never the raw URL: bounded label values), gifts confirmed by this
 * process, the mail outbox backlog, the open event streams, and Node's default process metrics.
 * Served on GET /metrics (see routes.ts) to configured addresses or a bearer token only.
 * Each replica has its own figures; Prometheus sums them (the backlog is the database's, the same on all).
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';

export type ConfirmSource = 'admin' | 'bulk' | 'statement' | 'offline';

export interface Metrics {
  registry: Registry;
  /** Count an answer given outside Fastify's hooks (the front cache), by route pattern. */
  answered(method: string, route: string, status: number, seconds: number): void;
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
  // Requests and latencies are tallied in plain maps (one string key per method, route and status) and
  // handed to prom-client when scraped: its label validation and hashing on every request cost ~2–3 µs, a
  // tenth of a cached read's whole time.
  const tally = new Map<string, { labels: { method: string; route: string; status: string }; n: number }>();
  const timings = new Map<string, { labels: { method: string; route: string }; buckets: number[]; sum: number; count: number }>();
  new Counter({
    name: 'relief_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, n } of tally.values()) this.inc(labels, n);
    },
  });
  const DURATION = 'relief_http_request_duration_seconds';
  const DURATION_HELP = 'Time to answer, by method and route pattern (streams excluded)';
  const BOUNDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
  registry.registerMetric(
    // A histogram in prom-client's own export shape (what Histogram.get() gives), from the tallied buckets.
    {
      name: DURATION,
      help: DURATION_HELP,
      type: 'histogram',
      aggregator: 'sum',
      reset() {},
      async get() {
        const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
        for (const { labels, buckets, sum, count } of timings.values()) {
          let below = 0;
          BOUNDS.forEach((le, i) => {
            below += buckets[i]!;
            values.push({ metricName: `${DURATION}_bucket`, labels: { ...labels, le }, value: below });
          });
          values.push({ metricName: `${DURATION}_bucket`, labels: { ...labels, le: '+Inf' }, value: count });
          values.push({ metricName: `${DURATION}_sum`, labels, value: sum });
          values.push({ metricName: `${DURATION}_count`, labels, value: count });
        }
        return { name: DURATION, help: DURATION_HELP, type: 'histogram', aggregator: 'sum', values };
      },
    } as unknown as Parameters<Registry['registerMetric']>[0],
  );
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

  const answered = (method: string, route: string, status: number, seconds: number) => {
    const key = `${method} ${status} ${route}`;
    const counted = tally.get(key);
    if (counted) counted.n++;
    else tally.set(key, { labels: { method, route, status: String(status) }, n: 1 });
    if (!STREAMING.has(route)) {
      const timingKey = `${method} ${route}`;
      let timing = timings.get(timingKey);
      if (!timing) timings.set(timingKey, (timing = { labels: { method, route }, buckets: BOUNDS.map(() => 0), sum: 0, count: 0 }));
      const i = BOUNDS.findIndex((le) => seconds <= le);
      if (i >= 0) timing.buckets[i]!++;
      timing.sum += seconds;
      timing.count++;
    }
  };
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern the router matched; anything unmatched is one label value, whatever its URL.
    answered(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  return {
    registry,
    answered,
    giftsConfirmed(source, n = 1) {
      if (n > 0) confirmed.inc({ source }, n);
    },
  };
}
