import { describe, expect, it } from 'vitest';
import { standaloneLinks } from './index';

describe('standaloneLinks', () => {
  it('links every route without parameters, a splat route by its base', () => {
    expect(
      standaloneLinks([
        { path: '/' },
        { path: '/donations' },
        { path: '/donations/:donationId' },
        { path: '/dashboard/*' },
        { index: true },
      ]),
    ).toEqual(['/', '/donations', '/dashboard']);
  });
});
