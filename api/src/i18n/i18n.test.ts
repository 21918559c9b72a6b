/**
 * Bangla for donors through the API: the same request answered in Bangla with Accept-Language: bn and in
 * English without; validation messages; mails in the language of the person they go to; a Bangla
 * receipt PDF; the cached public reads that do not vary by language.
 */
import { describe, expect, it } from 'vitest';
import { call, createTestApp, outboxMails, useSignedInTestApp } from '../test/helpers.js';
import { pdfText } from '../test/pdf.js';

const t = useSignedInTestApp();
const BN = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' };
const BENGALI_DIGIT = /[০-৯]/;

describe('answers in the language of Accept-Language', () => {
  it('the same refusal in Bangla with bn and in English without, saying so in Content-Language and Vary', async () => {
    const bn = await call(t.app, 'GET', '/single-donation/99999', { headers: BN });
    const en = await call(t.app, 'GET', '/single-donation/99999');
    const fr = await call(t.app, 'GET', '/single-donation/99999', { headers: { 'accept-language': 'fr-FR' } });
    expect(bn.status).toBe(404);
    expect(bn.json).toEqual({ success: false, message: 'ক্যাম্পেইন পাওয়া যায়নি' });
    expect(en.json).toEqual({ success: false, message: 'Campaign not found' });
    expect(fr.json).toEqual(en.json);
    expect(bn.headers['content-language']).toBe('bn');
    expect(en.headers['content-language']).toBe('en');
    for (const res of [bn, en]) expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });

  it('validation messages name the field in Bangla', async () => {
    const long = await call(t.app, 'POST', '/register', { headers: BN, body: { name: 'ক'.repeat(101), email: 'x@example.com', password: 'secret-pass' } });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('body/name সর্বোচ্চ ১০০ অক্ষরের হতে পারে');
    const missing = await call(t.app, 'POST', '/register', { headers: BN, body: { name: 'রহিমা', password: 'secret-pass' } });
    expect(missing.json.message).toBe('body/email দিতে হবে');
    const money = await call(t.app, 'POST', '/user-donation', { headers: BN, body: { id: '1', donationAmount: '0.001', name: 'রহিমা', email: 'r@example.com' } });
    expect(money.json.message).toBe('body/donationAmount দুই দশমিক ঘর পর্যন্ত একটি ধনাত্মক সংখ্যা হতে হবে, সর্বোচ্চ ১০,০০,০০০ টাকা');
    const en = await call(t.app, 'POST', '/user-donation', { body: { id: '1', donationAmount: '0.001', name: 'Rahima', email: 'r@example.com' } });
    expect(en.json.message).toBe('body/donationAmount must be a positive number with at most 2 decimals, no more than 1,000,000 Tk');
    const id = await call(t.app, 'GET', '/single-donation/abc', { headers: BN });
    expect(id.json.message).toBe('params/id একটি সংখ্যার আইডি হতে হবে');
    const json = await call(t.app, 'POST', '/login', { headers: { ...BN, 'content-type': 'application/json' }, body: '{"email":' });
    expect(json.json.message).toBe('অনুরোধের বডি সঠিক JSON নয়');
    const route = await call(t.app, 'GET', '/no-such-thing', { headers: BN });
    expect(route.json.message).toBe('এমন কোনো রুট নেই: GET /api/v1/no-such-thing');
    const anonymous = await call(t.app, 'POST', '/create-comments', { headers: BN, body: { comment: 'ধন্যবাদ' } });
    expect(anonymous.json.message).toBe('এটি করতে সাইন ইন করুন');
  });

  it("an admin's statement import names the bad line in Bangla", async () => {
    const bn = await call(t.app, 'POST', '/payments/statement', { token: t.admin, headers: BN, body: { csv: 'TrxID,Amount\nABCD0001,1\nABCD0001,2\n' } });
    expect(bn.status).toBe(400);
    expect(bn.json.message).toBe('লাইন ৩: ট্রানজ্যাকশন আইডি ABCD0001 আবার এসেছে (প্রথমবার লাইন ২-এ)');
    const en = await call(t.app, 'POST', '/payments/statement', { token: t.admin, body: { csv: 'Date,Amount\n2026-11-24,1\n' } });
    expect(en.json.message).toBe('line 1: no transaction ID column: the first row must be a header naming one, such as "TrxID" or "Transaction ID"');
  });

  it('success messages, with Tk amounts in Bengali digits', async () => {
    const pledge = await call(t.app, 'POST', '/user-donation', { headers: BN, body: { id: '2', donationAmount: '1234.5', name: 'রহিমা বেগম', email: 'rahima@example.com' } });
    expect(pledge.status).toBe(201);
    expect(pledge.json.message).toContain('৳১,২৩৪.৫০');
    expect(pledge.json.message).toContain(pledge.json.data.reference);
    expect(pledge.json.data.instructions.steps.join(' ')).toContain('৳১,২৩৪.৫০');
    expect(pledge.json.data.instructions.steps.join(' ')).toMatch(/ঢাকা/);
    const confirmed = await call(t.app, 'POST', `/user-donations/${pledge.json.data._id}/confirm`, { token: t.admin, headers: BN, body: {} });
    expect(confirmed.json.message).toBe(`${pledge.json.data.reference} এখন নিশ্চিত।`);
  });
});

