import type { MessageKey } from '../i18n/index.js';
/**
 * Who may read GET /metrics: a client address in METRICS_ALLOW (addresses and CIDRs; loopback by
 * default), or anyone presenting METRICS_TOKEN as a bearer token. Others get 401 (a token is configured:
 * present it) or 403, with no figures. The address is request.ip: behind a proxy, set TRUST_PROXY.
 */
import crypto from 'node:crypto';
import net from 'node:net';

export interface MetricsAccess {
  /** null = allowed; otherwise the status and message to answer. */
  check(ip: string, authorization: string | undefined): { status: 401 | 403; message: MessageKey } | null;
}

/** 127.0.0.1, ::1, 10.0.0.0/8, fd00::/8, ::ffff:10.1.2.3 → a BlockList. */
export function addressList(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

export function createMetricsAccess(allow: string[], token: string | null): MetricsAccess {
  const list = addressList(allow);
  const expected = token ? crypto.createHash('sha256').update(token).digest() : null;
  const allowed = (ip: string) => {
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    const v4 = mapped ? mapped[1]! : ip;
    if (net.isIPv4(v4)) return list.check(v4, 'ipv4');
    return net.isIPv6(ip) ? list.check(ip, 'ipv6') : false;
  };
  return {
    check(ip, authorization) {
      if (allowed(ip)) return null;
      if (expected) {
        const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
        // Compared as hashes: same length whatever was sent, and in constant time.
        if (m && crypto.timingSafeEqual(crypto.createHash('sha256').update(m[1]!).digest(), expected)) return null;
        return { status: 401, message: 'metrics.token' };
      }
      return { status: 403, message: 'metrics.address' };
    },
  };
}
