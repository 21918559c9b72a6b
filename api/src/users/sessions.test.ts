/**
 * Signing out on the server: POST /auth/logout ends the token's session (its `sid`), POST
 * /auth/logout-everywhere every session of the account; tokens from before sessions had ids still work.
 */
import { describe, expect, it } from 'vitest';
import { call, login, newUser, useTestApp } from '../test/helpers.js';

const t = useTestApp();

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const me = (token: string, headers: Record<string, string> = {}) => call(t.app, 'GET', '/me', { token, headers });

/** A signed-in person with two sessions (two sign-ins, say a laptop and a phone). */
async function twoSessions() {
  const person = await newUser(t.app, 'Nasrin Akter');
  return { ...person, laptop: person.token, phone: await login(t.app, person.email, 'secret-pass') };
}

describe('POST /auth/logout', () => {
  it('ends the session of the token it is called with; the other session of the same account goes on', async () => {
    const { laptop, phone } = await twoSessions();
    expect(claims(laptop).sid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(claims(phone).sid).not.toBe(claims(laptop).sid);

    const out = await call(t.app, 'POST', '/auth/logout', { token: laptop });
    expect(out.status, out.body).toBe(200);
    expect(out.json).toEqual({ success: true, message: 'You are signed out' });

    const after = await me(laptop);
    expect(after.status).toBe(401);
    expect(after.json).toEqual({ success: false, message: 'This session was signed out; please sign in again' });
    expect((await me(laptop, { 'accept-language': 'bn' })).json.message).toBe('এই সেশন থেকে সাইন আউট করা হয়েছে; আবার সাইন ইন করুন');
    // Every call that takes a token refuses it, not only /me; a second sign-out too.
    expect((await call(t.app, 'POST', '/create-comments', { token: laptop, body: { comment: 'still here?' } })).status).toBe(401);
    expect((await call(t.app, 'POST', '/auth/logout', { token: laptop })).status).toBe(401);

    expect((await me(phone)).status).toBe(200);
  });

  it('keeps the row until the token would have expired anyway, and prunes rows past their expiry when it writes one', async () => {
    const { id, laptop, phone } = await twoSessions();
    const now = Date.now();
    await t.app.sql.run('INSERT INTO revoked_sessions (id, user_id, expires_at) VALUES (?, ?, ?)', ['long-gone', Number(id), now - 1000]);
    await t.app.sql.run('INSERT INTO revoked_sessions (id, user_id, expires_at) VALUES (?, ?, ?)', ['still-valid', Number(id), now + 3600_000]);

    expect((await call(t.app, 'POST', '/auth/logout', { token: laptop })).status).toBe(200);
    const rows = await t.app.sql.all<{ id: string; expires_at: number }>('SELECT id, expires_at FROM revoked_sessions WHERE user_id = ? ORDER BY id', [Number(id)]);
    expect(rows.map((r) => r.id).sort()).toEqual([claims(laptop).sid, 'still-valid'].sort());
    expect(rows.find((r) => r.id === claims(laptop).sid)!.expires_at).toBe((claims(laptop).exp as number) * 1000);
    expect((await me(phone)).status).toBe(200);
  });

  it('a fresh token given within the session (a password change) belongs to it: signing out with it ends the session', async () => {
    const { email, laptop } = await twoSessions();
    const changed = await call(t.app, 'POST', '/change-password', { token: laptop, body: { currentPassword: 'secret-pass', newPassword: 'another-pass' } });
    expect(changed.status, changed.body).toBe(200);
    const fresh = changed.json.token as string;
    expect(claims(fresh).sid).toBe(claims(laptop).sid);
    const other = await login(t.app, email, 'another-pass');
    expect((await call(t.app, 'POST', '/auth/logout', { token: fresh })).status).toBe(200);
    expect((await me(fresh)).status).toBe(401);
    expect((await me(other)).status).toBe(200);
  });

  it('still takes a token issued before sessions had ids (no sid) until it is signed out; then only that token ends', async () => {
    const person = await newUser(t.app, 'Old Token');
    const base = { sub: person.id, name: person.name, email: person.email, role: 'user', ver: 0 };
    const old = t.app.jwt.sign({ ...base, emailVerified: false });
    const older = t.app.jwt.sign({ ...base, emailVerified: false, name: 'Old Token (another device)' });
    expect(claims(old).sid).toBeUndefined();
    expect((await me(old)).status).toBe(200);
    expect((await call(t.app, 'POST', '/auth/logout', { token: old })).status).toBe(200);
    expect((await me(old)).status).toBe(401);
    expect((await me(older)).status).toBe(200);
    expect((await me(person.token)).status).toBe(200);
  });

  it('refuses a token whose sid is not a string', async () => {
    const person = await newUser(t.app, 'Odd Sid');
    const odd = t.app.jwt.sign({ sub: person.id, name: person.name, email: person.email, role: 'user', ver: 0, emailVerified: false, sid: 42 });
    const res = await me(odd);
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('Your session token is not valid; please sign in again');
  });

  it('answers 401 without a token', async () => {
    expect((await call(t.app, 'POST', '/auth/logout')).status).toBe(401);
  });
});

describe('POST /auth/logout-everywhere', () => {
  it('ends every session of the account (a lost phone), this one included; signing in again works', async () => {
    const { email, laptop, phone } = await twoSessions();
    const bystander = (await newUser(t.app, 'Someone Else')).token;
    const res = await call(t.app, 'POST', '/auth/logout-everywhere', { token: laptop, headers: { 'accept-language': 'bn' } });
    expect(res.status, res.body).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'আপনি সব ডিভাইস থেকে সাইন আউট করেছেন' });
    for (const token of [laptop, phone]) {
      const after = await me(token);
      expect(after.status).toBe(401);
      expect(after.json.message).toBe('Your session has ended (the password or the two-factor sign-in of the account was changed, or it was signed out everywhere); please sign in again');
    }
    expect((await me(bystander)).status).toBe(200);
    const again = await login(t.app, email, 'secret-pass');
    expect((await me(again)).status).toBe(200);
  });

  it('ends tokens from before sessions had ids too', async () => {
    const person = await newUser(t.app, 'Old Everywhere');
    const old = t.app.jwt.sign({ sub: person.id, name: person.name, email: person.email, role: 'user', ver: 0, emailVerified: false });
    expect((await call(t.app, 'POST', '/auth/logout-everywhere', { token: person.token })).status).toBe(200);
    expect((await me(old)).status).toBe(401);
  });
});
