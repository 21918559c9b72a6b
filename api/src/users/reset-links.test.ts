/**
 * A password-reset link mailed before the password changed (or before every session was signed out) no
 * longer works afterwards: whoever had the mail (a shared inbox, a forwarded message) cannot use it to set a
 * password of their own once the owner has changed it. The change and the end of the links are one transaction.
 */
import { describe, expect, it } from 'vitest';
import { call, login, newUser, useTestApp } from '../test/helpers.js';

const t = useTestApp();

/** The token of the newest reset-password mail to this address (read from the outbox). */
async function resetToken(email: string): Promise<string> {
  const text = await t.app.sql.value<string>("SELECT text_body FROM outbox WHERE to_address = ? AND kind = 'reset-password' ORDER BY id DESC LIMIT 1", [email]);
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
  if (!token) throw new Error(`no reset mail to ${email}`);
  return token;
}

async function askForLink(email: string): Promise<string> {
  expect((await call(t.app, 'POST', '/forgot-password', { body: { email } })).status).toBe(200);
  return resetToken(email);
}

const reset = (token: string, password: string) => call(t.app, 'POST', '/reset-password', { body: { token, password } });
const signIn = (email: string, password: string) => call(t.app, 'POST', '/login', { body: { email, password } });

/** The old link gets the answer of a used or expired link, in English and Bangla, and sets nothing. */
async function expectLinkDead(token: string, email: string, password: string) {
  const res = await reset(token, 'the-strangers-password');
  expect(res.status).toBe(400);
  expect(res.json).toEqual({ success: false, message: 'This link is not valid or has expired; ask for a new one' });
  const bn = await call(t.app, 'POST', '/reset-password', { body: { token, password: 'the-strangers-password' }, headers: { 'accept-language': 'bn' } });
  expect(bn.status).toBe(400);
  expect(bn.json.message).toMatch(/[\u0980-\u09FF]/);
  expect((await signIn(email, 'the-strangers-password')).status).toBe(401);
  expect((await signIn(email, password)).status).toBe(200);
}

describe('reset links issued before a change of password or a sign-out everywhere', () => {
  it('a change of password ends the reset links mailed before it', async () => {
    const { email, token } = await newUser(t.app);
    const link = await askForLink(email);
    const changed = await call(t.app, 'POST', '/change-password', { token, body: { currentPassword: 'secret-pass', newPassword: 'the-owners-new-pass' } });
    expect(changed.status, changed.body).toBe(200);
    await expectLinkDead(link, email, 'the-owners-new-pass');
  });

  it('signing out everywhere ends the reset links mailed before it', async () => {
    const { email, token } = await newUser(t.app);
    const link = await askForLink(email);
    expect((await call(t.app, 'POST', '/auth/logout-everywhere', { token })).status).toBe(200);
    await expectLinkDead(link, email, 'secret-pass');
  });

  it('a link asked for after the change works (once), and a reset ends the other links mailed before it', async () => {
    const { email, token } = await newUser(t.app);
    const changed = await call(t.app, 'POST', '/change-password', { token, body: { currentPassword: 'secret-pass', newPassword: 'the-owners-new-pass' } });
    expect(changed.status, changed.body).toBe(200);
    const first = await askForLink(email);
    // Past the one-a-minute limit: a second link.
    await t.app.sql.run("UPDATE auth_tokens SET created_at = created_at - 61000 WHERE email = ? AND purpose = 'reset-password'", [email]);
    const second = await askForLink(email);
    expect(second).not.toBe(first);
    expect((await reset(second, 'chosen-by-reset')).status).toBe(200);
    expect(await login(t.app, email, 'chosen-by-reset')).toBeTruthy();
    await expectLinkDead(first, email, 'chosen-by-reset');
  });

  it('ends only that account’s links', async () => {
    const a = await newUser(t.app);
    const b = await newUser(t.app);
    const linkOfB = await askForLink(b.email);
    const changed = await call(t.app, 'POST', '/change-password', { token: a.token, body: { currentPassword: 'secret-pass', newPassword: 'the-owners-new-pass' } });
    expect(changed.status).toBe(200);
    expect((await call(t.app, 'POST', '/auth/logout-everywhere', { token: changed.json.token })).status).toBe(200);
    expect((await reset(linkOfB, 'chosen-by-reset')).status).toBe(200);
  });
});
