import { describe, expect, it } from 'vitest';
import { checkImage, isBlockedAddress, type Resolver } from './assets.js';

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
