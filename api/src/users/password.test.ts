import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/errors.js';
import { DEFAULT_LOG_N, HashGate, hashPassword, needsRehash, verifyPassword } from './password.js';

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

describe('HashGate', () => {
  /** A task that ends when `finish` is called. */
  function held() {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    return { finish, task: () => done.then(() => 'hashed') };
  }

  it('runs `concurrency` hashes at once, queues `queue` more in order, and refuses one more with 503 + Retry-After at once', async () => {
    const gate = new HashGate(2, 1);
    const [a, b, c] = [held(), held(), held()];
    const order: string[] = [];
    const pa = gate.run(a.task).then((v) => (order.push('a'), v));
    const pb = gate.run(b.task).then((v) => (order.push('b'), v));
    let started = false;
    const pc = gate.run(() => ((started = true), c.task()));
    await Promise.resolve();
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    expect(started).toBe(false);
    const refused = await gate.run(async () => 'never').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, headers: { 'retry-after': '2' }, message: 'Too many people are signing in at this moment; please try again in a few seconds' });
    // One ends: the one waiting starts in its slot.
    b.finish();
    expect(await pb).toBe('hashed');
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toBe(true);
    expect(gate.load).toEqual({ running: 2, waiting: 0 });
    a.finish();
    c.finish();
    expect(await Promise.all([pa, pc])).toEqual(['hashed', 'hashed']);
    expect(order).toEqual(['b', 'a']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a hash fails, so the gate never fills up with failures', async () => {
    const gate = new HashGate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    expect(await gate.run(async () => 'ok')).toBe('ok');
  });
});
