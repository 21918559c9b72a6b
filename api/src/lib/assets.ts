import dns from 'node:dns';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ASSETS_DIR } from '../paths.js';
import { badRequest } from './errors.js';
import { ownPath } from './public-urls.js';
import { UPLOADS_PREFIX, type ImageStore } from '../uploads/store.js';

/** Answers every address a host name resolves to (injectable for tests: no network there). */
export type Resolver = (host: string) => Promise<string[]>;

/** How long resolving an image's host may take in all (both families, every try); then it is refused as unchecked. */
export const RESOLVE_TIMEOUT_MS = 2000;

/** What dnsResolver asks of a c-ares resolver (node:dns's promises Resolver has these). */
export interface DnsQueries {
  resolve4(host: string): Promise<string[]>;
  resolve6(host: string): Promise<string[]>;
  cancel(): void;
}

/** No records of the family (NODATA) or no such name (NXDOMAIN): an empty answer, not a failure. */
const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND']);

/**
 * A Resolver asking DNS with c-ares (A and AAAA), never dns.lookup: dns.lookup is getaddrinfo on the libuv
 * thread pool (4 threads, shared with scrypt and file I/O), so a few guest sign-ups naming a host whose name
 * server never answers would hold every thread for the resolver's whole timeout and stall sign-ins. c-ares
 * waits on sockets in the event loop. Every lookup gets its own channel, so giving up (cancel) after
 * `timeoutMs` ends only its own queries; the answer is then an error with code ETIMEOUT. A family with no
 * records counts as none; any other failure of either family (a timeout, SERVFAIL, a refused query) is a
 * failure: the host's addresses were not all seen, so none is trusted. /etc/hosts is not read (names there
 * are refused as not found). `servers` (ip or ip:port) replaces the system's name servers (tests).
 */
export function dnsResolver(options: { timeoutMs?: number; servers?: string[]; queries?: () => DnsQueries } = {}): Resolver {
  const timeoutMs = options.timeoutMs ?? RESOLVE_TIMEOUT_MS;
  const make =
    options.queries ??
    (() => {
      // Two tries within the deadline; c-ares's own timeouts grow per try, the deadline below bounds them all.
      const r = new dns.promises.Resolver({ timeout: Math.max(1, Math.floor(timeoutMs / 2)), tries: 2 });
      if (options.servers) r.setServers(options.servers);
      return r;
    });
  const family = (answer: Promise<string[]>) =>
    answer.catch((err: unknown) => {
      if (NO_RECORDS.has((err as { code?: string }).code ?? '')) return [];
      throw err;
    });
  return async (host) => {
    const queries = make();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        queries.cancel();
        reject(Object.assign(new Error(`${host}: no answer within ${timeoutMs} ms`), { code: 'ETIMEOUT' }));
      }, timeoutMs);
    });
    try {
      const [v4, v6] = await Promise.race([Promise.all([family(queries.resolve4(host)), family(queries.resolve6(host))]), deadline]);
      return [...v4, ...v6];
    } finally {
      clearTimeout(timer);
    }
  };
}

export const systemResolver: Resolver = dnsResolver();

/**
 * Addresses an image URL must never point at: loopback, private, carrier-grade NAT, link-local
 * (cloud metadata at 169.254.169.254), unique-local, multicast, reserved and documentation ranges.
 */
const BLOCKED = new net.BlockList();
for (const [net4, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(net4, bits, 'ipv4');
}
for (const [net6, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(net6, bits, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address ("::" expanded, a trailing dotted IPv4 converted). */
function ipv6Groups(address: string): number[] {
  let a = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (dotted) {
    const [b0, b1, b2, b3] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    a = a.slice(0, -dotted[1]!.length) + `${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head, tail] = a.includes('::') ? a.split('::') : [a, undefined];
  const h = head ? head.split(':') : [];
  const t = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill('0'), ...t];
  return groups.map((g) => parseInt(g, 16));
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or -compatible (::a.b.c.d) IPv6 address, if any. */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  if (g.length !== 8 || g.slice(0, 5).some((x) => x !== 0)) return null;
  if (g[5] !== 0xffff && !(g[5] === 0 && (g[6] !== 0 || g[7]! > 1))) return null;
  return [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255].join('.');
}

/** True when the address is one an image must not point at. */
export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    return v4 ? BLOCKED.check(v4, 'ipv4') : BLOCKED.check(address, 'ipv6');
  }
  return true; // not an address at all
}

/**
 * Images are http(s) URLs (the schema checks the shape) or paths under /assets/ that this API serves:
 * those must name an existing file (an uploaded picture under /assets/uploads/: one the store keeps). A URL's host must not be (or resolve to) a loopback, private,
 * link-local or metadata address: browsers of admins and donors would otherwise be made to call
 * into their own networks. The API's own absolute URLs (ownOrigin + /assets/…) count as their paths.
 * Returns the value to store.
 */
export async function checkImage(value: string, field: string, resolve: Resolver, uploads?: Pick<ImageStore, 'has'>, ownOrigin?: string): Promise<string> {
  // The API's own absolute URLs (as it answers images) are stored as paths.
  if (ownOrigin) value = ownPath(value, [ownOrigin]);
  if (value.startsWith(UPLOADS_PREFIX)) {
    // An uploaded picture: it must be one the store keeps (POST /uploads/images).
    if (!uploads || !(await uploads.has(value.slice(UPLOADS_PREFIX.length)))) throw badRequest('field.notOurImage', { field, value });
    return value;
  }
  if (value.startsWith('/assets/')) {
    const file = path.resolve(ASSETS_DIR, '.' + value.slice('/assets'.length));
    if (!file.startsWith(ASSETS_DIR + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      throw badRequest('field.notOurImage', { field, value });
    }
    return value;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest('field.imageUrl', { field });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('field.imageUrl', { field });
  if (url.username || url.password) throw badRequest('field.imageUserInfo', { field });
  // WHATWG URL parsing already turned 2130706433, 0x7f.1 and 017700000001 into 127.0.0.1.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (net.isIP(host)) {
    addresses = [host];
  } else {
    if (/(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i.test(host)) throw badRequest('field.imagePrivate', { field });
    try {
      addresses = await resolve(host);
    } catch (err) {
      // Its addresses were not seen, so they cannot be checked: refused either way.
      if ((err as { code?: string }).code === 'ETIMEOUT') throw badRequest('field.imageHostSlow', { field, host });
      throw badRequest('field.imageHost', { field, host });
    }
    if (addresses.length === 0) throw badRequest('field.imageHost', { field, host });
  }
  if (addresses.some(isBlockedAddress)) throw badRequest('field.imagePrivate', { field });
  return value;
}
