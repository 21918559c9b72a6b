/**
 * The cached public reads (GET /donations, GET /leaderboard) answered again in front of Fastify.
 *
 * When Fastify's route sends a cached answer (read-cache.ts sendCached), it hands this cache the exact
 * status line, headers and body it wrote: the security and CORS headers its hooks set, the ETag, the
 * encoding. The next request that is the same in everything those depend on (method, URL, Host and the
 * forwarding headers, Origin, Accept-Encoding; no If-None-Match) gets the same bytes straight from the
 * HTTP server's request listener, without Fastify's router, hooks and reply: half the CPU of a cached
 * read went there. Only while the data version is the one the answer was built at: any change (the
 * read cache's version) and the request goes to Fastify again, which builds and hands over the new one.
 *
 * Nothing is decided here: every answer served was first made by the regular route for an identical
 * request, so the permissions, CORS and security headers are the route's by construction. That holds
 * while every header the hooks set on these routes depends only on what the key holds: a hook that adds
 * a per-request header (a request id, a nonce, a cookie, rate-limit counters) must not run on them, or
 * the key must grow to cover it.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The client's address of a request as Fastify's `request.ip` gives it under the same `trustProxy`
 * setting (the access log of answers served here): the peer, or behind trusted proxies the
 * X-Forwarded-For client they vouch for. A hop count trusts no peer (as Fastify: it cannot check it).
 */
export function clientAddressOf(trustProxy: boolean | number | string[]): (req: IncomingMessage) => string | undefined {
  if (trustProxy === false) return (req) => req.socket.remoteAddress;
  const trust = trustProxy === true ? () => true : typeof trustProxy === 'number' ? () => false : proxyAddr.compile(trustProxy);
  return (req) => proxyAddr(req, trust);
}

export interface FrontCacheOptions {
  /** The current data version (ReadCache.version). */
  version(): string;
  /** With a trusted-proxy list, X-Forwarded-* count only from listed peers: the peer address is then part of the key. */
  keyByPeer: boolean;
  /** Answers kept at once; the oldest goes first. */
  maxEntries: number;
  /** Called for each answer served here (metrics, access log), with its route pattern and time taken. */
  answered(request: IncomingMessage, route: string, seconds: number): void;
}

export interface FrontCache {
  /** Answers `req` when an identical request was answered at the current data version; false: Fastify answers it. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Keeps what the route wrote for `req` (status 200): `body` in `encoding` with exactly these headers. */
  remember(req: IncomingMessage, entry: { route: string; version: string; headers: OutgoingHttpHeaders; body: string; encoding: 'utf8' | 'latin1' }): void;
  /** Answers kept (tests, metrics). */
  size(): number;
}

interface Entry {
  route: string;
  version: string;
  headers: OutgoingHttpHeaders;
  body: string;
  encoding: 'utf8' | 'latin1';
}

/** The request's key: everything the cached routes' answers and headers depend on, or null when it is not one to serve here. */
export function frontKey(req: IncomingMessage, keyByPeer: boolean): string | null {
  const h = req.headers;
  // HEAD and conditional requests (a 304) stay with Fastify: cheap there, and rarer.
  if (req.method !== 'GET' || h['if-none-match'] !== undefined) return null;
  const key = `${req.url}\n${h.host ?? ''}\n${h.origin ?? ''}\n${h['accept-encoding'] ?? ''}\n${h['x-forwarded-host'] ?? ''}\n${h['x-forwarded-proto'] ?? ''}`;
  return keyByPeer ? `${key}\n${req.socket.remoteAddress ?? ''}` : key;
}

export function createFrontCache(options: FrontCacheOptions): FrontCache {
  const entries = new Map<string, Entry>();
  return {
    serve(req, res) {
      const key = frontKey(req, options.keyByPeer);
      if (key === null) return false;
      const entry = entries.get(key);
      if (!entry) return false;
      if (entry.version !== options.version()) {
        entries.delete(key);
        return false;
      }
      const start = performance.now();
      res.writeHead(200, entry.headers);
      res.end(entry.body, entry.encoding);
      options.answered(req, entry.route, (performance.now() - start) / 1000);
      return true;
    },
    remember(req, entry) {
      const key = frontKey(req, options.keyByPeer);
      if (key === null) return;
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    },
    size: () => entries.size,
  };
}
