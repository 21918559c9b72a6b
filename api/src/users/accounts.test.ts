/**
 * Accounts end to end through the API with a real SMTP server: verification links, password reset
 * and change (other sessions end), rehash on sign-in, two-factor sign-in for admins, limits.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, login, totalsConsistent, type TestApp } from '../test/helpers.js';
import { linkIn, startSmtp, type TestSmtp } from '../test/smtp.js';
import { hashPassword } from './password.js';

let t: TestApp;
let smtp: TestSmtp;
const APP_URL = 'https://relief.example.org';

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL, MAIL_FROM: 'Relief <no-reply@relief.example.org>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
let n = 0;
const freshEmail = () => `person${++n}-${Date.now()}@example.com`;

/** POST /login from a given client address. */
async function loginFrom(remoteAddress: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: body, headers, remoteAddress });
  return { status: res.statusCode, headers: res.headers, body: res.body, json: res.json() };
}

async function register(email = freshEmail(), password = 'first-password') {
  const res = await call(t.app, 'POST', '/register', { body: { name: 'Rahima Begum', email, password } });
  expect(res.status, res.body).toBe(201);
  return { email, password, token: res.json.token as string, id: res.json.data._id as string, res };
}

describe('register and confirm the email address', () => {
  it('registers unverified, mails a single-use 24 h link stored only as a hash, and confirms it', async () => {
    const { email, token, res } = await register();
    expect(res.json.message).toBe(`Account created. We sent a link to ${email} to confirm your email address.`);
    expect(res.json.data).toMatchObject({ email, emailVerified: false, twoFactorEnabled: false });
    expect(claims(token)).toMatchObject({ emailVerified: false, ver: 0 });

    const [mail] = await smtp.waitFor(email);
    expect(mail!.subject).toBe('Confirm your email address for Relief');
    const link = linkIn(mail!, '/verify-email');
    expect(link.origin + link.pathname).toBe(`${APP_URL}/verify-email`);
    const secret = link.searchParams.get('token')!;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.html).toContain(`${APP_URL}/verify-email?token=${secret}`);

    const row = (await t.app.sql.get('SELECT token_hash, expires_at - created_at AS ttl FROM auth_tokens WHERE email = ?', [email])) as { token_hash: string; ttl: number };
    expect(row.token_hash).not.toContain(secret);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.ttl).toBe(24 * 3600_000);

    // Confirmed by a guest (another browser): no token in the answer.
    const ok = await call(t.app, 'POST', '/verify-email', { body: { token: secret } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ success: true, message: 'Your email address is confirmed' });
    const again = await call(t.app, 'POST', '/verify-email', { body: { token: secret } });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe('This link is not valid or has expired; ask for a new one');

    const me = await call(t.app, 'GET', '/me', { token });
    expect(me.json.data).toMatchObject({ email, emailVerified: true, twoFactorEnabled: false, twoFactorRequired: false });
  });

  it('answers a fresh token (emailVerified true) when the same user confirms while signed in', async () => {
    const { email, token } = await register();
    const secret = linkIn((await smtp.waitFor(email))[0]!, '/verify-email').searchParams.get('token')!;
    const res = await call(t.app, 'POST', '/verify-email', { token, body: { token: secret } });
    expect(res.status).toBe(200);
    expect(claims(res.json.token)).toMatchObject({ email, emailVerified: true });
  });

  it('hands no fresh token for a token that is no longer valid: from before a password change, or signed out', async () => {
    // Signed out: the link still confirms the address, but the old session gets nothing that works.
    const a = await register();
    const secretA = linkIn((await smtp.waitFor(a.email))[0]!, '/verify-email').searchParams.get('token')!;
    expect((await call(t.app, 'POST', '/auth/logout', { token: a.token })).status).toBe(200);
    const afterLogout = await call(t.app, 'POST', '/verify-email', { token: a.token, body: { token: secretA } });
    expect(afterLogout.status).toBe(200);
    expect(afterLogout.json.token).toBeUndefined();

    // A token from before a password change (another device's session, ended by the change).
    const b = await register();
    const secretB = linkIn((await smtp.waitFor(b.email))[0]!, '/verify-email').searchParams.get('token')!;
    const other = await call(t.app, 'POST', '/login', { body: { email: b.email, password: b.password } });
    const changed = await call(t.app, 'POST', '/change-password', { token: other.json.token, body: { currentPassword: b.password, newPassword: 'second-password' } });
    expect(changed.status, changed.body).toBe(200);
    const stale = await call(t.app, 'POST', '/verify-email', { token: b.token, body: { token: secretB } });
    expect(stale.status).toBe(200);
    expect(stale.json.token).toBeUndefined();
    expect((await call(t.app, 'GET', '/me', { token: changed.json.token })).json.data.emailVerified).toBe(true);
  });

  it('does not hand a token to someone else who is signed in while opening the link', async () => {
    const a = await register();
    const b = await register();
    const secret = linkIn((await smtp.waitFor(a.email))[0]!, '/verify-email').searchParams.get('token')!;
    const res = await call(t.app, 'POST', '/verify-email', { token: b.token, body: { token: secret } });
    expect(res.status).toBe(200);
    expect(res.json.token).toBeUndefined();
    expect((await call(t.app, 'GET', '/me', { token: b.token })).json.data.emailVerified).toBe(false);
  });

  it('refuses an expired link, a made-up one and a malformed one', async () => {
    const { email } = await register();
    const secret = linkIn((await smtp.waitFor(email))[0]!, '/verify-email').searchParams.get('token')!;
    (await t.app.sql.run('UPDATE auth_tokens SET expires_at = ? WHERE email = ?', [Date.now() - 1, email]));
    expect((await call(t.app, 'POST', '/verify-email', { body: { token: secret } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/verify-email', { body: { token: 'A'.repeat(43) } })).status).toBe(400);
    const bad = await call(t.app, 'POST', '/verify-email', { body: { token: '<script>' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/token/);
  });

  it('resends a link when asked, at most once a minute and three times an hour (429 + Retry-After), and not when confirmed', async () => {
    const { email, token } = await register();
    await smtp.waitFor(email, 1);
    const first = await call(t.app, 'POST', '/resend-verification', { token });
    expect(first.status).toBe(429); // the registration mail was just sent
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(0);
    expect(first.json.message).toMatch(/^Too many requests; please try again in \d+ seconds?$/);
    (await t.app.sql.run('UPDATE auth_tokens SET created_at = created_at - 61000 WHERE email = ?', [email]));
    const second = await call(t.app, 'POST', '/resend-verification', { token });
    expect(second.status).toBe(200);
    expect(second.json.message).toBe(`We sent a new link to ${email}`);
    const mails = await smtp.waitFor(email, 2);
    // Either link works (each is single use).
    const secret = linkIn(mails[1]!, '/verify-email').searchParams.get('token')!;
    expect((await call(t.app, 'POST', '/verify-email', { body: { token: secret } })).status).toBe(200);
    expect((await call(t.app, 'POST', '/resend-verification', { token })).status).toBe(409);
    expect((await call(t.app, 'POST', '/resend-verification')).status).toBe(401);
  });

  it('mails an unconfirmed address nothing a stranger typed: no name in the link mail, the reset mail or the password notice', async () => {
    // Anyone can register someone else's address with a "name" that is really a message to them.
    const typed = 'Claim your prize at evil.example';
    const email = freshEmail();
    const res = await call(t.app, 'POST', '/register', { body: { name: typed, email, password: 'first-password' } });
    expect(res.status).toBe(201);
    const [verify] = await smtp.waitFor(email);
    expect(verify!.text).toContain('Hello, please confirm that this is your email address.');
    for (const part of [verify!.subject, verify!.text, verify!.html]) expect(part).not.toContain(typed);

    (await t.app.sql.run('UPDATE auth_tokens SET created_at = created_at - 61000 WHERE email = ?', [email]));
    await call(t.app, 'POST', '/forgot-password', { body: { email } });
    await call(t.app, 'POST', '/change-password', { token: res.json.token, body: { currentPassword: 'first-password', newPassword: 'second-password' } });
    const mails = await smtp.waitFor(email, 3);
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your email address for Relief', 'Choose a new Relief password', 'Your Relief password was changed']);
    expect(mails[1]!.text).toContain('Hello, someone (we hope you) asked to choose a new password');
    for (const m of mails) for (const part of [m.subject, m.text, m.html]) expect(part).not.toContain(typed);

    // In Bangla too (the account's language).
    const bnEmail = freshEmail();
    await call(t.app, 'POST', '/register', { body: { name: typed, email: bnEmail, password: 'first-password' }, headers: { 'accept-language': 'bn' } });
    const [bnMail] = await smtp.waitFor(bnEmail);
    expect(bnMail!.text).toContain('এটি যে আপনারই ইমেইল ঠিকানা, তা নিশ্চিত করুন।');
    expect(bnMail!.text).not.toContain(typed);
  });

  it('greets by name once the address is confirmed', async () => {
    const { email, token } = await register();
    const secret = linkIn((await smtp.waitFor(email))[0]!, '/verify-email').searchParams.get('token')!;
    expect((await call(t.app, 'POST', '/verify-email', { token, body: { token: secret } })).status).toBe(200);
    await call(t.app, 'POST', '/forgot-password', { body: { email } });
    const reset = (await smtp.waitFor(email, 2))[1]!;
    expect(reset.text).toContain('Hello Rahima Begum, someone (we hope you) asked to choose a new password');
  });

  it('sends an unconfirmed address at most 5 link mails in its life (then a clear 429, in the reader’s language), besides the hourly limit', async () => {
    const { email, token } = await register();
    const ageLinks = () => t.app.sql.run('UPDATE auth_tokens SET created_at = created_at - 3700000 WHERE email = ?', [email]);
    await smtp.waitFor(email, 1);
    for (let i = 2; i <= 5; i++) {
      await ageLinks(); // past the hourly limit: only the life cap is left
      const again = await call(t.app, 'POST', '/resend-verification', { token });
      expect(again.status, again.body).toBe(200);
      await smtp.waitFor(email, i);
    }
    await ageLinks();
    const capped = await call(t.app, 'POST', '/resend-verification', { token });
    expect(capped.status).toBe(429);
    expect(capped.headers['retry-after']).toBeUndefined();
    expect(capped.json).toEqual({
      success: false,
      message: 'We have already sent 5 links to this address and will send no more. Look for them in your inbox and spam folder (any of them confirms it), or write to us with the contact form.',
    });
    const bangla = await call(t.app, 'POST', '/resend-verification', { token, headers: { 'accept-language': 'bn' } });
    expect(bangla.status).toBe(429);
    expect(bangla.json.message).toBe('এই ঠিকানায় আমরা ইতিমধ্যে ৫টি লিংক পাঠিয়েছি, আর পাঠাব না। ইনবক্স ও স্প্যাম ফোল্ডারে সেগুলো খুঁজুন (যেকোনো একটি দিয়েই ঠিকানা নিশ্চিত হবে), অথবা যোগাযোগ ফর্মে আমাদের লিখুন।');
    // Nor through "Forgot password?": the same answer as ever, and no mail.
    const forgot = await call(t.app, 'POST', '/forgot-password', { body: { email } });
    expect(forgot.status).toBe(200);
    expect(forgot.json.message).toBe('If an account uses that email, we sent it a link to choose a new password');
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.to(email)).toHaveLength(5);
    // Any of the five links still confirms the address.
    const secret = linkIn(smtp.to(email)[4]!, '/verify-email').searchParams.get('token')!;
    expect((await call(t.app, 'POST', '/verify-email', { body: { token: secret } })).status).toBe(200);
  });

  it('joins guest gifts typed with the address only once the account confirms it, keeping the account name on the leaderboard', async () => {
    const email = freshEmail();
    const campaignId = (await call(t.app, 'GET', '/donations?limit=1')).json.data[0]._id as string;
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    for (const [amount, anonymous] of [['120.50', false], ['30', true]] as const) {
      const gift = await call(t.app, 'POST', '/user-donation', { body: { id: campaignId, donationAmount: amount, name: 'Typed By A Guest', email, anonymous } });
      expect(gift.status, gift.body).toBe(201);
      // Only confirmed money is on the leaderboard; the receipt goes to the typed address.
      expect((await call(t.app, 'POST', `/user-donations/${gift.json.data._id}/confirm`, { token: admin, body: {} })).status).toBe(200);
    }
    const rows = async () =>
      (await t.app.sql.all('SELECT user_id, donor_key FROM donations WHERE donor_email = ? ORDER BY id', [email])) as { user_id: number | null; donor_key: string }[];
    const { token, id } = await register(email);
    expect((await rows()).every((r) => r.user_id === null)).toBe(true); // registering proves nothing
    const arrived = await smtp.waitFor(email, 3); // two receipts, then the verification link
    const verify = arrived.find((m) => (m.text ?? '').includes('/verify-email'))!;
    const secret = linkIn(verify, '/verify-email').searchParams.get('token')!;
    expect((await call(t.app, 'POST', '/verify-email', { token, body: { token: secret } })).status).toBe(200);
    expect((await rows())).toEqual([
      { user_id: Number(id), donor_key: `u:${id}` },
      { user_id: Number(id), donor_key: `u:${id}` },
    ]);
    const totals = (await t.app.sql.all('SELECT anonymous, name, total_poisha FROM donor_totals WHERE user_id = ? ORDER BY anonymous', [Number(id)]));
    expect(totals).toEqual([
      { anonymous: 0, name: 'Rahima Begum', total_poisha: 12050 },
      { anonymous: 1, name: 'Rahima Begum', total_poisha: 3000 },
    ]);
    expect((await t.app.sql.value('SELECT count(*) FROM donor_totals WHERE donor_key = ?', [`e:${email}`]))).toBe(0);
    expect((await totalsConsistent(t.app))).toBe(true);
  });

  it('asks for passwords of at least 8 characters', async () => {
    const res = await call(t.app, 'POST', '/register', { body: { name: 'Short', email: freshEmail(), password: '1234567' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('body/password must be at least 8 characters long');
  });
});

describe('forgot, reset and change the password', () => {
  it('answers the same for unknown addresses and mails nothing to them', async () => {
    const unknown = await call(t.app, 'POST', '/forgot-password', { body: { email: 'nobody-here@example.com' } });
    const { email } = await register();
    const known = await call(t.app, 'POST', '/forgot-password', { body: { email: email.toUpperCase() } });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(known.json.message).toBe('If an account uses that email, we sent it a link to choose a new password');
    await smtp.waitFor(email, 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.to('nobody-here@example.com')).toHaveLength(0);
  });

  it('resets with the mailed link: every older session ends, the old password stops working, the link is single use', async () => {
    const { email, password, token } = await register();
    const other = await login(t.app, email, password);
    await call(t.app, 'POST', '/forgot-password', { body: { email } });
    const mails = await smtp.waitFor(email, 2);
    const mail = mails.find((m) => m.subject === 'Choose a new Relief password')!;
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe(APP_URL);
    const secret = link.searchParams.get('token')!;

    const short = await call(t.app, 'POST', '/reset-password', { body: { token: secret, password: 'short' } });
    expect(short.status).toBe(400);
    const res = await call(t.app, 'POST', '/reset-password', { body: { token: secret, password: 'a-brand-new-password' } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Your password was changed; please sign in');

    for (const old of [token, other]) {
      const me = await call(t.app, 'GET', '/me', { token: old });
      expect(me.status).toBe(401);
      expect(me.json.message).toBe('Your session has ended (the password or the two-factor sign-in of the account was changed, or it was signed out everywhere); please sign in again');
    }
    expect((await call(t.app, 'POST', '/login', { body: { email, password } })).status).toBe(401);
    const fresh = await login(t.app, email, 'a-brand-new-password');
    expect(claims(fresh).ver).toBe(1);
    expect((await call(t.app, 'POST', '/reset-password', { body: { token: secret, password: 'yet-another-password' } })).status).toBe(400);
    // The link reached the address, so it counts as confirmed; and a notice was mailed.
    expect((await call(t.app, 'GET', '/me', { token: fresh })).json.data.emailVerified).toBe(true);
    expect((await smtp.waitFor(email, 3)).map((m) => m.subject)).toContain('Your Relief password was changed');
  });

  it('a reset link expires after an hour', async () => {
    const { email } = await register();
    await call(t.app, 'POST', '/forgot-password', { body: { email } });
    const mail = (await smtp.waitFor(email, 2)).find((m) => m.subject === 'Choose a new Relief password')!;
    (await t.app.sql.run("UPDATE auth_tokens SET expires_at = ? WHERE email = ? AND purpose = 'reset-password'", [Date.now() - 1, email]));
    const res = await call(t.app, 'POST', '/reset-password', { body: { token: linkIn(mail, '/reset-password').searchParams.get('token'), password: 'a-brand-new-password' } });
    expect(res.status).toBe(400);
  });

  it('changes the password with the current one: a fresh token for this session, every other session ends', async () => {
    const { email, password, token } = await register();
    const other = await login(t.app, email, password);
    const wrong = await call(t.app, 'POST', '/change-password', { token, body: { currentPassword: 'not-it-at-all', newPassword: 'second-password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Your current password is not correct');
    const short = await call(t.app, 'POST', '/change-password', { token, body: { currentPassword: password, newPassword: 'short' } });
    expect(short.status).toBe(400);
    const res = await call(t.app, 'POST', '/change-password', { token, body: { currentPassword: password, newPassword: 'second-password' } });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/me', { token: res.json.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/me', { token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/me', { token: other })).status).toBe(401);
    expect(await login(t.app, email, 'second-password')).toBeTruthy();
  });

  it('rehashes a password made with older scrypt parameters on the next sign-in', async () => {
    const { email, password } = await register();
    (await t.app.sql.run('UPDATE users SET password_hash = ? WHERE email = ?', [await hashPassword(password, 10), email]));
    await login(t.app, email, password);
    const stored = (await t.app.sql.value('SELECT password_hash FROM users WHERE email = ?', [email])) as string;
    expect(stored.split('$')[1]).toBe(String(2 ** t.config.scryptLogN));
    expect(await login(t.app, email, password)).toBeTruthy();
  });

  it('stops one address after 10 wrong passwords for an account (429 + Retry-After), even for the right one', async () => {
    const { email, password } = await register();
    for (let i = 0; i < 10; i++) expect((await loginFrom('10.0.0.1', { email, password: 'wrong-password' })).status).toBe(401);
    const limited = await loginFrom('10.0.0.1', { email, password });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json.message).toMatch(/^Too many requests; please try again in \d+ seconds?$/);
    const bangla = await loginFrom('10.0.0.1', { email, password }, { 'accept-language': 'bn' });
    expect(bangla.json.message).toMatch(/^অনেক বেশি অনুরোধ; [০-৯]+ সেকেন্ড পরে আবার চেষ্টা করুন$/);
  });

  it('a stranger cannot lock the owner out: wrong passwords from many addresses leave the right one from a new address working', async () => {
    const { email, password } = await register();
    for (let i = 0; i < 30; i++) expect((await loginFrom(`10.1.0.${i + 1}`, { email, password: 'wrong-password' })).status).toBe(401);
    const owner = await loginFrom('10.1.1.1', { email, password });
    expect(owner.status, owner.body).toBe(200);
    expect(owner.json.token).toBeTruthy();
    // Signed in, the owner's password checks are not blocked by the strangers' failures either.
    const changed = await call(t.app, 'POST', '/change-password', { token: owner.json.token, body: { currentPassword: password, newPassword: 'changed-password' } });
    expect(changed.status, changed.body).toBe(200);
  });

  it('while an account is under attack, an address that has failed on it waits: guessing is slowed to one try per address', async () => {
    const { email, password } = await register();
    for (let i = 0; i < 10; i++) await loginFrom(`10.2.0.${i + 1}`, { email, password: 'wrong-password' });
    expect((await loginFrom('10.2.1.1', { email, password: 'another-guess' })).status).toBe(401);
    const slowed = await loginFrom('10.2.1.1', { email, password });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stops one address trying many accounts after 50 wrong passwords', async () => {
    const { email, password } = await register();
    for (let i = 0; i < 50; i++) expect((await loginFrom('10.3.0.1', { email: `nobody${i}@example.com`, password: 'wrong-password' })).status).toBe(401);
    expect((await loginFrom('10.3.0.1', { email, password })).status).toBe(429);
    expect((await loginFrom('10.3.0.2', { email, password })).status).toBe(200);
  });

  it('counts wrong current passwords at change-password per address, like sign-in', async () => {
    const { email, password } = await register();
    const token = (await loginFrom('10.4.0.1', { email, password })).json.token as string;
    for (let i = 0; i < 10; i++) {
      const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/change-password', headers: { authorization: `Bearer ${token}` }, payload: { currentPassword: 'wrong-password', newPassword: 'whatever-new' }, remoteAddress: '10.4.0.1' });
      expect(wrong.statusCode).toBe(400);
    }
    expect((await loginFrom('10.4.0.1', { email, password })).status).toBe(429);
    expect((await loginFrom('10.4.0.2', { email, password })).status).toBe(200);
  });
});

describe('two-factor sign-in (admins)', () => {
  it('enrols with a QR code drawn locally, then asks for a code at sign-in; codes and recovery codes work once', async () => {
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const otherSession = await login(t.app, ADMIN.email, ADMIN.password);
    expect((await call(t.app, 'GET', '/me', { token: admin })).json.data.twoFactorEnabled).toBe(false);
    const setup = await call(t.app, 'POST', '/2fa/setup', { token: admin, body: { password: ADMIN.password } });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json.data;
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);

    expect((await call(t.app, 'POST', '/2fa/enable', { token: admin, body: { code: '000000' } })).status).toBe(400);
    const enable = await call(t.app, 'POST', '/2fa/enable', { token: admin, body: { code: await generate({ secret }) } });
    expect(enable.status).toBe(200);
    expect(enable.json.message).toBe('Two-factor sign-in is on; your other sessions were signed out');
    // Every session opened before ends (this one goes on with the fresh token), as a change of password does.
    expect(claims(enable.json.token)).toMatchObject({ sub: claims(admin).sub, ver: (claims(admin).ver as number) + 1 });
    for (const old of [admin, otherSession]) {
      const me = await call(t.app, 'GET', '/me', { token: old });
      expect(me.status).toBe(401);
      expect(me.json.message).toBe('Your session has ended (the password or the two-factor sign-in of the account was changed, or it was signed out everywhere); please sign in again');
    }
    const enrolled = enable.json.token as string;
    expect((await call(t.app, 'GET', '/me', { token: enrolled })).json.data.twoFactorEnabled).toBe(true);
    const codes = enable.json.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await call(t.app, 'POST', '/2fa/setup', { token: enrolled, body: { password: ADMIN.password } })).status).toBe(409);

    const challenge = await call(t.app, 'POST', '/login', { body: ADMIN });
    expect(challenge.status).toBe(200);
    expect(challenge.json).toEqual({ success: true, twoFactorRequired: true, message: 'Enter the 6-digit code from your authenticator app' });
    expect(challenge.json.token).toBeUndefined();

    // The code used to enable is already spent; a code of the next step signs in, once.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const signedIn = await call(t.app, 'POST', '/login', { body: { ...ADMIN, code: next } });
    expect(signedIn.status, signedIn.body).toBe(200);
    expect(signedIn.json.token).toBeTruthy();
    const replay = await call(t.app, 'POST', '/login', { body: { ...ADMIN, code: next } });
    expect(replay.status).toBe(401);
    expect(replay.json.message).toBe('That code is not right; try again');

    const byRecovery = await call(t.app, 'POST', '/login', { body: { ...ADMIN, code: codes[3]!.toUpperCase() } });
    expect(byRecovery.status).toBe(200);
    expect((await call(t.app, 'POST', '/login', { body: { ...ADMIN, code: codes[3] } })).status).toBe(401);
    const wrongPassword = await call(t.app, 'POST', '/login', { body: { email: ADMIN.email, password: 'nope-nope', code: codes[4] } });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.json.message).toBe('Invalid email or password');

    expect((await smtp.waitFor(ADMIN.email)).map((m) => m.subject)).toContain('Two-factor sign-in is on for your Relief account');

    // Turning it off takes the password and a code.
    const token = signedIn.json.token as string;
    expect((await call(t.app, 'POST', '/2fa/disable', { token, body: { password: 'wrong-password', code: codes[5] } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/2fa/disable', { token, body: { password: ADMIN.password, code: '123456' } })).status).toBe(400);
    const off = await call(t.app, 'POST', '/2fa/disable', { token, body: { password: ADMIN.password, code: codes[5] } });
    expect(off.status).toBe(200);
    expect(off.json.message).toBe('Two-factor sign-in is off; your other sessions were signed out');
    expect((await call(t.app, 'GET', '/me', { token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/me', { token: byRecovery.json.token })).status).toBe(401);
    const me = await call(t.app, 'GET', '/me', { token: off.json.token });
    expect(me.status).toBe(200);
    expect(me.json.data.twoFactorEnabled).toBe(false);
    const plain = await call(t.app, 'POST', '/login', { body: ADMIN });
    expect(plain.json.token).toBeTruthy();
  });

  it('a token alone cannot set it up: the password is asked (400 when wrong, in the reader’s language, counted like sign-in failures)', async () => {
    const { email, password } = await register();
    await t.app.sql.run("UPDATE users SET role = 'admin' WHERE email = ?", [email]);
    const stolen = await login(t.app, email, password);
    const setupFrom = (remoteAddress: string, body: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/v1/2fa/setup', headers: { authorization: `Bearer ${stolen}`, ...headers }, payload: body as object, remoteAddress });

    const none = await setupFrom('10.5.0.1', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/password/);
    const wrong = await setupFrom('10.5.0.1', { password: 'a-guess-at-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your password is not correct');
    expect((await setupFrom('10.5.0.1', { password: 'a-guess-at-it' }, { 'accept-language': 'bn' })).json().message).toBe('আপনার পাসওয়ার্ড সঠিক নয়');
    // No secret was stored, so nothing can be enabled either.
    expect(await t.app.sql.value('SELECT totp_secret FROM users WHERE email = ?', [email])).toBeNull();
    const enable = await t.app.inject({ method: 'POST', url: '/api/v1/2fa/enable', headers: { authorization: `Bearer ${stolen}` }, payload: { code: '123456' }, remoteAddress: '10.5.0.1' });
    expect(enable.statusCode).toBe(400);
    expect(enable.json().message).toBe('Start with “Set up two-factor sign-in” first');

    // Wrong passwords here count with those at sign-in: after 10, this address waits.
    for (let i = 0; i < 8; i++) expect((await setupFrom('10.5.0.1', { password: `guess-${i}` })).statusCode).toBe(400);
    const limited = await setupFrom('10.5.0.1', { password });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginFrom('10.5.0.1', { email, password })).status).toBe(429);

    // The owner, from their own address, enrols with the password; the stolen token then stops working.
    const owner = (await loginFrom('10.5.1.1', { email, password })).json.token as string;
    const setup = await t.app.inject({ method: 'POST', url: '/api/v1/2fa/setup', headers: { authorization: `Bearer ${owner}` }, payload: { password }, remoteAddress: '10.5.1.1' });
    expect(setup.statusCode).toBe(200);
    const enabled = await call(t.app, 'POST', '/2fa/enable', { token: owner, body: { code: await generate({ secret: setup.json().data.secret }) } });
    expect(enabled.status).toBe(200);
    expect((await call(t.app, 'GET', '/me', { token: stolen })).status).toBe(401);
    expect((await call(t.app, 'POST', '/2fa/setup', { token: stolen, body: { password } })).status).toBe(401);
  });

  it('is for admins only', async () => {
    const { token, password } = await register();
    expect((await call(t.app, 'POST', '/2fa/setup', { token, body: { password } })).status).toBe(403);
    expect((await call(t.app, 'POST', '/2fa/setup', { body: { password } })).status).toBe(401);
  });
});

describe('REQUIRE_ADMIN_2FA', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ REQUIRE_ADMIN_2FA: 'true' });
  });
  afterAll(() => strict.close());

  it('an admin who has not enrolled may read but not change anything until enrolling', async () => {
    const admin = await login(strict.app, ADMIN.email, ADMIN.password);
    expect((await call(strict.app, 'GET', '/me', { token: admin })).json.data.twoFactorRequired).toBe(true);
    expect((await call(strict.app, 'GET', '/users', { token: admin })).status).toBe(200);
    const body = { title: 'Blocked', category: 'Flood', description: 'x', image: '/assets/campaigns/flood-homes.svg', amount: 1000 };
    const refused = await call(strict.app, 'POST', '/create-donation', { token: admin, body });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Set up two-factor sign-in (Dashboard → Security) before making changes as an administrator');

    // A token alone cannot enrol: without the password nothing is set up.
    expect((await call(strict.app, 'POST', '/2fa/setup', { token: admin, body: { password: 'not-the-password' } })).status).toBe(400);
    const { secret } = (await call(strict.app, 'POST', '/2fa/setup', { token: admin, body: { password: ADMIN.password } })).json.data;
    const enabled = await call(strict.app, 'POST', '/2fa/enable', { token: admin, body: { code: await generate({ secret }) } });
    expect(enabled.status).toBe(200);
    // The token from before enrolment no longer works; the fresh one does.
    expect((await call(strict.app, 'POST', '/create-donation', { token: admin, body })).status).toBe(401);
    const fresh = enabled.json.token as string;
    expect((await call(strict.app, 'GET', '/me', { token: fresh })).json.data.twoFactorRequired).toBe(false);
    const allowed = await call(strict.app, 'POST', '/create-donation', { token: fresh, body });
    expect(allowed.status, allowed.body).toBe(201);
  });

  it('is on by default in production', async () => {
    const { loadConfig } = await import('../config.js');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), APP_URL: 'https://relief.example.org', PUBLIC_URL: 'https://api.relief.example.org', DATABASE_PATH: ':memory:' }).requireAdmin2fa).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_PATH: ':memory:' }).requireAdmin2fa).toBe(false);
  });
});

describe('nothing secret in answers or logs', () => {
  it('never logs a link token, a password or a TOTP secret', async () => {
    const stream = { lines: [] as string[], write(s: string) { this.lines.push(s); return true; } };
    const { buildApp } = await import('../app.js');
    const app = await buildApp({ ...t.config, logLevel: 'trace', databasePath: ':memory:' }, { logStream: stream as never });
    await app.ready();
    const email = freshEmail();
    await app.inject({ method: 'POST', url: '/api/v1/register', payload: { name: 'Logged', email, password: 'logged-password' } });
    await app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email } });
    const mails = await smtp.waitFor(email, 2);
    await app.close();
    const secrets = mails.flatMap((m) => (m.text ?? '').match(/token=([A-Za-z0-9_-]+)/g) ?? []).map((s) => s.slice(6));
    expect(secrets.length).toBe(2);
    const all = stream.lines.join('\n');
    expect(all.length).toBeGreaterThan(0);
    for (const s of [...secrets, 'logged-password']) expect(all).not.toContain(s);
  });
});
