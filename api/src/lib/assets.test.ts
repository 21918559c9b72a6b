import dgram from 'node:dgram';
import nodeDns from 'node:dns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkImage, dnsResolver, isBlockedAddress, type DnsQueries, type Resolver } from './assets.js';

const resolverOf =
  (table: Record<string, string[]>): Resolver =>
  async (host) => {
    const found = table[host];
    if (!found) throw new Error(`ENOTFOUND ${host}`);
    return found;
  };
const dns = resolverOf({
  'images.example.org': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  'sneaky.example.org': ['93.184.216.34', '10.0.0.5'],
  'metadata.example.org': ['169.254.169.254'],
  'v6-loopback.example.org': ['::1'],
});

describe('image URLs', () => {
  it('accepts public http(s) hosts and existing /assets/ files', async () => {
    await expect(checkImage('https://images.example.org/a.png', 'body/image', dns)).resolves.toBe('https://images.example.org/a.png');
    await expect(checkImage('http://93.184.216.34/a.png', 'body/image', dns)).resolves.toBeTruthy();
    await expect(checkImage('/assets/avatars/default.svg', 'body/image', dns)).resolves.toBeTruthy();
  });

  it.each([
    'http://127.0.0.1/x.png',
    'http://localhost/x.png',
    'http://printer.local/x.png',
    'http://2130706433/x.png', // 127.0.0.1 as one decimal number
    'http://0x7f.1/x.png', // hex form
    'http://017700000001/x.png', // octal form
    'http://0.0.0.0/x.png',
    'http://10.1.2.3/x.png',
    'http://172.20.0.1/x.png',
    'http://192.168.1.1/x.png',
    'http://100.64.0.1/x.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/x.png',
    'http://[::ffff:127.0.0.1]/x.png',
    'http://[::ffff:a9fe:a9fe]/x.png',
    'http://[fd00::1]/x.png',
    'http://[fe80::1]/x.png',
    'https://sneaky.example.org/x.png', // one of its addresses is private
    'https://metadata.example.org/x.png',
    'https://v6-loopback.example.org/x.png',
  ])('refuses %s', async (url) => {
    await expect(checkImage(url, 'body/image', dns)).rejects.toThrow(/must not point at a local or private address/);
  });

  it('refuses other schemes, credentials in the URL and hosts that do not resolve', async () => {
    await expect(checkImage('ftp://images.example.org/a.png', 'body/image', dns)).rejects.toThrow(/http\(s\)/);
    await expect(checkImage('https://user:pw@images.example.org/a.png', 'body/image', dns)).rejects.toThrow(/user name/);
    await expect(checkImage('https://nowhere.example.org/a.png', 'body/image', dns)).rejects.toThrow(/cannot be found/);
    await expect(checkImage('/assets/../package.json', 'body/image', dns)).rejects.toThrow(/not an image served/);
  });

  it('knows which addresses are private', () => {
    expect(isBlockedAddress('8.8.8.8')).toBe(false);
    expect(isBlockedAddress('2001:4860:4860::8888')).toBe(false);
    expect(isBlockedAddress('::ffff:8.8.8.8')).toBe(false);
    expect(isBlockedAddress('::ffff:10.0.0.1')).toBe(true);
    expect(isBlockedAddress('::')).toBe(true);
    expect(isBlockedAddress('not-an-ip')).toBe(true);
  });
});

/** A name server on loopback that takes every query and never answers (as a hostile domain's may). */
async function silentNameServer(): Promise<{ server: string; queries: () => number; close(): Promise<void> }> {
  const socket = dgram.createSocket('udp4');
  let seen = 0;
  socket.on('message', () => (seen += 1));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { server: `127.0.0.1:${socket.address().port}`, queries: () => seen, close: () => new Promise((resolve) => socket.close(() => resolve())) };
}

