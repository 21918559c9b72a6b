import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_DONATIONS, SEED_DONORS } from '../db/seed-data.js';
import { call, giveConfirmed, newUser, outboxMails, snapshot, totalsConsistent, USER, useSignedInTestApp } from '../test/helpers.js';

const t = useSignedInTestApp();
let campaignId: string;

beforeAll(async () => {
  const created = await call(t.app, 'POST', '/create-donation', {
    token: t.admin,
    body: { image: 'https://example.org/a.png', category: 'Cyclone', title: 'Money test', amount: 1000, description: 'For exact sums.' },
  });
  campaignId = created.json.data._id;
});

const raised = async (id: string) => (await call(t.app, 'GET', `/single-donation/${id}`)).json.data.totalDonationAmount as number;

describe('POST /user-donation', () => {
  it('takes a guest donation with typed name and email (email normalised)', async () => {
    const res = await call(t.app, 'POST', '/user-donation', {
      body: { id: campaignId, donationAmount: '250', name: ' Karim ', email: 'Karim@Example.COM', title: 'ignored', donationImage: 'ignored' },
    });
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    expect(res.json.message).toMatch(/Thank you/);
    expect(res.json.data).toMatchObject({
      campaignId,
      title: 'Money test',
      donationImage: 'https://example.org/a.png',
      donationAmount: 250,
      name: 'Karim',
      email: 'karim@example.com',
      anonymous: false,
    });
    expect(typeof res.json.data.time).toBe('number');
  });

  it('identifies a signed-in donor by the token, ignoring body name/email', async () => {
    const res = await call(t.app, 'POST', '/user-donation', {
      token: t.user,
      body: { id: Number(campaignId), donationAmount: 10, name: 'Someone Else', email: 'else@example.com' },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ name: 'Nusrat Jahan', email: USER.email });
  });

  it('ignores name/email of signed-in donors even when they are empty or invalid', async () => {
    const res = await call(t.app, 'POST', '/user-donation', { token: t.user, body: { id: campaignId, donationAmount: 1, name: '', email: 'not-an-email' } });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ name: 'Nusrat Jahan', email: USER.email });
  });

  it('requires name and email from guests', async () => {
    const before = (await snapshot(t.app));
    const noName = await call(t.app, 'POST', '/user-donation', { body: { id: campaignId, donationAmount: 5, email: 'a@b.co' } });
    expect(noName.status).toBe(400);
    expect(noName.json.message).toMatch(/name is required/);
    const noEmail = await call(t.app, 'POST', '/user-donation', { body: { id: campaignId, donationAmount: 5, name: 'A' } });
    expect(noEmail.status).toBe(400);
    expect(noEmail.json.message).toMatch(/email is required/);
    expect((await snapshot(t.app))).toEqual(before);
  });

  it('404 for an unknown campaign, nothing written', async () => {
    const before = (await snapshot(t.app));
    const res = await call(t.app, 'POST', '/user-donation', { token: t.user, body: { id: '987654', donationAmount: 5 } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: 'Campaign not found' });
    expect((await snapshot(t.app))).toEqual(before);
  });

  it('adds up exactly in poisha: 0.1 + 0.2 = 0.3', async () => {
    const c = await call(t.app, 'POST', '/create-donation', {
      token: t.admin,
      body: { image: '/assets/campaigns/food-rice.svg', category: 'Food Donation', title: 'Exact', amount: 10, description: 'x' },
    });
    const id = c.json.data._id;
    await giveConfirmed(t.app, t.admin, { id, donationAmount: 0.1 }, t.user);
    await giveConfirmed(t.app, t.admin, { id, donationAmount: '0.2' }, t.user);
    expect(await raised(id)).toBe(0.3);
    for (let i = 0; i < 10; i++) await giveConfirmed(t.app, t.admin, { id, donationAmount: '0.29' }, t.user);
    expect(await raised(id)).toBe(3.2);
    expect((await totalsConsistent(t.app))).toBe(true);
  });

  it('anonymous donations hide the donor publicly but stay in their own records', async () => {
    const { token, email } = await newUser(t.app, 'Shy Donor');
    await giveConfirmed(t.app, t.admin, { id: campaignId, donationAmount: '999999', anonymous: true }, token);
    const board = await call(t.app, 'GET', '/leaderboard');
    expect(board.json.data[0]).toEqual({ rank: 1, name: 'Anonymous', anonymous: true, totalAmount: 999999, donationCount: 1 });
    const mine = await call(t.app, 'GET', `/user-donations/${email}`, { token });
    expect(mine.json.data[0]).toMatchObject({ anonymous: true, donationAmount: 999999, email });
    const camp = await call(t.app, 'GET', `/single-donation/${campaignId}`);
    expect(camp.json.data.donations[0]).toEqual({ name: 'Anonymous', anonymous: true, donationAmount: 999999, time: expect.any(Number) });
  });
});