describe('rate limits in Bangla', () => {
  it('the sign-in limit and the write limit say when to try again, in Bengali digits', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '1', WRITE_RATE_LIMIT: '1', SEED: 'false' });
    try {
      const body = { email: 'x@example.com', password: 'whatever' };
      await call(limited.app, 'POST', '/login', { body });
      const bn = await call(limited.app, 'POST', '/login', { headers: BN, body });
      expect(bn.status).toBe(429);
      expect(bn.json.message).toMatch(/^অনেক বেশি অনুরোধ; [০-৯]+ সেকেন্ড পরে আবার চেষ্টা করুন$/);
      const en = await call(limited.app, 'POST', '/login', { body });
      expect(en.json.message).toMatch(/^Too many requests; please try again in \d+ (second|minute)s?$/);
      const contact = { name: 'রহিমা', email: 'r@example.com', subject: 'বন্যা', message: 'কীভাবে সাহায্য করতে পারি?' };
      await call(limited.app, 'POST', '/contact-messages', { body: contact });
      const write = await call(limited.app, 'POST', '/contact-messages', { headers: BN, body: contact });
      expect(write.status).toBe(429);
      expect(write.json.message).toMatch(/^অনেক বেশি অনুরোধ; [০-৯]+ সেকেন্ড পরে আবার চেষ্টা করুন$/);
    } finally {
      await limited.close();
    }
  });
});

