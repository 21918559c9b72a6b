/**
 * A flood of sign-ins from many addresses: password hashes run a few at a time with a short queue
 * (HASH_CONCURRENCY, HASH_QUEUE; users/password.ts HashGate). What does not fit is told at once to try
 * again (503 + Retry-After) instead of queueing behind the flood, and is not counted as a wrong password.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN, call, USER, useTestApp } from '../test/helpers.js';

// One hash at a time, one waiting; a cost that makes each hash take a while (2^15: ~32 MB, tens of ms).
const t = useTestApp({ HASH_CONCURRENCY: '1', HASH_QUEUE: '1', SCRYPT_LOG_N: '15' });

const signIn = (i: number, body: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: `198.51.100.${i}`, payload: body, headers: { 'accept-language': i % 2 ? 'bn' : 'en' } });

describe('a sign-in flood', () => {
  it('hashes two at a time in all (one running, one waiting) and answers the rest 503 with Retry-After at once, in their language', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(i + 1, { email: `nobody${i}@example.org`, password: `guess-${i}-password` })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(10);
    for (const [i, a] of answers.entries()) {
      if (a.statusCode !== 503) continue;
      expect(a.headers['retry-after']).toBe('2');
      expect(a.json()).toEqual({
        success: false,
        message: (i + 1) % 2 ? 'এই মুহূর্তে অনেকে একসঙ্গে সাইন ইন করছেন; কয়েক সেকেন্ড পরে আবার চেষ্টা করুন' : 'Too many people are signing in at this moment; please try again in a few seconds',
      });
    }
  });

  it('once the flood has passed, a person signs in, registers and changes a password as before', async () => {
    const login = await signIn(200, USER);
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().token as string;
    const register = await call(t.app, 'POST', '/register', { body: { name: 'After Flood', email: 'after-flood@example.org', password: 'secret-pass' } });
    expect(register.status, register.body).toBe(201);
    const changed = await call(t.app, 'POST', '/change-password', { token, body: { currentPassword: USER.password, newPassword: 'a-new-secret-9' } });
    expect(changed.status, changed.body).toBe(200);
    expect((await signIn(201, { email: USER.email, password: 'a-new-secret-9' })).statusCode).toBe(200);
  });

  it('a refused sign-in is not a wrong password: it counts toward no limit', async () => {
    // Wrong passwords for the admin from one address, six at once: the hashed ones (401) count toward the
    // 10 per (account, address); the 503s must not, or their sum would pass the bar and the admin would wait.
    let wrong = 0;
    let refused = 0;
    while (refused < 10 && wrong < 7) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => signIn(250, { email: ADMIN.email, password: 'not-the-password' })));
      wrong += answers.filter((a) => a.statusCode === 401).length;
      refused += answers.filter((a) => a.statusCode === 503).length;
    }
    expect(wrong).toBeLessThan(10);
    expect(wrong + refused).toBeGreaterThan(10);
    const admin = await signIn(250, ADMIN);
    expect(admin.statusCode, admin.body).toBe(200);
  });
});
