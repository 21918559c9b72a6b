import { describe, expect, it } from 'vitest';
import { PasswordAttempts } from './password-attempts.js';

const WINDOW = 15 * 60_000;
const ADMIN = 'admin@relief.test';

function attempts() {
  const clock = { now: 1_000_000 };
  return { clock, limits: new PasswordAttempts({ perPair: 10, perAddress: 50, perAccount: 10, perAccountCodes: 10, windowMs: WINDOW }, () => clock.now) };
}

describe('PasswordAttempts', () => {
  it('stops one address after 10 failures on an account, until they leave the window', async () => {
    const { clock, limits } = attempts();
    for (let i = 0; i < 10; i++) {
      expect(await limits.retryAfter(ADMIN, '203.0.113.9')).toBe(0);
      await limits.failed(ADMIN, '203.0.113.9');
      clock.now += 1000;
    }
    expect(await limits.retryAfter(ADMIN, '203.0.113.9')).toBe(WINDOW - 10_000);
    clock.now += WINDOW - 10_000;
    expect(await limits.retryAfter(ADMIN, '203.0.113.9')).toBe(0);
  });

  it('does not lock the owner out: failures from strangers everywhere leave a fresh address free to try', async () => {
    const { limits } = attempts();
    for (let i = 0; i < 40; i++) await limits.failed(ADMIN, `198.51.100.${i}`);
    // Each stranger's address waits …
    expect(await limits.retryAfter(ADMIN, '198.51.100.3')).toBeGreaterThan(0);
    // … the owner's, with no failure of its own, does not.
    expect(await limits.retryAfter(ADMIN, '192.0.2.1')).toBe(0);
    // Another account is not touched at all.
    expect(await limits.retryAfter('user@relief.test', '198.51.100.3')).toBe(0);
  });

  it('slows guessing from many addresses: while the account is under attack, one failure per address per window', async () => {
    const { clock, limits } = attempts();
    for (let i = 0; i < 10; i++) await limits.failed(ADMIN, `198.51.100.${i}`);
    // A new address gets its one attempt; after one failure it waits (not 10 as before the attack).
    expect(await limits.retryAfter(ADMIN, '203.0.113.1')).toBe(0);
    await limits.failed(ADMIN, '203.0.113.1');
    expect(await limits.retryAfter(ADMIN, '203.0.113.1')).toBe(WINDOW);
    // Once the account's failures age out, the address's own are all that count (1 < 10).
    clock.now += WINDOW / 2;
    expect(await limits.retryAfter(ADMIN, '203.0.113.1')).toBeGreaterThan(0);
    clock.now += WINDOW / 2;
    expect(await limits.retryAfter(ADMIN, '203.0.113.1')).toBe(0);
  });

  it('stops one address trying many accounts after 50 failures, for every account', async () => {
    const { limits } = attempts();
    for (let i = 0; i < 50; i++) await limits.failed(`person${i}@example.com`, '203.0.113.7');
    expect(await limits.retryAfter('someone-else@example.com', '203.0.113.7')).toBeGreaterThan(0);
    expect(await limits.retryAfter('someone-else@example.com', '203.0.113.8')).toBe(0);
  });

  it('a success forgets that address’s failures on that account only', async () => {
    const { limits } = attempts();
    for (let i = 0; i < 10; i++) await limits.failed(ADMIN, '203.0.113.9');
    for (let i = 0; i < 10; i++) await limits.failed(ADMIN, `198.51.100.${i}`);
    await limits.succeeded(ADMIN, '203.0.113.9');
    expect(await limits.retryAfter(ADMIN, '203.0.113.9')).toBe(0);
    expect(await limits.retryAfter(ADMIN, '198.51.100.1')).toBeGreaterThan(0);
    // Signing in to one's own account does not wipe the address's failures on others.
    for (let i = 0; i < 49; i++) await limits.failed(`person${i}@example.com`, '203.0.113.5');
    await limits.failed(ADMIN, '203.0.113.5');
    await limits.succeeded('mine@example.com', '203.0.113.5');
    expect(await limits.retryAfter('other@example.com', '203.0.113.5')).toBeGreaterThan(0);
  });

  it('counts an IPv6 client as its /64: a fresh address of the same /64 is the same address', async () => {
    const { limits } = attempts();
    for (let i = 0; i < 10; i++) await limits.failed(ADMIN, `2001:db8:1:2::${i + 1}`);
    expect(await limits.retryAfter(ADMIN, '2001:db8:1:2:aaaa::1')).toBeGreaterThan(0);
    expect(await limits.retryAfter(ADMIN, '2001:db8:1:3::1')).toBe(0);
  });

  it('pauses an account’s second-factor codes after 10 wrong ones from any addresses, for every address, until the oldest leaves the window', async () => {
    const { clock, limits } = attempts();
    for (let i = 0; i < 9; i++) {
      expect(await limits.codeFailed(ADMIN, `2001:db8:${i}::1`)).toBe(0);
      clock.now += 1000;
    }
    expect(await limits.codesPausedFor(ADMIN)).toBe(0);
    // The tenth pauses them: the answer says for how long.
    expect(await limits.codeFailed(ADMIN, '2001:db8:9::1')).toBe(WINDOW - 9000);
    expect(await limits.codesPausedFor(ADMIN)).toBe(WINDOW - 9000);
    // Another account's codes are not paused; wrong passwords pause no codes.
    expect(await limits.codesPausedFor('other@relief.test')).toBe(0);
    for (let i = 0; i < 20; i++) await limits.failed('user@relief.test', `198.51.100.${i}`);
    expect(await limits.codesPausedFor('user@relief.test')).toBe(0);
    // A code failure counts as a failed attempt too: that address waits as after 10 wrong passwords.
    expect(await limits.retryAfter(ADMIN, '2001:db8:9::1')).toBeGreaterThan(0);
    // A success does not lift the pause.
    await limits.succeeded(ADMIN, '2001:db8:9::1');
    expect(await limits.codesPausedFor(ADMIN)).toBeGreaterThan(0);
    clock.now += WINDOW - 9000;
    expect(await limits.codesPausedFor(ADMIN)).toBe(0);
  });
});
