/**
 * Campaign updates and their mails, through a real SMTP server: who gets one (confirmed donors only, once per
 * address, each message to that address alone), the unsubscribe link (page, one-click POST, tampered tokens).
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { call, createTestApp, giveConfirmed, login, newUser, ADMIN, snapshot, type TestApp } from '../test/helpers.js';
import { linkIn, startSmtp, type TestSmtp } from '../test/smtp.js';
import { BAD_LINK } from './routes.js';
import { legacySignature } from './token.js';

let smtp: TestSmtp;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: 'https://relief.example.org', PUBLIC_URL: 'https://api.relief.example.org' });
  admin = await login(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const unique = () => crypto.randomUUID().slice(0, 8);
const email = (who: string) => `${who}-${unique()}@example.com`;

async function newCampaign(title = `Clean water ${unique()}`) {
  const res = await call(t.app, 'POST', '/create-donation', {
    token: admin,
    body: { image: '/assets/campaigns/flood-sylhet.svg', category: 'Flood', title, amount: 9000, description: 'Filters.' },
  });
  return res.json.data as { _id: string; title: string };
}
const pledge = async (id: string, address: string) => (await call(t.app, 'POST', '/user-donation', { body: { id, donationAmount: 10, name: 'Donor', email: address } })).json.data;
const recipients = (m: ParsedMail) => [m.to, m.cc, m.bcc].flatMap((a) => (Array.isArray(a) ? a : a ? [a] : [])).flatMap((a) => a.value.map((v) => v.address));
const post = (id: string, body: Record<string, unknown>, token: string | null = admin) => call(t.app, 'POST', `/campaigns/${id}/updates`, { token: token ?? undefined, body });
const isNews = (m: ParsedMail) => (m.subject ?? '').startsWith('News from');
/** The update mails to an address, once `count` have arrived (receipts go to the same donors). */
async function news(address: string, count = 1): Promise<ParsedMail[]> {
  const until = Date.now() + 5000;
  for (;;) {
    await t.app.mailer.runOnce();
    const found = smtp.to(address).filter(isNews);
    if (found.length >= count) return found;
    if (Date.now() > until) throw new Error(`expected ${count} update mail(s) to ${address}, got ${found.length}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const settle = async () => {
  await t.app.mailer.runOnce();
};

describe('campaign updates and their mails', () => {
  it('mails each confirmed donor once, to that address only; pending, refunded and other campaigns’ donors get nothing', async () => {
    const c = await newCampaign('Clean water for <Sylhet> & "friends"');
    const other = await newCampaign();
    const twice = email('twice');
    const confirmed = email('confirmed');
    const pending = email('pending');
    const refunded = email('refunded');
    const elsewhere = email('elsewhere');
    await giveConfirmed(t.app, admin, { id: c._id, donationAmount: 10, name: 'A', email: twice });
    await giveConfirmed(t.app, admin, { id: c._id, donationAmount: 20, name: 'A', email: twice.toUpperCase() });
    await giveConfirmed(t.app, admin, { id: c._id, donationAmount: 30, name: 'B', email: confirmed });
    await pledge(c._id, pending);
    const r = await giveConfirmed(t.app, admin, { id: c._id, donationAmount: 40, name: 'C', email: refunded });
    expect((await call(t.app, 'POST', `/user-donations/${r._id}/refund`, { token: admin, body: { reason: 'Asked' } })).status).toBe(200);
    await giveConfirmed(t.app, admin, { id: other._id, donationAmount: 50, name: 'D', email: elsewhere });
    // An offline gift with no address mails nobody.
    expect((await call(t.app, 'POST', '/user-donations/offline', { token: admin, body: { campaignId: c._id, donationAmount: 5, name: 'Shop', channel: 'cash' } })).status).toBe(201);
    await settle();
    const seen = smtp.messages.length;

    const text = 'The first 200 filters arrived in Sunamganj.\n\nThank you <all>!';
    const res = await post(c._id, { body: text, image: '/assets/campaigns/flood-sylhet.svg' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      success: true,
      message: 'Update posted; mailed to 2 donors',
      data: { id: expect.any(Number), body: text, image: 'https://api.relief.example.org/assets/campaigns/flood-sylhet.svg', createdAt: expect.any(Number) },
    });
    await news(twice);
    await news(confirmed);
    await settle();
    const mails = smtp.messages.slice(seen);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => recipients(m)).sort()).toEqual([[confirmed], [twice]].sort());
    for (const address of [pending, refunded, elsewhere]) expect(smtp.to(address).filter(isNews)).toHaveLength(0);

    const m = (await news(confirmed))[0]!;
    expect(m.subject).toBe('News from "Clean water for <Sylhet> & "friends""');
    expect(m.text).toContain('The first 200 filters arrived in Sunamganj.');
    expect(m.text).toContain('Thank you <all>!');
    expect(m.text).toContain(`https://relief.example.org/donations/${c._id}`);
    expect(m.html).toContain('Clean water for &lt;Sylhet&gt; &amp; &quot;friends&quot;');
    expect(m.html).not.toContain('<all>');
    const unsubscribe = linkIn(m, '/api/v1/unsubscribe?token=');
    expect(unsubscribe.origin).toBe('https://api.relief.example.org');
    // The link names the donor without showing the address (a forwarded mail or a log gives nothing away).
    for (const shown of [confirmed, Buffer.from(confirmed).toString('base64url'), Buffer.from(confirmed).toString('base64')]) expect(unsubscribe.href).not.toContain(shown);
    const header = (key: string) => m.headerLines.find((h) => h.key === key)?.line.replace(/\r\n\s*/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe.href}>`);

    const list = await call(t.app, 'GET', `/campaigns/${c._id}/updates`);
    expect(list.json).toEqual({ success: true, data: [res.json.data], total: 1 });
    expect(list.body).not.toMatch(/@example\.com/);
    const audit = await call(t.app, 'GET', `/audit-log?action=campaign.news&targetId=${c._id}`, { token: admin });
    expect(audit.json.data[0].after).toMatchObject({ mailed: 2 });
  });

  it('lists updates newest first, paged; 404 for an unknown campaign', async () => {
    const c = await newCampaign();
    for (const n of [1, 2, 3]) expect((await post(c._id, { body: `Update ${n}` })).status).toBe(201);
    const page = await call(t.app, 'GET', `/campaigns/${c._id}/updates?limit=2`);
    expect(page.json.total).toBe(3);
    expect(page.json.data.map((u: { body: string }) => u.body)).toEqual(['Update 3', 'Update 2']);
    expect((await call(t.app, 'GET', `/campaigns/${c._id}/updates?limit=2&offset=2`)).json.data.map((u: { body: string }) => u.body)).toEqual(['Update 1']);
    expect(page.json.data[0].image).toBeNull();
    expect((await call(t.app, 'GET', '/campaigns/999999/updates')).json).toEqual({ success: false, message: 'Campaign not found' });
    expect((await post('999999', { body: 'x' })).status).toBe(404);
  });

  it('the unsubscribe link: the page asks, the one-click POST records it (idempotent), and the next update skips that donor', async () => {
    const c = await newCampaign();
    const stays = email('stays');
    const leaves = email('leaves');
    await giveConfirmed(t.app, admin, { id: c._id, donationAmount: 10, name: 'Stays', email: stays });
    await giveConfirmed(t.app, admin, { id: c._id, donationAmount: 10, name: 'Leaves', email: leaves });
    await post(c._id, { body: 'First news' });
    const [first] = await news(leaves);
    const link = linkIn(first!, '/api/v1/unsubscribe?token=');
    const path = `${link.pathname}${link.search}`;

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(c.title);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).not.toContain(leaves);
    // Opening the page changed nothing (link scanners open links).
    expect(await t.app.sql.value('SELECT count(*) FROM mail_unsubscribes')).toBe(0);

    // RFC 8058: the mail program POSTs List-Unsubscribe=One-Click, form-encoded.
    const oneClick = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain(`You will no longer get updates about “${c.title}”.`);
    expect(oneClick.body).not.toContain(leaves);
    const again = await t.app.inject({ method: 'POST', url: path, headers: { accept: 'application/json' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: `You will no longer get updates about “${c.title}”.` });
    expect(await t.app.sql.value('SELECT count(*) FROM mail_unsubscribes WHERE campaign_id = ?', [Number(c._id)])).toBe(1);

    const res = await post(c._id, { body: 'Second news' });
    expect(res.json.message).toBe('Update posted; mailed to 1 donor');
    await news(stays, 2);
    await settle();
    expect(smtp.to(leaves).filter(isNews)).toHaveLength(1);
    expect(smtp.to(stays).filter((m) => m.text?.includes('Second news'))).toHaveLength(1);
    // Unsubscribing from one campaign leaves the others: a new gift elsewhere still brings its news.
    const other = await newCampaign();
    await giveConfirmed(t.app, admin, { id: other._id, donationAmount: 10, name: 'Leaves', email: leaves });
    expect((await post(other._id, { body: 'Other news' })).json.message).toBe('Update posted; mailed to 1 donor');
  });

  it('a link from a mail sent before addresses were sealed (version 1 token) still unsubscribes', async () => {
    const c = await newCampaign();
    const old = email('old-link');
    await giveConfirmed(t.app, admin, { id: c._id, donationAmount: 10, name: 'Old', email: old });
    const token = `${c._id}.${Buffer.from(old).toString('base64url')}.${legacySignature(t.config.unsubscribeSecret, Number(c._id), old).toString('base64url')}`;
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/unsubscribe?token=${token}`, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(await t.app.sql.value('SELECT count(*) FROM mail_unsubscribes WHERE campaign_id = ? AND email = ?', [Number(c._id), old.toLowerCase()])).toBe(1);
  });

  it('a forged or tampered token is 400 and records nothing', async () => {
    const c = await newCampaign();
    const victim = email('victim');
    await giveConfirmed(t.app, admin, { id: c._id, donationAmount: 10, name: 'V', email: victim });
    await post(c._id, { body: 'News' });
    const [mail] = await news(victim);
    const token = linkIn(mail!, '/api/v1/unsubscribe?token=').searchParams.get('token')!;
    const [id, sealed] = token.split('.');
    const bytes = Buffer.from(sealed!, 'base64url');
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 1;
    const address = Buffer.from(victim).toString('base64url');
    const forged = [
      `${Number(id) + 1}.${sealed}`, // another campaign
      `${id}.${bytes.toString('base64url')}`, // changed tag
      `${id}.${Buffer.from(email('someone')).toString('base64url')}.${crypto.createHmac('sha256', t.config.jwtSecret).update(`${id}\n${email('someone')}`).digest('base64url')}`, // old form, signed with the raw JWT secret
      `${id}.${address}.${legacySignature(t.config.jwtSecret, Number(id), email('someone')).toString('base64url')}`, // old form, another address's signature
      'nonsense',
    ];
    for (const bad of forged) {
      const page = await t.app.inject({ method: 'GET', url: `/api/v1/unsubscribe?token=${encodeURIComponent(bad)}` });
      expect(page.statusCode, bad).toBe(400);
      expect(page.body).toContain(BAD_LINK);
      const postHtml = await t.app.inject({ method: 'POST', url: `/api/v1/unsubscribe?token=${encodeURIComponent(bad)}` });
      expect(postHtml.statusCode).toBe(400);
      const postJson = await t.app.inject({ method: 'POST', url: `/api/v1/unsubscribe?token=${encodeURIComponent(bad)}`, headers: { accept: 'application/json' } });
      expect(postJson.statusCode).toBe(400);
      expect(postJson.json()).toEqual({ success: false, message: BAD_LINK });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/unsubscribe' })).statusCode).toBe(400);
    expect(await t.app.sql.value('SELECT count(*) FROM mail_unsubscribes WHERE campaign_id = ?', [Number(c._id)])).toBe(0);
  });

  it('refuses bad bodies with clear 400s, and anyone but an admin (401/403) without writing anything', async () => {
    const c = await newCampaign();
    const cases: [unknown, RegExp][] = [
      [{}, /^body\/body is required$/],
      [{ body: '' }, /^body\/body/],
      [{ body: ' \u200B ' }, /^body\/body/],
      [{ body: 'x'.repeat(5001) }, /^body\/body must be at most 5000 characters long$/],
      [{ body: 'ok', image: 'javascript:alert(1)' }, /^body\/image/],
      [{ body: 'ok', image: 'http://127.0.0.1/x.png' }, /^body\/image/],
    ];
    for (const [body, message] of cases) {
      const res = await post(c._id, body as Record<string, unknown>);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json.message).toMatch(message);
    }
    expect((await post(c._id, { body: 'y'.repeat(5000) })).status).toBe(201);
    const user = await newUser(t.app);
    const before = await snapshot(t.app);
    const outbox = await t.app.sql.value('SELECT count(*) FROM outbox');
    expect((await post(c._id, { body: 'News' }, null)).status).toBe(401);
    expect((await post(c._id, { body: '' }, null)).status).toBe(401);
    expect((await post(c._id, { body: 'News' }, user.token)).status).toBe(403);
    expect(await snapshot(t.app)).toEqual(before);
    expect(await t.app.sql.value('SELECT count(*) FROM outbox')).toBe(outbox);
    expect((await call(t.app, 'GET', `/campaigns/${c._id}/updates`)).json.total).toBe(1);
  });
});