/** c-ares-like queries answering from a table (a missing family: NODATA, a missing name: NXDOMAIN), or never. */
function fakeQueries(table: Record<string, { v4?: string[]; v6?: string[] } | 'never'>, cancelled: string[] = []): () => DnsQueries {
  const answer = (host: string, family: 'v4' | 'v6') =>
    new Promise<string[]>((resolve, reject) => {
      const entry = table[host];
      if (entry === 'never') return; // no answer, ever
      if (!entry) return reject(Object.assign(new Error('queryA ENOTFOUND'), { code: 'ENOTFOUND' }));
      const found = entry[family];
      if (!found) return reject(Object.assign(new Error('queryAaaa ENODATA'), { code: 'ENODATA' }));
      resolve(found);
    });
  return () => ({ resolve4: (h) => answer(h, 'v4'), resolve6: (h) => answer(h, 'v6'), cancel: () => cancelled.push('cancel') });
}

describe('resolving image hosts (c-ares, not the thread pool)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers both families, a missing family counting as none', async () => {
    const resolve = dnsResolver({ queries: fakeQueries({ 'both.example.org': { v4: ['93.184.216.34'], v6: ['2606:2800:220:1::1'] }, 'v6only.example.org': { v6: ['::1'] } }) });
    await expect(resolve('both.example.org')).resolves.toEqual(['93.184.216.34', '2606:2800:220:1::1']);
    await expect(resolve('v6only.example.org')).resolves.toEqual(['::1']);
    await expect(resolve('nowhere.example.org')).resolves.toEqual([]);
    // The private AAAA record of a host with no A record is still seen and refused.
    await expect(checkImage('https://v6only.example.org/a.png', 'body/image', resolve)).rejects.toThrow(/must not point at a local or private address/);
    await expect(checkImage('https://nowhere.example.org/a.png', 'body/image', resolve)).rejects.toThrow(/cannot be found/);
  });

  it('a family that fails (not merely empty) makes the whole answer a failure: nothing unchecked is trusted', async () => {
    const resolve = dnsResolver({
      queries: () => ({
        resolve4: async () => ['93.184.216.34'],
        resolve6: () => Promise.reject(Object.assign(new Error('queryAaaa ESERVFAIL'), { code: 'ESERVFAIL' })),
        cancel: () => {},
      }),
    });
    await expect(checkImage('https://half.example.org/a.png', 'body/image', resolve)).rejects.toThrow(/cannot be found/);
  });

  it('an injected resolver that never answers gives up at the deadline, cancelling its queries', async () => {
    const cancelled: string[] = [];
    const resolve = dnsResolver({ timeoutMs: 150, queries: fakeQueries({ 'tarpit.example.org': 'never' }, cancelled) });
    const started = Date.now();
    await expect(resolve('tarpit.example.org')).rejects.toMatchObject({ code: 'ETIMEOUT' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(cancelled).toEqual(['cancel']);
    await expect(checkImage('https://tarpit.example.org/a.png', 'body/image', resolve)).rejects.toThrow(
      'body/image: the host tarpit.example.org did not answer in time; try again later or use another picture',
    );
  });

  it('asks a name server that never answers, never dns.lookup, and gives up within the timeout', async () => {
    const ns = await silentNameServer();
    // Spied once the socket is bound (binding looks its address up).
    const lookup = vi.spyOn(nodeDns, 'lookup');
    const lookupPromise = vi.spyOn(nodeDns.promises, 'lookup');
    try {
      const resolve = dnsResolver({ timeoutMs: 400, servers: [ns.server] });
      const started = Date.now();
      await expect(checkImage('https://tarpit.example.org/a.png', 'body/image', resolve)).rejects.toThrow(/did not answer in time/);
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(350);
      expect(took).toBeLessThan(1500);
      // The queries went to the name server over a socket (the event loop), not through getaddrinfo.
      expect(ns.queries()).toBeGreaterThanOrEqual(2);
      expect(lookup).not.toHaveBeenCalled();
      expect(lookupPromise).not.toHaveBeenCalled();
    } finally {
      await ns.close();
    }
  });
});
