/**
 * Wrong second-factor codes are capped per account, whatever the address: someone who has the password
 * cannot spread guesses at a 6-digit code over many IPv6 /64s. After 10 wrong codes in the window the
 * account's codes (recovery codes too) are paused, a right one included, and the owner is mailed once.
 */
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, login, newUser, useTestApp } from '../test/helpers.js';

const t = useTestApp();

const PAUSED = /^Sign-in codes for this account are paused for (1 minute|\d+ minutes): too many wrong codes were tried\. Until then every code is refused, a right one and recovery codes too\. If those tries were not yours, someone knows your password: choose a new one with "Forgot password\?"\.$/;
const AGENT = 'Mozilla/5.0 <b>Call 01700000000 to unlock</b>';

/** A 6-digit code that is none of the secret's codes from two steps before to two steps after now. */
async function wrongCode(secret: string, n: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const valid = new Set(await Promise.all([-60, -30, 0, 30, 60].map((d) => generate({ secret, epoch: now + d }))));
  for (let c = n; ; c++) {
    const code = String(c % 1_000_000).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** Turns two-factor sign-in on for a signed-in admin: its secret, recovery codes and token after enrolment. */
async function enrol(token: string, password: string) {
  const setup = await call(t.app, 'POST', '/2fa/setup', { token, body: { password } });
  expect(setup.status, setup.body).toBe(200);
  const secret = setup.json.data.secret as string;
  const enabled = await call(t.app, 'POST', '/2fa/enable', { token, body: { code: await generate({ secret }) } });
  expect(enabled.status, enabled.body).toBe(200);
  return { secret, recovery: enabled.json.data.recoveryCodes as string[], token: enabled.json.token as string };
}

/** The code of the next time step (the enrolment used this one). */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

const signIn = (remoteAddress: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress, headers: { 'user-agent': AGENT, ...headers }, payload: body });

const pausedMails = (to: string) => t.app.sql.all<{ subject: string; text_body: string; html_body: string }>("SELECT subject, text_body, html_body FROM outbox WHERE kind = 'codes-paused' AND to_address = ?", [to]);
const unusedRecoveryCodes = (email: string) =>
  t.app.sql.value<number>('SELECT count(*) FROM recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.email = ? AND r.used_at IS NULL', [email]);

let admin: Awaited<ReturnType<typeof enrol>>;
let other: Awaited<ReturnType<typeof enrol>> & { email: string };

beforeAll(async () => {
  admin = await enrol(await login(t.app, ADMIN.email, ADMIN.password), ADMIN.password);
  // A second admin with two-factor sign-in, whose mails come in Bangla.
  const person = await newUser(t.app, 'Second Admin');
  await t.app.sql.run("UPDATE users SET role = 'admin', email_verified_at = ? WHERE email = ?", [Date.now(), person.email]);
  const token = await login(t.app, person.email, 'secret-pass');
  expect((await call(t.app, 'POST', '/me/language', { token, body: { language: 'bn' } })).status).toBe(200);
  other = { ...(await enrol(token, 'secret-pass')), email: person.email };
});

describe('wrong second-factor codes, per account', () => {
  it('checks 10 wrong codes in all from 40 /64s (3 tries each), then refuses every code for the account with 429, Retry-After and a clear message', async () => {
    const tried: string[] = [];
    const statuses: number[] = [];
    for (let net = 0; net < 40; net++) {
      for (let i = 0; i < 3; i++) {
        const code = await wrongCode(admin.secret, 100_000 + net * 3 + i);
        tried.push(code);
        const res = await signIn(`2001:db8:${(0x100 + net).toString(16)}:7::${i + 1}`, { ...ADMIN, code });
        statuses.push(res.statusCode);
        if (res.statusCode === 401) expect(res.json().message).toBe('That code is not right; try again');
        else expect(res.statusCode).toBe(429);
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(110);

    // The owner, from an address that never failed, with the right code: refused too, and told why.
    const right = await signIn('2001:db8:ffff:1::1', { ...ADMIN, code: await nextCode(admin.secret) });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ success: false, message: expect.stringMatching(PAUSED) });
    const wait = Number(right.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(right.json().message).toContain(`paused for ${Math.ceil(wait / 60)} minute`);
    // A recovery code the same: refused before it is checked (it stays unused).
    const recovery = await signIn('2001:db8:ffff:2::1', { ...ADMIN, code: admin.recovery[0]! });
    expect(recovery.statusCode).toBe(429);
    expect(recovery.json().message).toMatch(PAUSED);
    expect(await unusedRecoveryCodes(ADMIN.email)).toBe(10);
    // The password alone (before the code is asked) says so at once; in Bangla too.
    const bn = await signIn('2001:db8:ffff:3::1', ADMIN, { 'accept-language': 'bn' });
    expect(bn.statusCode).toBe(429);
    expect(bn.json().message).toMatch(/^এই অ্যাকাউন্টে অনেকবার ভুল কোড দেওয়া হয়েছে, তাই এর সাইন-ইন কোড [০-৯]+ মিনিটের জন্য বন্ধ রাখা হয়েছে। ততক্ষণ কোনো কোডই গ্রহণ করা হবে না/);
    // Without the password nothing is told: the answer of any wrong password.
    const guess = await signIn('2001:db8:ffff:4::1', { email: ADMIN.email, password: 'not-the-password', code: await nextCode(admin.secret) });
    expect(guess.statusCode).toBe(401);
    expect(guess.json().message).toBe('Invalid email or password');
    // Nor can a signed-in session turn two-factor off with a code meanwhile.
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/v1/2fa/disable',
      remoteAddress: '2001:db8:ffff:5::1',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { password: ADMIN.password, code: admin.recovery[1]! },
    });
    expect(off.statusCode).toBe(429);
    expect(off.json().message).toMatch(PAUSED);
    expect(await unusedRecoveryCodes(ADMIN.email)).toBe(10);

    // The owner was mailed once, with nothing the one trying sent: no code, no address, no browser.
    const mails = await pausedMails(ADMIN.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Someone with your password is trying to sign in to your Relief account');
    expect(mail!.text_body).toContain('someone who has the password of your Relief account typed too many wrong two-factor sign-in codes, so sign-in codes for your account are paused for 15 minutes.');
    expect(mail!.text_body).toContain('choose a new one at once with "Forgot password?"');
    for (const part of [mail!.subject, mail!.text_body, mail!.html_body]) {
      for (const sent of [...tried, AGENT, 'Mozilla', '01700000000', '2001:db8', admin.recovery[0]!]) expect(part).not.toContain(sent);
    }
  });

  it('leaves other accounts alone: their right code signs in and their wrong ones are checked, from the same addresses', async () => {
    const wrong = await signIn('2001:db8:100:7::1', { email: other.email, password: 'secret-pass', code: await wrongCode(other.secret, 1) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('That code is not right; try again');
    const right = await signIn('2001:db8:101:7::1', { email: other.email, password: 'secret-pass', code: await nextCode(other.secret) });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().token).toBeTruthy();
    expect(await pausedMails(other.email)).toHaveLength(0);
  });

  it('counts wrong codes at two-factor turn-off with those at sign-in; the pause is mailed in the account’s language', async () => {
    const { token } = other;
    // One wrong code at sign-in above; nine here make ten.
    const disable = (n: number, code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/2fa/disable',
        remoteAddress: `2001:db8:200:${n}::1`,
        headers: { authorization: `Bearer ${token}`, 'user-agent': AGENT },
        payload: { password: 'secret-pass', code },
      });
    for (let n = 0; n < 9; n++) {
      const res = await disable(n, await wrongCode(other.secret, 500_000 + n));
      expect(res.statusCode, res.body).toBe(400);
    }
    const refused = await disable(9, other.recovery[0]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(PAUSED);
    expect((await signIn('2001:db8:200:ff::1', { email: other.email, password: 'secret-pass', code: other.recovery[1]! })).statusCode).toBe(429);

    const mails = await pausedMails(other.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('কেউ আপনার পাসওয়ার্ড দিয়ে আপনার Relief অ্যাকাউন্টে সাইন ইন করার চেষ্টা করছে');
    expect(mails[0]!.text_body).toContain('প্রিয় Second Admin, আপনার Relief অ্যাকাউন্টের পাসওয়ার্ড জানা কেউ অনেকবার ভুল টু-ফ্যাক্টর সাইন-ইন কোড দিয়েছে');
    expect(mails[0]!.text_body).toContain('১৫ মিনিটের জন্য');
    // The first account's pause is still the only mail it got.
    expect(await pausedMails(ADMIN.email)).toHaveLength(1);
  });
});
