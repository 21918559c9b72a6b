import { describe, expect, it } from 'vitest';
import { DEFAULT_LOG_N, hashPassword, needsRehash, verifyPassword } from './password.js';

describe('password hashing', () => {
  it("uses OWASP's scrypt parameters by default (N=2^17, r=8, p=1)", async () => {
    expect(DEFAULT_LOG_N).toBe(17);
    const stored = await hashPassword('correct horse battery');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('salts every hash and compares the NFKC form of the password', async () => {
    const a = await hashPassword('ｐａｓｓｗｏｒｄ1', 10);
    const b = await hashPassword('ｐａｓｓｗｏｒｄ1', 10);
    expect(a).not.toBe(b);
    expect(await verifyPassword('password1', a)).toBe(true);
  });

  it('asks for a rehash when the parameters differ from the current ones', async () => {
    const weak = await hashPassword('secret-pass', 12);
    expect(needsRehash(weak, 12)).toBe(false);
    expect(needsRehash(weak, 14)).toBe(true);
    expect(needsRehash('bcrypt$whatever', 14)).toBe(true);
  });

  it('refuses malformed or tampered hashes without throwing', async () => {
    expect(await verifyPassword('x', 'scrypt$3$8$1$c2FsdA$aGFzaA')).toBe(false); // N not a power of two
    expect(await verifyPassword('x', `scrypt$${2 ** 30}$8$1$c2FsdA$aGFzaA`)).toBe(false); // absurd N
    expect(await verifyPassword('x', 'plain')).toBe(false);
  });
});