describe('mails in the language of the person they go to', () => {
  it('a donor who registered and gave with Accept-Language: bn gets the verification mail and the receipt in Bangla, whoever confirms', async () => {
    const email = `bn-${Date.now()}@example.com`;
    const reg = await call(t.app, 'POST', '/register', { headers: BN, body: { name: 'রহিমা বেগম', email, password: 'secret-pass' } });
    expect(reg.status).toBe(201);
    expect(reg.json.message).toBe(`অ্যাকাউন্ট তৈরি হয়েছে। আপনার ইমেইল ঠিকানা নিশ্চিত করতে ${email}-এ একটি লিংক পাঠানো হয়েছে।`);
    const verify = (await outboxMails(t.app, 'verify-email')).filter((m) => m.to === email);
    expect(verify).toHaveLength(1);
    expect(verify[0]!.subject).toBe('Relief-এ আপনার ইমেইল ঠিকানা নিশ্চিত করুন');
    // The address is not confirmed yet: no name typed at registration in it (users/routes.ts).
    expect(verify[0]!.text).toContain('এটি যে আপনারই ইমেইল ঠিকানা, তা নিশ্চিত করুন।');
    expect(verify[0]!.text).not.toContain('রহিমা বেগম');
    expect(verify[0]!.text).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]+/);

    const login = await call(t.app, 'POST', '/login', { body: { email, password: 'secret-pass' } });
    expect(login.json.message).toBe('Welcome back, রহিমা বেগম!'); // this request asked in English
    const pledge = await call(t.app, 'POST', '/user-donation', { token: login.json.token, headers: BN, body: { id: '3', donationAmount: '2500.05', channel: 'bkash', transactionId: 'BNRCPT01', senderNumber: '01712345678' } });
    // An admin confirms from an English screen: the receipt follows the gift's language.
    await call(t.app, 'POST', `/user-donations/${pledge.json.data._id}/confirm`, { token: t.admin, body: {} });
    const receipt = (await outboxMails(t.app, 'receipt')).filter((m) => m.to === email);
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.subject).toMatch(/^রসিদ RCT-\d+: “.+”-এ ৳২,৫০০\.০৫$/);
    expect(receipt[0]!.text).toContain('পরিমাণ: ৳২,৫০০.০৫');
    expect(receipt[0]!.text).toContain('মাধ্যম: বিকাশ');
    expect(receipt[0]!.text).toContain(`রেফারেন্স: ${pledge.json.data.reference} (ট্রানজ্যাকশন আইডি BNRCPT01)`);
    expect(receipt[0]!.text).toMatch(/তারিখ: .*[০-৯].* \(ঢাকা\)/);

    // A guest who gave in English gets the English receipt.
    const guest = await call(t.app, 'POST', '/user-donation', { body: { id: '3', donationAmount: '10', name: 'Karim', email: 'karim-en@example.com' } });
    await call(t.app, 'POST', `/user-donations/${guest.json.data._id}/confirm`, { token: t.admin, headers: BN, body: {} });
    const en = (await outboxMails(t.app, 'receipt')).filter((m) => m.to === 'karim-en@example.com');
    expect(en[0]!.subject).toMatch(/^Receipt RCT-\d+: Tk 10 to ".+"$/);

    // Campaign updates: each donor in their own language.
    await call(t.app, 'POST', '/campaigns/3/updates', { token: t.admin, body: { body: 'Boats reached Sunamganj today.' } });
    const news = await outboxMails(t.app, 'campaign-update');
    expect(news.find((m) => m.to === email)!.text).toContain('আপনার অনুদানের জন্য ধন্যবাদ।');
    expect(news.find((m) => m.to === 'karim-en@example.com')!.text).toContain('Thank you for your gift.');
  });

  it('a reset-password mail follows the account language, not the request', async () => {
    const email = `bn-reset-${Date.now()}@example.com`;
    await call(t.app, 'POST', '/register', { headers: { 'accept-language': 'bn' }, body: { name: 'সুমন', email, password: 'secret-pass' } });
    const res = await call(t.app, 'POST', '/forgot-password', { body: { email } });
    expect(res.json.message).toBe('If an account uses that email, we sent it a link to choose a new password');
    const mail = (await outboxMails(t.app, 'reset-password')).filter((m) => m.to === email);
    expect(mail[0]!.subject).toBe('Relief-এর নতুন পাসওয়ার্ড বেছে নিন');
  });
});

