import { describe, expect, it } from 'vitest';
import { parseImageHosts, policyDirectives, policyText } from './csp.mjs';

describe('Content-Security-Policy', () => {
  const config = {
    apiBaseUrl: 'https://api.relief.example.org/api/v1',
    remotes: {
      mf_public: 'https://public.relief.example.org/mf-manifest.json',
      mf_dashboard: 'https://dash.relief.example.org/',
      mf_community: 'https://public.relief.example.org/community/mf-manifest.json',
    },
    imageHosts: ['https://images.example.org'],
  };

  it('allows scripts from itself, the remotes and the nonce only; calls to the API and the remotes; styles and images from itself and the remotes; images also from data:, the API and IMAGE_HOSTS', () => {
    const text = policyText(config, 'abc');
    expect(text).toBe(
      [
        "default-src 'self'",
        "script-src 'self' https://public.relief.example.org https://dash.relief.example.org 'nonce-abc'",
        "style-src 'self' https://public.relief.example.org https://dash.relief.example.org 'unsafe-inline'",
        "img-src 'self' data: https://public.relief.example.org https://dash.relief.example.org https://api.relief.example.org https://images.example.org",
        "connect-src 'self' https://api.relief.example.org https://public.relief.example.org https://dash.relief.example.org",
        "font-src 'self' https://public.relief.example.org https://dash.relief.example.org data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('without configuration, only the page itself', () => {
    const d = policyDirectives({}, 'n');
    expect(d.scriptSrc).toEqual(["'self'", "'nonce-n'"]);
    expect(d.connectSrc).toEqual(["'self'"]);
    expect(d.imgSrc).toEqual(["'self'", 'data:']);
  });

  it('ignores URLs that are not http(s) rather than widening the policy', () => {
    const d = policyDirectives({ apiBaseUrl: 'javascript:alert(1)', remotes: { x: '*' } }, 'n');
    expect(d.connectSrc).toEqual(["'self'"]);
    expect(d.scriptSrc).toEqual(["'self'", "'nonce-n'"]);
  });

  it('reads IMAGE_HOSTS as origins and refuses anything else', () => {
    expect(parseImageHosts(' https://a.example.org/path , http://b.example.org:8080 ')).toEqual(['https://a.example.org', 'http://b.example.org:8080']);
    expect(parseImageHosts(undefined)).toEqual([]);
    expect(() => parseImageHosts('*')).toThrow(/IMAGE_HOSTS/);
    expect(() => parseImageHosts('data:')).toThrow(/IMAGE_HOSTS/);
  });
});
