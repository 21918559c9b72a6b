/**
 * The front cache: a cached read asked again the same way is answered in front of Fastify with the very
 * bytes and headers the route sent (CORS and security headers included), never after a change of the
 * data, never for a conditional or HEAD request, per host; its answers are counted in the metrics.
 * Through a listening server (app.inject does not go through the HTTP server's listener).
 */
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { giveConfirmed, useSignedInTestApp } from '../test/helpers.js';
import Fastify from 'fastify';
import { clientAddressOf, createFrontCache, frontKey } from './front-cache.js';

const ALLOWED = 'http://allowed.test:3000';
const METRICS_TOKEN = 'front-cache-metrics-token';
const t = useSignedInTestApp({ CORS_ORIGINS: ALLOWED, METRICS_TOKEN });
let port = 0;

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw HTTP request (no automatic decompression nor added headers). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const withoutDate = ({ date: _date, ...rest }: http.IncomingHttpHeaders) => rest;

/** The requests that reached the route (it asks the read cache every time; the front cache does not). */
function routeCalls() {
  const spy = vi.spyOn(t.app.readCache, 'get');
  return { count: () => spy.mock.calls.length, [Symbol.dispose]: () => spy.mockRestore() };
}

describe('cached reads answered in front of Fastify', () => {
  const paths = ['/api/v1/donations?limit=3', '/api/v1/leaderboard'];
  const variants: Record<string, string>[] = [
    {},
    { origin: ALLOWED },
    { origin: 'http://evil.test' },
    { 'accept-encoding': 'br' },
    { 'accept-encoding': 'gzip, deflate', origin: ALLOWED },
  ];

  it('the same request again gets the bytes and headers the route sent, without the route', async () => {
    for (const path of paths) {
      for (const headers of variants) {
        using calls = routeCalls();
        const first = await get(path, headers);
        expect(calls.count(), `${path} ${JSON.stringify(headers)}`).toBe(1);
        const second = await get(path, headers);
        expect(calls.count(), `${path} ${JSON.stringify(headers)}: answered in front`).toBe(1);
        expect(second.status).toBe(200);
        expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
        expect(second.body.equals(first.body)).toBe(true);
        // The route's CORS and security headers, as they were.
        expect(second.headers['access-control-allow-origin']).toBe(headers.origin === ALLOWED ? ALLOWED : undefined);
        expect(second.headers['x-content-type-options']).toBe('nosniff');
        expect(second.headers.etag).toMatch(/^W\//);
        // What keeps replaying right: the route itself answers a request again with the same headers (no
        // request id, nonce or counter among them). A conditional request that does not match goes to it.
        const again = await get(path, { ...headers, 'if-none-match': 'W/"not-this-one"' });
        expect(calls.count()).toBe(2);
        expect(again.status).toBe(200);
        expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
      }
    }
    expect(t.app.frontCache.size()).toBe(paths.length * variants.length);
  });

  it('a change of the data is in the very next answer, which the route builds again', async () => {
    const path = '/api/v1/donations?limit=50';
    const list = async () => JSON.parse((await get(path)).body.toString()) as { data: { _id: string; donationAmount: number }[] };
    const before = (await list()).data[0]!;
    await list(); // now answered in front
    await giveConfirmed(t.app, t.admin, { id: before._id, donationAmount: '12.34', name: 'Front Donor', email: 'front.donor@example.com' });
    using calls = routeCalls();
    const after = (await list()).data.find((c) => c._id === before._id)!;
    expect(calls.count()).toBe(1);
    expect(Math.round(after.donationAmount * 100)).toBe(Math.round(before.donationAmount * 100) + 1234);
    expect((await list()).data.find((c) => c._id === before._id)!.donationAmount).toBe(after.donationAmount);
    expect(calls.count()).toBe(1);
  });

  it('conditional and HEAD requests go to the route (304, no body)', async () => {
    const path = '/api/v1/leaderboard';
    const { headers } = await get(path);
    await get(path);
    using calls = routeCalls();
    const notModified = await get(path, { 'if-none-match': headers.etag as string });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const head = await get(path, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(calls.count()).toBe(2);
  });

  it('each host gets its own answer (image addresses on its own origin)', async () => {
    const path = '/api/v1/donations?limit=2';
    for (const host of ['a.example.test', 'b.example.test', 'a.example.test', 'b.example.test']) {
      const body = (await get(path, { host })).body.toString();
      expect(body).toContain(`"image":"http://${host}/assets/`);
      expect(body).not.toContain(host.startsWith('a') ? 'b.example.test' : 'a.example.test');
    }
  });

  it('the answers given in front are counted in the metrics by route', async () => {
    const count = async () => {
      const text = (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).body.toString();
      const line = text.split('\n').find((l) => l.startsWith('relief_http_requests_total{method="GET",route="/api/v1/leaderboard",status="200"}'));
      return Number(line?.split(' ').pop() ?? 0);
    };
    const before = await count();
    for (let i = 0; i < 5; i++) await get('/api/v1/leaderboard', { origin: ALLOWED });
    expect(await count()).toBe(before + 5);
  });
});

describe('frontKey and the kept answers', () => {
  const req = (method: string, headers: Record<string, string>, url = '/api/v1/leaderboard', remoteAddress = '10.0.0.1') =>
    ({ method, url, headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

  it('keys GET requests by what the answer depends on; conditional, HEAD and other methods are not kept', () => {
    expect(frontKey(req('POST', {}), false)).toBeNull();
    expect(frontKey(req('HEAD', {}), false)).toBeNull();
    expect(frontKey(req('GET', { 'if-none-match': 'W/"x"' }), false)).toBeNull();
    const base = frontKey(req('GET', { host: 'h' }), false);
    const others: Record<string, string>[] = [{ host: 'h2' }, { host: 'h', origin: 'o' }, { host: 'h', 'accept-encoding': 'br' }, { host: 'h', 'x-forwarded-host': 'x' }, { host: 'h', 'x-forwarded-proto': 'https' }];
    for (const other of others) {
      expect(frontKey(req('GET', other), false)).not.toBe(base);
    }
    expect(frontKey(req('GET', { host: 'h' }, '/api/v1/donations?limit=2'), false)).not.toBe(base);
    // Behind a list of trusted proxies, the peer decides whether X-Forwarded-* count.
    expect(frontKey(req('GET', { host: 'h' }, undefined, '10.0.0.2'), false)).toBe(base);
    expect(frontKey(req('GET', { host: 'h' }, undefined, '10.0.0.2'), true)).not.toBe(frontKey(req('GET', { host: 'h' }), true));
  });

  it('serves only at the version it was made at, and keeps at most maxEntries', () => {
    let version = '1';
    const served: string[] = [];
    const cache = createFrontCache({ version: () => version, keyByPeer: false, maxEntries: 2, answered: (_req, route) => served.push(route) });
    const res = () => ({ writeHead: vi.fn(), end: vi.fn() }) as unknown as ServerResponse & { writeHead: ReturnType<typeof vi.fn>; end: ReturnType<typeof vi.fn> };
    const entry = { route: '/r', version: '1', headers: { etag: 'W/"a"' }, body: '{}', encoding: 'utf8' as const };
    const a = req('GET', { host: 'a' });
    expect(cache.serve(a, res())).toBe(false);
    cache.remember(a, entry);
    const r = res();
    expect(cache.serve(a, r)).toBe(true);
    expect(r.writeHead).toHaveBeenCalledWith(200, { etag: 'W/"a"' });
    expect(r.end).toHaveBeenCalledWith('{}', 'utf8');
    expect(served).toEqual(['/r']);
    version = '2';
    expect(cache.serve(a, res())).toBe(false);
    expect(cache.size()).toBe(0);
    for (const host of ['b', 'c', 'd']) cache.remember(req('GET', { host }), { ...entry, version: '2' });
    expect(cache.size()).toBe(2);
    expect(cache.serve(req('GET', { host: 'b' }), res())).toBe(false);
    expect(cache.serve(req('GET', { host: 'd' }), res())).toBe(true);
  });
});

describe('clientAddressOf: the access log\'s client address', () => {
  it('is Fastify\'s request.ip under the same trustProxy setting', async () => {
    const settings: (boolean | number | string[])[] = [false, true, 1, ['127.0.0.1'], ['10.0.0.0/8', '192.168.1.1']];
    const requests = [
      { remoteAddress: '127.0.0.1', headers: {} },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '198.51.100.7, 10.9.9.9' } },
      { remoteAddress: '198.51.100.20', headers: { 'x-forwarded-for': '203.0.113.9' } },
    ];
    for (const trustProxy of settings) {
      // (Fastify's types leave out the hop count its code takes, as app.ts does.)
      const app = Fastify({ trustProxy: trustProxy as boolean | string[] });
      const clientAddress = clientAddressOf(trustProxy);
      app.get('/', async (request) => ({ fastify: request.ip, ours: clientAddress(request.raw as IncomingMessage) }));
      for (const { remoteAddress, headers } of requests) {
        const answer = (await app.inject({ method: 'GET', url: '/', remoteAddress, headers })).json() as { fastify: string; ours: string };
        expect(answer.ours, JSON.stringify({ trustProxy, remoteAddress, headers })).toBe(answer.fastify);
      }
      await app.close();
    }
    // The cases that matter: behind a trusted proxy the forwarded client, from anyone else the peer.
    const behind = clientAddressOf(['127.0.0.1']);
    const req = (remoteAddress: string, forwarded: string) => ({ headers: { 'x-forwarded-for': forwarded }, socket: { remoteAddress }, connection: { remoteAddress } }) as unknown as IncomingMessage;
    expect(behind(req('127.0.0.1', '203.0.113.9'))).toBe('203.0.113.9');
    expect(behind(req('198.51.100.20', '203.0.113.9'))).toBe('198.51.100.20');
  });
});
