/**
 * Cached public reads (GET /donations, GET /leaderboard): each answer is built once per data version
 * and served from memory until the version moves, with a weak ETag (a hash of the body) so an unchanged
 * answer costs a client a 304 and no body.
 *
 * The data version moves on every change the bus carries (money, campaigns, leaderboard names), published
 * by the repositories right after their commit and before their request answers, so a read that follows a
 * change in time never gets the old answer. With SQLite, PRAGMA data_version is part of the version too:
 * it moves when ANOTHER connection commits to the file (the seed CLI, a second process), which no bus
 * hears; it is read at most every 25 ms, so such a write shows within 25 ms. With PostgreSQL the bus is LISTEN/NOTIFY: every replica's version moves on every replica's change.
 */
import crypto from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeBus } from './bus.js';

export interface CachedAnswer {
  /** The answer's UTF-8 bytes, encoded once (not on every send). */
  body: Buffer;
  /** The same answer as text: what is written (Node writes a string answer and its headers in one write). */
  text: string;
  etag: string;
  /** The data version it was built at (the front cache serves it again only while that is current). */
  version: string;
}

/** An answer's UTF-8 text as a cached answer (bytes, text and ETag computed once). */
const answerOf = (text: string, version: string): CachedAnswer => ({ body: Buffer.from(text, 'utf8'), text, etag: etagOf(text), version });

export interface ReadCache {
  /** The answer for `key` at the current data version; `build` runs only when it is not cached yet. */
  get(key: string, build: () => Promise<string>): Promise<CachedAnswer>;
  /** The current data version (for tests and metrics). */
  version(): string;
}

export interface ReadCacheOptions {
  /** Answers kept at once (searches make many keys); the least recently used goes first. */
  maxEntries: number;
  /** A counter of changes made outside this process (SQLite: PRAGMA data_version). */
  externalVersion?: () => number;
  /** Read that counter at most this often (ms; 0: on every read). Changes this process makes count at once. */
  externalVersionMs?: number;
}

export const etagOf = (body: string) => `W/"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

export function createReadCache(bus: ChangeBus, options: ReadCacheOptions): ReadCache {
  let local = 0;
  bus.subscribe(() => {
    local++;
  });
  // The external counter is read at most every externalVersionMs: asked on every read, SQLite's
  // PRAGMA data_version was a sixth of a cached read's CPU.
  let external = 0;
  let externalAt = -Infinity;
  const version = () => {
    if (!options.externalVersion) return String(local);
    const now = performance.now();
    if (now - externalAt >= (options.externalVersionMs ?? 0)) {
      external = options.externalVersion();
      externalAt = now;
    }
    return `${local}.${external}`;
  };
  let entriesVersion = '';
  const entries = new Map<string, CachedAnswer>();
  return {
    version,
    async get(key, build) {
      const v = version();
      if (v !== entriesVersion) {
        entries.clear();
        entriesVersion = v;
      }
      const hit = entries.get(key);
      if (hit) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const answer = answerOf(await build(), v);
      // Kept only if nothing changed while it was built (an async database may interleave).
      if (version() === v && entriesVersion === v) {
        entries.set(key, answer);
        if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      }
      return answer;
    },
  };
}

/** The 304 of a cached read, for the route's response schemas (the OpenAPI document). */
export const notModifiedResponse = {
  304: { description: 'Not modified: If-None-Match named the current ETag (no body)', type: 'null' },
} as const;

/** Does If-None-Match name this ETag? (Weak comparison, as RFC 9110 asks for GET; `*` matches.) */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

const variants = new WeakMap<CachedAnswer, Map<string, CachedAnswer>>();
/** How many variants of one answer are kept (a few origins); more are made per request, not kept. */
const MAX_VARIANTS = 4;

/**
 * A variant of a cached answer (its image paths made absolute for one origin, say), made once and
 * kept with the answer for a few keys: a client naming ever new origins costs only the rewrite,
 * never a database read nor the eviction of other answers.
 */
export function variantOf(answer: CachedAnswer, key: string, make: (body: string) => string): CachedAnswer {
  let byKey = variants.get(answer);
  if (!byKey) variants.set(answer, (byKey = new Map()));
  let variant = byKey.get(key);
  if (!variant) {
    variant = answerOf(make(answer.text), answer.version);
    if (byKey.size < MAX_VARIANTS) byKey.set(key, variant);
  }
  return variant;
}

/** Below this many bytes an answer goes uncompressed (as @fastify/compress's threshold). */
const COMPRESS_FROM = 1024;
/** A compressed form, kept as a one-byte (latin1) string: Node then writes it with its headers in one write. */
interface CompressedForm {
  latin1: string;
  length: number;
}
const compressed = new WeakMap<CachedAnswer, { br?: CompressedForm; gzip?: CompressedForm }>();

/** The encoding to send a cached answer in: br, then gzip, when Accept-Encoding allows it (q > 0). */
export function cachedEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const allowed = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) allowed.add(name.trim());
  }
  return allowed.has('br') ? 'br' : allowed.has('gzip') ? 'gzip' : null;
}

/**
 * A cached answer compressed once (per answer and encoding), not on every send: at the busiest
 * moments every browser asks for the same list, compressed.
 */
function compressedOf(answer: CachedAnswer, encoding: 'br' | 'gzip'): CompressedForm {
  let forms = compressed.get(answer);
  if (!forms) compressed.set(answer, (forms = {}));
  let form = forms[encoding];
  if (!form) {
    const bytes =
      encoding === 'br'
        ? zlib.brotliCompressSync(answer.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length } })
        : zlib.gzipSync(answer.body, { level: 6 });
    form = forms[encoding] = { latin1: bytes.toString('latin1'), length: bytes.length };
  }
  return form;
}

/** Route options of a cached read: it compresses from its cache, so @fastify/compress's hooks would only cost time. */
export const cachedReadRoute = { compress: false, decompress: false } as const;

/**
 * Sends a cached JSON answer with its ETag, or 304 (no body) when the client has it already; compressed
 * from the cache when the client accepts it. The answer is written straight to the socket as one string
 * (headers and body in one write; a Buffer body costs Node a second, gathered write): the headers the
 * request's hooks set (security, CORS) go with it, and the onResponse hooks (metrics) still run. What was sent is
 * handed to the front cache, which answers the same request again with it while the data version holds.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag);
  if (notModified(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const compressible = answer.body.length >= COMPRESS_FROM;
  const encoding = compressible ? cachedEncoding(request.headers['accept-encoding']) : null;
  if (compressible) reply.header('vary', 'accept-encoding');
  const form = encoding ? compressedOf(answer, encoding) : null;
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('content-length', String(form ? form.length : answer.body.length));
  reply.hijack();
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  reply.raw.writeHead(200, headers);
  if (request.method === 'HEAD') {
    reply.raw.end();
    return reply;
  }
  const [body, bodyEncoding] = form ? [form.latin1, 'latin1' as const] : [answer.text, 'utf8' as const];
  reply.raw.end(body, bodyEncoding);
  // The same request again (same version) is answered with these bytes in front of Fastify (front-cache.ts).
  request.server.frontCache.remember(request.raw, { route: request.routeOptions.url ?? request.url, version: answer.version, headers, body, encoding: bodyEncoding });
  return reply;
}
