import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenValid } from './token';
import { makeToken, validClaims } from './test/tokens';

describe('decodeToken', () => {
  it('returns the claims of a well-formed token', () => {
    const claims = validClaims({ role: 'admin' });
    expect(decodeToken(makeToken(claims))).toEqual({
      sub: 'u1',
      name: 'Rahim',
      email: 'rahim@example.com',
      role: 'admin',
      exp: claims.exp,
      emailVerified: true,
    });
  });

  it('reads emailVerified: only a true claim counts as confirmed', () => {
    expect(decodeToken(makeToken(validClaims({ emailVerified: false })))?.emailVerified).toBe(false);
    expect(decodeToken(makeToken(validClaims({ emailVerified: 'yes' })))?.emailVerified).toBe(false);
    const { emailVerified: _omitted, ...old } = validClaims();
    expect(decodeToken(makeToken(old))).toMatchObject({ emailVerified: false, emailVerifiedUnknown: true });
    expect(decodeToken(makeToken(validClaims({ emailVerified: false })))?.emailVerifiedUnknown).toBeUndefined();
  });

  it('returns null for garbage, missing claims or an unknown role', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('')).toBeNull();
    expect(decodeToken(null)).toBeNull();
    expect(decodeToken(makeToken({ sub: 'u1', name: 'x' }))).toBeNull();
    expect(decodeToken(makeToken(validClaims({ role: 'superuser' })))).toBeNull();
  });
});

describe('isTokenValid', () => {
  it('accepts a token until its expiry and refuses it afterwards', () => {
    const exp = 2_000_000_000;
    const token = makeToken(validClaims({ exp }));
    expect(isTokenValid(token, exp * 1000 - 1)).toBe(true);
    expect(isTokenValid(token, exp * 1000)).toBe(false);
  });

  it('refuses an undecodable token', () => {
    expect(isTokenValid('a.b.c')).toBe(false);
  });
});
