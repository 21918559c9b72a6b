/**
 * Two API replicas on one PostgreSQL (PostgreSQL runs only): the rate limits count what was done through
 * either, so a second replica gives an attacker no fresh allowance of password guesses, second-factor codes, writes or sign-in
 * requests (@fastify/rate-limit's AUTH_RATE_LIMIT, lib/rate-limit-store.pg.ts).
 */
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { ADMIN, call, DIALECT, login, testResolver, USER, useTestApp } from '../test/helpers.js';

/** The test app on a fresh database (replica A, `app`) and a second app on that database (replica B), with `env`. */
function useTwoReplicas(env: Record<string, string>) {
  const t = useTestApp(env);
  const replicas = { t } as { t: typeof t; a: FastifyInstance; b: FastifyInstance };
  beforeAll(async () => {
    replicas.a = t.app;
    replicas.b = await buildApp(t.config, { resolveHost: testResolver });
    await replicas.b.ready();
  });
  afterAll(() => replicas.b?.close());
  return replicas;
}

describe.skipIf(DIALECT !== 'pg')('rate limits across replicas (PostgreSQL)', () => {
  const t = useTwoReplicas({ WRITE_RATE_LIMIT: '4' });
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(() => ({ a, b } = t));

  const signIn = (app: FastifyInstance, remoteAddress: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress, payload: { email: USER.email, password } });

  it('wrong passwords through replica A make replica B answer 429 for that account from that address; the owner elsewhere still signs in', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn(i % 3 ? a : b, '10.9.0.1', 'wrong-password')).statusCode).toBe(401);
    const limited = await signIn(b, '10.9.0.1', USER.password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many requests; please try again in \d+ (seconds|minutes?)$/) });
    expect((await signIn(a, '10.9.0.1', USER.password)).statusCode).toBe(429);
    // Not a lock-out: an address with no failure of its own signs in, on either replica.
    expect((await signIn(b, '10.9.0.2', USER.password)).statusCode).toBe(200);
    // The table names neither the account nor the address.
    const rows = (await a.sql.all<{ row: string }>('SELECT rate_events::text AS row FROM rate_events')).map((r) => r.row).join('\n');
    expect(rows).not.toContain(USER.email);
    expect(rows).not.toContain('10.9.0');
  });

  it('writes through A count at B, per address and per account', async () => {
    const message = (app: FastifyInstance, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/v1/contact-messages', remoteAddress, payload: { name: 'N', subject: 'S', message: 'M' } });
    for (const app of [a, b, a, b]) expect((await message(app, '10.8.0.1')).statusCode).toBe(201);
    const refused = await message(a, '10.8.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await message(b, '10.8.0.1')).statusCode).toBe(429);
    expect((await message(b, '10.8.0.2')).statusCode).toBe(201);

    // One account writing from four addresses through both replicas: its fifth write is refused wherever it goes.
    const token = await login(a, USER.email, USER.password);
    const comment = (app: FastifyInstance, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/v1/create-comments', remoteAddress, headers: { authorization: `Bearer ${token}` }, payload: { comment: 'Stay strong' } });
    for (const [i, app] of [a, b, b, a].entries()) expect((await comment(app, `10.7.0.${i + 1}`)).statusCode).toBe(201);
    expect((await comment(b, '10.7.0.9')).statusCode).toBe(429);
  });
});

describe.skipIf(DIALECT !== 'pg')('the sign-in routes’ request limit (AUTH_RATE_LIMIT) across replicas (PostgreSQL)', () => {
  const t = useTwoReplicas({ AUTH_RATE_LIMIT: '3' });
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(() => ({ a, b } = t));

  // Each a different account, so that only the per-address request limit can refuse.
  let n = 0;
  const signIn = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress, headers, payload: { email: `nobody${++n}@example.com`, password: 'not-the-password' } });

  it('sign-in requests through A count at B for the same address: the 429 and its Retry-After as on one process; another address, another route still pass; no address in the table', async () => {
    for (const app of [a, b, a]) expect((await signIn(app, '10.6.0.1')).statusCode).toBe(401);
    const limited = await signIn(b, '10.6.0.1');
    expect(limited.statusCode).toBe(429);
    const after = Number(limited.headers['retry-after']);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many requests; please try again in (\d+ seconds|1 minute)$/) });
    const bn = await signIn(a, '10.6.0.1', { 'accept-language': 'bn' });
    expect(bn.statusCode).toBe(429);
    expect(bn.json().message).toMatch(/^অনেক বেশি অনুরোধ; [০-৯]+ সেকেন্ড পরে আবার চেষ্টা করুন$/);
    // Per address (an IPv6 address as its /64 on either replica) and per route, as in memory.
    expect((await signIn(b, '10.6.0.2')).statusCode).toBe(401);
    for (const [app, address] of [[a, '2001:db8:6:6::1'], [b, '2001:db8:6:6::2'], [a, '2001:db8:6:6::3']] as const) expect((await signIn(app, address)).statusCode).toBe(401);
    expect((await signIn(b, '2001:db8:6:6::4')).statusCode).toBe(429);
    const forgot = await b.inject({ method: 'POST', url: '/api/v1/forgot-password', remoteAddress: '10.6.0.1', payload: { email: 'nobody@example.com' } });
    expect(forgot.statusCode).not.toBe(429);

    const rows = (await a.sql.all<{ row: string }>('SELECT rate_events::text AS row FROM rate_events')).map((r) => r.row).join('\n');
    expect(rows).not.toBe('');
    for (const clear of ['10.6.0', '2001:db8', 'login', 'nobody']) expect(rows).not.toContain(clear);
  });
});

