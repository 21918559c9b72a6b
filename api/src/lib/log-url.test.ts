import { describe, expect, it } from 'vitest';
import { logUrl } from './log-url.js';

describe('logUrl', () => {
  it('hides email addresses in paths and queries, plain or percent-encoded', () => {
    expect(logUrl('/api/v1/user-donations/rahim.uddin@example.com')).toBe('/api/v1/user-donations/[email]');
    expect(logUrl('/api/v1/user-donations/rahim%40example.com?limit=5')).toBe('/api/v1/user-donations/[email]?limit=5');
    expect(logUrl('/api/v1/users?email=a.b@c.org&x=1')).toBe('/api/v1/users?email=[email]&x=1');
  });

  it('hides the values of token, key and signature parameters', () => {
    expect(logUrl('/api/v1/unsubscribe?token=12.cmFoaW1AZXhhbXBsZS5jb20.abcDEF_-')).toBe('/api/v1/unsubscribe?token=[redacted]');
    expect(logUrl('/x?a=1&TOKEN=s3cret&b=2')).toBe('/x?a=1&TOKEN=[redacted]&b=2');
    expect(logUrl('/x?signature=zz#frag')).toBe('/x?signature=[redacted]#frag');
  });

  it('leaves other URLs as they are', () => {
    for (const url of ['/api/v1/donations?limit=20&offset=40', '/api/v1/single-donation/12', '/assets/uploads/ab12-400.webp', '/api/v1/events?lastEventId=17']) {
      expect(logUrl(url)).toBe(url);
    }
  });
});
