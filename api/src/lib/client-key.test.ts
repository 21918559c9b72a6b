import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers.js';
import { clientKey, clientNetwork } from './client-key.js';

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('2001:db8:1:2:3:4:1.2.3.4')).toBe('2001:db8:1:2::/64');
  });

  it('takes an IPv4 address written as IPv6 for the IPv4 address', () => {
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
  });

  it('leaves anything else as it came (a socket without an address)', () => {
    expect(clientKey('')).toBe('');
    expect(clientKey('unknown')).toBe('unknown');
  });
});

describe('clientNetwork', () => {
  it("gives an IPv6 client key's /48 and nothing for IPv4", () => {
    expect(clientNetwork(clientKey('2001:db8:12:3456:1::9'))).toBe('2001:db8:12::/48');
    expect(clientNetwork(clientKey('2001:db8:12:ffff::1'))).toBe('2001:db8:12::/48');
    expect(clientNetwork(clientKey('2001:db8:13::1'))).toBe('2001:db8:13::/48');
    expect(clientNetwork(clientKey('::1'))).toBe('0:0:0::/48');
    expect(clientNetwork(clientKey('203.0.113.7'))).toBeNull();
    expect(clientNetwork(clientKey('::ffff:203.0.113.7'))).toBeNull();
    expect(clientNetwork('not an address')).toBeNull();
  });
});

describe('per-address limits count an IPv6 client by its /64 (through the API)', () => {
  it('the write limit: a fresh address in the same /64 gets no fresh allowance; another /64 does', async () => {
    const t = await createTestApp({ WRITE_RATE_LIMIT: '2' });
    try {
      const message = (remoteAddress: string) =>
        t.app.inject({ method: 'POST', url: '/api/v1/contact-messages', remoteAddress, payload: { name: 'N', subject: 'S', message: 'M' } });
      expect((await message('2001:db8:1:2::1')).statusCode).toBe(201);
      expect((await message('2001:db8:1:2::2')).statusCode).toBe(201);
      expect((await message('2001:db8:1:2:ffff::3')).statusCode).toBe(429);
      expect((await message('2001:db8:1:3::1')).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it("@fastify/rate-limit's limits (sign-in): the same", async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      // Each a different account, so that only the address limit can refuse.
      const login = (remoteAddress: string, i: number) =>
        t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress, payload: { email: `nobody${i}@example.com`, password: 'not-the-password' } });
      expect((await login('2001:db8:9:9::1', 1)).statusCode).toBe(401);
      expect((await login('2001:db8:9:9::2', 2)).statusCode).toBe(401);
      expect((await login('2001:db8:9:9::3', 3)).statusCode).toBe(429);
      expect((await login('2001:db8:9:a::1', 4)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