describe.skipIf(DIALECT !== 'pg')('wrong second-factor codes per account across replicas (PostgreSQL)', () => {
  const t = useTwoReplicas({});
  let a: FastifyInstance;
  let b: FastifyInstance;
  let secret: string;
  beforeAll(async () => {
    ({ a, b } = t);
    const token = await login(a, ADMIN.email, ADMIN.password);
    secret = (await call(a, 'POST', '/2fa/setup', { token, body: { password: ADMIN.password } })).json.data.secret;
    expect((await call(b, 'POST', '/2fa/enable', { token, body: { code: await generate({ secret }) } })).status).toBe(200);
  });

  /** A 6-digit code that is none of the secret's codes near now. */
  const wrongCode = async (n: number) => {
    const now = Math.floor(Date.now() / 1000);
    const valid = new Set(await Promise.all([-60, -30, 0, 30, 60].map((d) => generate({ secret, epoch: now + d }))));
    for (let c = n; ; c++) if (!valid.has(String(c).padStart(6, '0'))) return String(c).padStart(6, '0');
  };
  const signIn = (app: FastifyInstance, remoteAddress: string, code: string) => app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress, payload: { ...ADMIN, code } });

  it('wrong codes through A and B from many /64s count together: the account’s codes are paused at both, and its owner is mailed once', async () => {
    for (let i = 0; i < 9; i++) expect((await signIn(i % 2 ? a : b, `2001:db8:${(0x300 + i).toString(16)}::1`, await wrongCode(100_000 + i))).statusCode).toBe(401);
    // The tenth and more at the same moment through both replicas: each may be checked before the others are
    // counted, but the owner gets one mail.
    const burst = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => (await signIn(i % 2 ? a : b, `2001:db8:${(0x400 + i).toString(16)}::1`, await wrongCode(200_000 + i))).statusCode),
    );
    expect(burst).toContain(401);
    for (const status of burst) expect([401, 429]).toContain(status);
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    for (const [app, address] of [[a, '2001:db8:500::1'], [b, '2001:db8:501::1']] as const) {
      const res = await signIn(app, address, next);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toMatch(/^Sign-in codes for this account are paused for \d+ minutes?/);
    }
    expect(await a.sql.value("SELECT count(*) FROM outbox WHERE kind = 'codes-paused' AND to_address = ?", [ADMIN.email])).toBe(1);
  });
});
