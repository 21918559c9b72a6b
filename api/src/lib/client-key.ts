/**
 * The key under which per-address limits count a client (the write limit, @fastify/rate-limit's
 * limits, live streams per client). An IPv4 address is itself; an IPv6 address counts as its /64:
 * one home or phone connection is usually given a whole /64 (2^64 addresses), so keyed by the full
 * address, a client could take a fresh limit for every request. An IPv4 address written as IPv6
 * (::ffff:203.0.113.9, a dual-stack socket) is the IPv4 address.
 */
import { isIP } from 'node:net';

export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, ''); // a link-local zone (fe80::1%eth0)
  if (isIP(address) !== 6) return ip;
  const hextets = expandIPv6(address.toLowerCase());
  if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff) {
    return `${hextets[6]! >> 8}.${hextets[6]! & 255}.${hextets[7]! >> 8}.${hextets[7]! & 255}`;
  }
  return `${hextets.slice(0, 4).map((h) => h.toString(16)).join(':')}::/64`;
}

/**
 * The network a client key belongs to, for limits wider than one client: an IPv6 /64 key's /48 (what
 * one site or customer is usually given, 65,536 /64s), or null for an IPv4 address (its own key).
 */
export function clientNetwork(key: string): string | null {
  const m = /^([0-9a-f]+):([0-9a-f]+):([0-9a-f]+):[0-9a-f]+::\/64$/.exec(key);
  return m ? `${m[1]}:${m[2]}:${m[3]}::/48` : null;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` filled in, a trailing dotted IPv4 part as two groups). */
function expandIPv6(address: string): number[] {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const first = head === '' ? [] : head.split(':');
  const last = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - first.length - last.length).fill('0');
  return [...first, ...zeros, ...last].map((h) => parseInt(h, 16));
}