describe('the account\'s language follows the person', () => {
  const resetMail = async (email: string) => {
    await call(t.app, 'POST', '/forgot-password', { body: { email } });
    return (await outboxMails(t.app, 'reset-password')).filter((m) => m.to === email).at(-1)!.subject;
  };
  // One link a minute per account (the limit is silent): each step here waits it out by moving the clock on.
  const wait = async () => {
    await t.app.sql.run("UPDATE auth_tokens SET created_at = created_at - 3600000 WHERE purpose = 'reset-password'");
  };

  it('signing in with a language of ours sets it (a request naming none leaves it), and POST /me/language changes it, answering in it', async () => {
    const email = `lang-${Date.now()}@example.com`;
    await call(t.app, 'POST', '/register', { body: { name: 'Nadia', email, password: 'secret-pass' } });
    expect(await resetMail(email)).toBe('Choose a new Relief password');
    await wait();
    // Signing in from a Bangla page.
    const bn = await call(t.app, 'POST', '/login', { headers: BN, body: { email, password: 'secret-pass' } });
    expect(bn.status).toBe(200);
    expect(await resetMail(email)).toBe('Relief-এর নতুন পাসওয়ার্ড বেছে নিন');
    await wait();
    // A client that names no language of ours (or none) changes nothing.
    for (const headers of [{ 'accept-language': 'fr-FR,de;q=0.8' }, {}] as Record<string, string>[]) {
      expect((await call(t.app, 'POST', '/login', { headers, body: { email, password: 'secret-pass' } })).status).toBe(200);
    }
    expect(await resetMail(email)).toBe('Relief-এর নতুন পাসওয়ার্ড বেছে নিন');
    await wait();
    // The switch on the page, while signed in (from the Bangla page, choosing English).
    const set = await call(t.app, 'POST', '/me/language', { token: bn.json.token, headers: BN, body: { language: 'en' } });
    expect(set.status).toBe(200);
    expect(set.json).toEqual({ success: true, message: 'Your mails will come in English' });
    expect(await resetMail(email)).toBe('Choose a new Relief password');
    const back = await call(t.app, 'POST', '/me/language', { token: bn.json.token, body: { language: 'bn' } });
    expect(back.json.message).toBe('আপনার ইমেইল এখন থেকে বাংলায় আসবে');
  });

  it('POST /me/language refuses other languages (400) and anyone signed out (401)', async () => {
    for (const body of [{ language: 'fr' }, { language: '' }, { language: 'BN' }, {}]) {
      const res = await call(t.app, 'POST', '/me/language', { token: t.user, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toMatch(/language/);
    }
    expect((await call(t.app, 'POST', '/me/language', { body: { language: 'bn' } })).status).toBe(401);
  });
});

describe('receipt PDF in Bangla', () => {
  it('shows ৳ and Bengali digits to a donor who asks in Bangla, and the English receipt otherwise', async () => {
    const pledge = await call(t.app, 'POST', '/user-donation', { token: t.user, body: { id: '4', donationAmount: '1234.5' } });
    const confirmed = await call(t.app, 'POST', `/user-donations/${pledge.json.data._id}/confirm`, { token: t.admin, body: {} });
    const url = `/api/v1/user-donations/${pledge.json.data._id}/receipt.pdf`;
    const bn = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t.user}`, ...BN } });
    expect(bn.statusCode).toBe(200);
    const text = await pdfText(bn.rawPayload, '');
    expect(text).toContain('৳১,২৩৪.৫০');
    expect(text).toMatch(BENGALI_DIGIT);
    expect(text).toContain(confirmed.json.data.receiptNo);
    // (Shaped Bengali words do not come back whole from a PDF's text layer: fonts.ts and pdf.test.ts check the glyphs.)
    const en = await pdfText((await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t.user}` } })).rawPayload, '');
    expect(en).toContain('Tk 1,234.50');
    expect(en).not.toMatch(BENGALI_DIGIT);
  });
});

describe('the cached public reads hold data, not messages', () => {
  it.each(['/donations?limit=5', '/leaderboard'])('%s: the same bytes and ETag in any language, no Content-Language, no Vary on Accept-Language', async (url) => {
    const en = await call(t.app, 'GET', url);
    const bn = await call(t.app, 'GET', url, { headers: BN });
    expect(en.status).toBe(200);
    expect(bn.body).toBe(en.body);
    expect(bn.headers.etag).toBe(en.headers.etag);
    for (const res of [en, bn]) {
      expect(res.headers['content-language']).toBeUndefined();
      expect(String(res.headers.vary ?? '')).not.toMatch(/accept-language/i);
    }
  });
});
