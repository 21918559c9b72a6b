/**
 * GET /metrics: Prometheus text for allowed addresses (METRICS_ALLOW, loopback by default) or the bearer
 * METRICS_TOKEN, 401/403 and no figures for anyone else; requests counted by route pattern (not raw URL),
 * gifts confirmed, the outbox backlog and the open event streams move with what happens.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseMetricsAllow } from '../config.js';
import { ADMIN, call, createTestApp, login, queueMail, type TestApp } from '../test/helpers.js';
import { openSse } from '../test/sse.js';

const TOKEN = 'metrics-token-0123456789abcdef';

const scrape = (t: TestApp, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

/** The value of one series (name and exact label set as Prometheus prints them), or 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('who may read /metrics', () => {
  let withToken: TestApp;
  let noToken: TestApp;
  let subnet: TestApp;
  beforeAll(async () => {
    withToken = await createTestApp({ METRICS_TOKEN: TOKEN });
    noToken = await createTestApp();
    subnet = await createTestApp({ METRICS_ALLOW: '10.0.0.0/8, 192.0.2.7' });
  });
  afterAll(async () => {
    await Promise.all([withToken.close(), noToken.close(), subnet.close()]);
  });

  it('serves loopback by default, in the Prometheus text format', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await scrape(noToken, ip);
      expect(res.statusCode, ip).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.body).toContain('# TYPE relief_http_requests_total counter');
    }
  });

  it('refuses other addresses with 403 and no figures when no token is configured', async () => {
    const res = await scrape(noToken, '203.0.113.9');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'Metrics are not served to this address' });
    expect(res.body).not.toContain('relief_');
  });

  it('asks for the token (401) from other addresses, and serves it to the right bearer token only', async () => {
    const none = await scrape(withToken, '203.0.113.9');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.body).not.toContain('relief_');
    const wrong = await scrape(withToken, '203.0.113.9', { authorization: `Bearer ${TOKEN}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('relief_');
    const right = await scrape(withToken, '203.0.113.9', { authorization: `Bearer ${TOKEN}` });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('relief_gifts_confirmed_total');
  });

  it('serves exactly the configured addresses and subnets', async () => {
    expect((await scrape(subnet, '10.20.30.40')).statusCode).toBe(200);
    expect((await scrape(subnet, '192.0.2.7')).statusCode).toBe(200);
    expect((await scrape(subnet, '192.0.2.8')).statusCode).toBe(403);
    expect((await scrape(subnet, '127.0.0.1')).statusCode).toBe(403);
  });

  it('checks the settings', () => {
    expect(parseMetricsAllow(undefined)).toEqual(['127.0.0.1', '::1']);
    expect(parseMetricsAllow('none')).toEqual([]);
    expect(parseMetricsAllow('10.0.0.0/8,fd00::/8')).toEqual(['10.0.0.0/8', 'fd00::/8']);
    expect(() => parseMetricsAllow('10.0.0.0/33')).toThrow(ConfigError);
    expect(() => parseMetricsAllow('localhost')).toThrow(/METRICS_ALLOW entry "localhost"/);
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_PATH: ':memory:', JWT_SECRET: 'x'.repeat(32), METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('what /metrics counts', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ EVENTS_HEARTBEAT_MS: '60000' });
    admin = await login(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  it('counts requests by route pattern and status, never by raw URL', async () => {
    await call(t.app, 'GET', '/single-donation/1');
    await call(t.app, 'GET', '/single-donation/2');
    await call(t.app, 'GET', '/single-donation/99999');
    await call(t.app, 'GET', '/no/such/page/12345');
    const text = (await scrape(t)).body;
    expect(value(text, 'relief_http_requests_total{method="GET",route="/api/v1/single-donation/:id",status="200"}')).toBe(2);
    expect(value(text, 'relief_http_requests_total{method="GET",route="/api/v1/single-donation/:id",status="404"}')).toBe(1);
    expect(value(text, 'relief_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(value(text, 'relief_http_request_duration_seconds_count{method="GET",route="/api/v1/single-donation/:id"}')).toBe(3);
    // A well-formed histogram: its type line, cumulative buckets ending at +Inf = count, and a sum.
    expect(text).toContain('# TYPE relief_http_request_duration_seconds histogram');
    const buckets = [...text.matchAll(/^relief_http_request_duration_seconds_bucket\{method="GET",route="\/api\/v1\/single-donation\/:id",le="([^"]+)"\} (\d+)$/gm)];
    expect(buckets.map((m) => m[1])).toEqual(['0.001', '0.0025', '0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '+Inf']);
    const counts = buckets.map((m) => Number(m[2]));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(3);
    expect(value(text, 'relief_http_request_duration_seconds_sum{method="GET",route="/api/v1/single-donation/:id"}')).toBeGreaterThan(0);
    expect(text).not.toContain('single-donation/1"');
    expect(text).not.toContain('12345');
  });

  it('counts confirmed gifts by how they were confirmed, and shows the outbox backlog', async () => {
    const before = (await scrape(t)).body;
    const pledged = await call(t.app, 'POST', '/user-donation', { body: { id: '1', donationAmount: '12.34', name: 'Metric Donor', email: 'metric@example.com' } });
    expect((await call(t.app, 'POST', `/user-donations/${pledged.json.data._id}/confirm`, { token: admin })).status).toBe(200);
    await call(t.app, 'POST', '/user-donations/offline', { token: admin, body: { campaignId: '1', donationAmount: '5', name: 'Cash', channel: 'cash' } });
    const failed = await call(t.app, 'POST', `/user-donations/${pledged.json.data._id}/confirm`, { token: admin });
    expect(failed.status).toBe(409);
    // The receipts just queued are sent by the worker; then one mail that is not due yet waits.
    for (let i = 0; i < 250 && value((await scrape(t)).body, 'relief_mail_outbox_backlog') > 0; i++) await new Promise((r) => setTimeout(r, 20));
    const backlog = value((await scrape(t)).body, 'relief_mail_outbox_backlog');
    await queueMail(t.app, { kind: 'test', to: 'someone@example.com', subject: 'waiting', text: 'waiting' }, Date.now() + 3_600_000);
    const after = (await scrape(t)).body;
    expect(value(after, 'relief_gifts_confirmed_total{source="admin"}')).toBe(value(before, 'relief_gifts_confirmed_total{source="admin"}') + 1);
    expect(value(after, 'relief_gifts_confirmed_total{source="offline"}')).toBe(value(before, 'relief_gifts_confirmed_total{source="offline"}') + 1);
    expect(value(after, 'relief_mail_outbox_backlog')).toBe(backlog + 1);
    // No address or name of a donor in the figures.
    expect(after).not.toContain('@example.com');
  });

  it('shows the open event streams', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/events`;
    const a = await openSse(url);
    const b = await openSse(url);
    await a.next((m) => m.event === 'ready');
    await b.next((m) => m.event === 'ready');
    expect(value((await scrape(t)).body, 'relief_event_streams_open')).toBe(2);
    a.close();
    for (let i = 0; i < 100 && t.app.events.size() > 1; i++) await new Promise((r) => setTimeout(r, 20));
    expect(value((await scrape(t)).body, 'relief_event_streams_open')).toBe(1);
    b.close();
  });
});