describe("PUT /user-donation/{id} (the original client's donate call)", () => {
  it('takes the request exactly as the original web client sends it: pending until the money is seen, then counted once', async () => {
    const before = await raised('1');
    // As the spec's client sends it: strings for id and amount, the campaign in the path.
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user-donation/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"1","donationAmount":"150","name":"Original Client","email":"original.client@example.com"}',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ campaignId: '1', donationAmount: 150, name: 'Original Client', email: 'original.client@example.com', status: 'pending' });
    expect(await raised('1')).toBe(before);
    const confirmed = await call(t.app, 'POST', `/user-donations/${body.data._id}/confirm`, { token: t.admin, body: {} });
    expect(confirmed.status).toBe(200);
    expect(Math.round((await raised('1')) * 100)).toBe(Math.round(before * 100) + 15_000);
    expect((await outboxMails(t.app, 'receipt')).some((m) => m.to === 'original.client@example.com')).toBe(true);
    expect(await totalsConsistent(t.app)).toBe(true);
  });

  it('takes the campaign from the path when the body has no id, and the donor from the token', async () => {
    const res = await call(t.app, 'PUT', `/user-donation/${campaignId}`, { token: t.user, body: { donationAmount: '12.34' } });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ campaignId, donationAmount: 12.34, name: 'Nusrat Jahan', email: USER.email, status: 'pending' });
  });

  it('follows the same rules as POST: a body id that is not the path, an unknown campaign, a bad amount, a guest without a name; nothing written', async () => {
    const before = await snapshot(t.app);
    const other = await call(t.app, 'PUT', `/user-donation/${campaignId}`, { body: { id: '1', donationAmount: 5, name: 'A', email: 'a@b.co' } });
    expect(other.status).toBe(400);
    expect(other.json.message).toMatch(/body\/id must be the campaign id in the path/);
    const unknown = await call(t.app, 'PUT', '/user-donation/987654', { body: { donationAmount: 5, name: 'A', email: 'a@b.co' } });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: 'Campaign not found' });
    const badAmount = await call(t.app, 'PUT', `/user-donation/${campaignId}`, { body: { donationAmount: '1.234', name: 'A', email: 'a@b.co' } });
    expect(badAmount.status).toBe(400);
    expect(badAmount.json.message).toMatch(/donationAmount/);
    const noName = await call(t.app, 'PUT', `/user-donation/${campaignId}`, { body: { donationAmount: 5, email: 'a@b.co' } });
    expect(noName.status).toBe(400);
    expect(noName.json.message).toMatch(/name is required/);
    const badId = await call(t.app, 'PUT', '/user-donation/abc', { body: { donationAmount: 5, name: 'A', email: 'a@b.co' } });
    expect(badId.status).toBe(400);
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('accepts a transaction ID once across both routes', async () => {
    const first = await call(t.app, 'POST', '/user-donation', { token: t.user, body: { id: campaignId, donationAmount: 5, channel: 'bkash', transactionId: 'PUTTEST001', senderNumber: '01711111111' } });
    expect(first.status).toBe(201);
    const again = await call(t.app, 'PUT', `/user-donation/${campaignId}`, { token: t.user, body: { donationAmount: 5, channel: 'bkash', transactionId: 'PUTTEST001', senderNumber: '01711111111' } });
    expect(again.status).toBe(409);
  });
});

describe('GET /user-donations', () => {
  it("lists one donor's records newest first (own email; case-insensitive)", async () => {
    const res = await call(t.app, 'GET', `/user-donations/${USER.email.toUpperCase()}`, { token: t.user });
    expect(res.status).toBe(200);
    const seeded = SEED_DONATIONS.filter((d) => SEED_DONORS[d.donor]!.email === USER.email).length;
    expect(res.json.data.length).toBeGreaterThanOrEqual(seeded);
    const times = res.json.data.map((r: { time: number }) => r.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(res.json.data.every((r: { email: string }) => r.email === USER.email)).toBe(true);
  });

  it('lists every record for admins, with total and optional paging', async () => {
    const all = await call(t.app, 'GET', '/user-donations', { token: t.admin });
    expect(all.status).toBe(200);
    const count = (await t.app.sql.value('SELECT count(*) FROM donations'));
    expect(all.json.total).toBe(count);
    expect(all.json.data).toHaveLength(count as number);
    const page = await call(t.app, 'GET', '/user-donations?limit=5&offset=5', { token: t.admin });
    expect(page.json.data).toHaveLength(5);
    expect(page.json.total).toBe(count);
    expect(page.json.data[0]._id).toBe(all.json.data[5]._id);
  });
});
