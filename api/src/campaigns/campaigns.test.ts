import { describe, expect, it } from 'vitest';
import { SEED_CAMPAIGNS, SEED_CONFIRMED } from '../db/seed-data.js';
import { call, createTestApp, totalsConsistent, USER, useSignedInTestApp, giveConfirmed } from '../test/helpers.js';

const t = useSignedInTestApp();

const validCampaign = {
  image: '/assets/campaigns/flood-sylhet.svg',
  category: 'Flood',
  title: 'Test flood campaign',
  amount: '12500.50',
  description: 'Boats and food for families in Sunamganj.',
  donationAmount: 0,
  totalDonationAmount: 0,
};

describe('GET /donations', () => {
  it('answers every campaign, newest first, with totals from the donation rows', async () => {
    const res = await call(t.app, 'GET', '/donations');
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.total).toBe(SEED_CAMPAIGNS.length);
    expect(res.json.data).toHaveLength(SEED_CAMPAIGNS.length);
    const times = res.json.data.map((c: { createdAt: number }) => c.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const first = res.json.data.find((c: { title: string }) => c.title === SEED_CAMPAIGNS[0]!.title);
    const expected = SEED_CONFIRMED.filter((d) => d.campaign === 0);
    expect(first.donorCount).toBe(expected.length);
    expect(Math.round(first.totalDonationAmount * 100)).toBe(expected.reduce((s, d) => s + d.amountPoisha, 0));
    expect(first.donationAmount).toBe(first.totalDonationAmount);
    expect(first.amount).toBe(SEED_CAMPAIGNS[0]!.targetTk);
    expect(Object.keys(first).sort()).toEqual(
      ['_id', 'image', 'title', 'category', 'description', 'amount', 'donationAmount', 'totalDonationAmount', 'donorCount', 'createdAt', 'endsAt', 'closedAt', 'closed'].sort(),
    );
  });

  it('pages with limit/offset and reports the matching total', async () => {
    const page1 = await call(t.app, 'GET', '/donations?limit=3');
    const page2 = await call(t.app, 'GET', '/donations?limit=3&offset=3');
    expect(page1.json.data).toHaveLength(3);
    expect(page1.json.total).toBe(SEED_CAMPAIGNS.length);
    expect(page2.json.total).toBe(SEED_CAMPAIGNS.length);
    expect(page2.json.data[0]._id).not.toBe(page1.json.data[0]._id);
    const all = await call(t.app, 'GET', '/donations');
    expect([...page1.json.data, ...page2.json.data].map((c: { _id: string }) => c._id)).toEqual(all.json.data.slice(0, 6).map((c: { _id: string }) => c._id));
  });

  it('filters by category (any casing) and searches title and description', async () => {
    const flood = await call(t.app, 'GET', '/donations?category=flood');
    expect(flood.json.total).toBe(SEED_CAMPAIGNS.filter((c) => c.category === 'Flood').length);
    expect(flood.json.data.every((c: { category: string }) => c.category === 'Flood')).toBe(true);
    const q = await call(t.app, 'GET', '/donations?q=SUNAMGANJ');
    const expected = SEED_CAMPAIGNS.filter((c) => /sunamganj/i.test(c.title + c.description));
    expect(q.json.total).toBe(expected.length);
    expect(q.json.total).toBeGreaterThan(0);
    const none = await call(t.app, 'GET', '/donations?q=' + encodeURIComponent('100%_nothing'));
    expect(none.json).toEqual({ success: true, data: [], total: 0 });
    const unknownCategory = await call(t.app, 'GET', '/donations?category=Volcano');
    expect(unknownCategory.json.total).toBe(0);
  });

  it('lists no donors (names nor addresses); the campaign’s own answer has its latest, anonymous ones nameless', async () => {
    const camp = (await call(t.app, 'GET', '/donations')).json.data[0];
    const id = camp._id;
    for (let i = 0; i < 12; i++) {
      await giveConfirmed(t.app, t.admin, { id, donationAmount: 10 + i, name: 'Listed Nowhere', email: 'listed.nowhere@example.com', anonymous: i === 11 });
    }
    const list = await call(t.app, 'GET', '/donations');
    const after = list.json.data.find((c: { _id: string }) => c._id === id);
    expect(after.donorCount).toBe(camp.donorCount + 12);
    expect(after).not.toHaveProperty('donations');
    expect(list.body).not.toContain('Listed Nowhere');
    expect(list.body).not.toContain('listed.nowhere@');
    const single = await call(t.app, 'GET', `/single-donation/${id}`);
    expect(single.json.data.donations).toHaveLength(Math.min(100, after.donorCount));
    expect(single.json.data.donations[0]).toEqual({ name: 'Anonymous', donationAmount: 21, time: expect.any(Number), anonymous: true });
    expect(single.json.data.donations[1]).toEqual({ name: 'Listed Nowhere', donationAmount: 20, time: expect.any(Number), anonymous: false });
    expect(single.body).not.toContain('listed.nowhere@');
  });
});

describe('the database-built list JSON', () => {
  it('equals the regular serialisation of every campaign, whatever the amounts', async () => {
    const c = await call(t.app, 'POST', '/create-donation', { token: t.admin, body: { ...validCampaign, amount: '9999999.99', title: 'Amounts' } });
    const id = c.json.data._id;
    for (const [i, amount] of ['0.29', '100', '12.5', '234567.89', '1000000', '0.01', '99.9'].entries()) {
      await giveConfirmed(t.app, t.admin, { id, donationAmount: amount, name: `Ünïcode "quoted" \\ ${i}`, email: `a${i}@example.com`, anonymous: i === 3 });
    }
    await call(t.app, 'POST', '/create-donation', { token: t.admin, body: { ...validCampaign, title: 'Quote " backslash \\ Ünïcode' } });
    for (const query of [{}, { limit: 3 }, { limit: 5, offset: 2 }, { q: 'flood' }, { category: 'Flood' }, { q: 'Amounts', category: 'Flood' }, { q: 'backslash' }]) {
      const regular = await t.app.repos.campaigns.list(query);
      const fast = await t.app.repos.campaigns.listJson(query);
      expect(JSON.parse(fast.json)).toEqual(regular.rows);
      expect(fast.total).toBe(regular.total);
    }
    const res = await call(t.app, 'GET', '/donations?q=Amounts');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const camp = res.json.data[0];
    expect(camp.totalDonationAmount).toBe((29 + 10_000 + 1_250 + 23_456_789 + 100_000_000 + 1 + 9_990) / 100);
    expect(camp.amount).toBe(9999999.99);
    const single = (await call(t.app, 'GET', `/single-donation/${id}`)).json.data;
    expect(single.donations.map((d: { donationAmount: number }) => d.donationAmount)).toEqual([99.9, 0.01, 1000000, 234567.89, 12.5, 100, 0.29]);
    expect(single.donations[3]).toMatchObject({ name: 'Anonymous', anonymous: true });
    expect(single.donations[0].name).toBe('Ünïcode "quoted" \\ 6');
    expect((await call(t.app, 'GET', '/donations?q=backslash')).json.data[0].title).toBe('Quote " backslash \\ Ünïcode');
  });
});

describe('GET /single-donation/{id}', () => {
  it('answers one campaign', async () => {
    const list = await call(t.app, 'GET', '/donations?limit=1');
    const res = await call(t.app, 'GET', `/single-donation/${list.json.data[0]._id}`);
    expect(res.status).toBe(200);
    expect(res.json.data.title).toBe(list.json.data[0].title);
  });
  it('404 for an unknown id, 400 for a malformed one', async () => {
    expect((await call(t.app, 'GET', '/single-donation/999999')).status).toBe(404);
    const bad = await call(t.app, 'GET', '/single-donation/abc');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('params/id must be a numeric id');
  });
});

describe('create / edit / delete (admin)', () => {
  it('creates a campaign with a numeric-string target and zero raised', async () => {
    const res = await call(t.app, 'POST', '/create-donation', { token: t.admin, body: validCampaign });
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    expect(res.json.message).toBe('Campaign created');
    expect(res.json.data).toMatchObject({ title: 'Test flood campaign', amount: 12500.5, donationAmount: 0, totalDonationAmount: 0, donorCount: 0, donations: [] });
    const single = await call(t.app, 'GET', `/single-donation/${res.json.data._id}`);
    expect(single.json.data.title).toBe('Test flood campaign');
  });

  it('normalises the category and trims text', async () => {
    const res = await call(t.app, 'POST', '/create-donation', {
      token: t.admin,
      body: { ...validCampaign, category: 'food donation', title: '  Padded title  ' },
    });
    expect(res.json.data.category).toBe('Food Donation');
    expect(res.json.data.title).toBe('Padded title');
  });

  it('rejects an unknown category', async () => {
    const res = await call(t.app, 'POST', '/create-donation', { token: t.admin, body: { ...validCampaign, category: 'Volcano' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('body/category must be one of the active causes: Cyclone, Education, Flood, Food Donation, Industrial Accident');
  });

  it('edits some or all fields; extra fields (email, name, donationAmount) are ignored', async () => {
    const created = (await call(t.app, 'POST', '/create-donation', { token: t.admin, body: validCampaign })).json.data;
    const res = await call(t.app, 'POST', `/edit-donation/${created._id}`, {
      token: t.admin,
      body: { title: 'Renamed', amount: 99, email: 'x@y.z', name: 'ignored', donationAmount: 5000 },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Campaign updated');
    expect(res.json.data).toMatchObject({ title: 'Renamed', amount: 99, totalDonationAmount: 0, category: 'Flood' });
    const empty = await call(t.app, 'POST', `/edit-donation/${created._id}`, { token: t.admin, body: {} });
    expect(empty.status).toBe(400);
    expect((await call(t.app, 'POST', '/edit-donation/999999', { token: t.admin, body: { title: 'x' } })).status).toBe(404);
  });

  it("deletes a campaign but keeps donors' records with the title/image snapshot", async () => {
    const created = (await call(t.app, 'POST', '/create-donation', { token: t.admin, body: { ...validCampaign, title: 'Short-lived' } })).json.data;
    await call(t.app, 'POST', '/user-donation', { token: t.user, body: { id: created._id, donationAmount: '42.42' } });
    const del = await call(t.app, 'DELETE', `/delete-donation/${created._id}`, { token: t.admin });
    expect(del.status).toBe(200);
    expect(del.json).toEqual({ success: true, message: 'Campaign deleted' });
    expect((await call(t.app, 'GET', `/single-donation/${created._id}`)).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/delete-donation/${created._id}`, { token: t.admin })).status).toBe(404);
    const mine = await call(t.app, 'GET', `/user-donations/${USER.email}`, { token: t.user });
    const rec = mine.json.data.find((r: { title: string }) => r.title === 'Short-lived');
    expect(rec).toMatchObject({ campaignId: null, donationAmount: 42.42, donationImage: `http://localhost:80${validCampaign.image}` });
    expect((await totalsConsistent(t.app))).toBe(true);
  });
});

describe('image URLs (absolute, so a client on another origin shows them)', () => {
  it("answers the API's pictures as absolute URLs from the request's origin, in cached and uncached answers, and takes them back as paths", async () => {
    const headers = { host: 'api.relief.test:8443', 'x-forwarded-proto': 'https' };
    const list = await call(t.app, 'GET', '/donations?limit=3', { headers });
    const first = list.json.data[0];
    // No TRUST_PROXY: the forwarded scheme is not believed; the Host is.
    expect(first.image).toMatch(/^http:\/\/api\.relief\.test:8443\/assets\/campaigns\/[a-z-]+\.svg$/);
    const one = await call(t.app, 'GET', `/single-donation/${first._id}`, { headers });
    expect(one.json.data.image).toBe(first.image);
    // Sent back as answered (an edit form pre-filled from the answer): stored as the path.
    const edited = await call(t.app, 'POST', `/edit-donation/${first._id}`, { token: t.admin, body: { image: first.image }, headers });
    expect(edited.status).toBe(200);
    expect((await t.app.repos.campaigns.get(Number(first._id), 0))!.image).toBe(new URL(first.image).pathname);
    // Another origin's copy of the same path is a foreign URL like any other.
    const elsewhere = await call(t.app, 'POST', `/edit-donation/${first._id}`, { token: t.admin, body: { image: `https://images.example.org${new URL(first.image).pathname}` }, headers });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json.data.image).toBe(`https://images.example.org${new URL(first.image).pathname}`);
  });

  it('uses PUBLIC_URL when it is set, whatever Host the request names', async () => {
    const app = await createTestApp({ PUBLIC_URL: 'https://api.relief.example.org' });
    try {
      for (const url of ['/donations?limit=2', '/donations?limit=2', '/get-volunteers']) {
        const res = await call(app.app, 'GET', url, { headers: { host: 'evil.test' } });
        expect(res.body).not.toContain('evil.test');
        expect(res.json.data[0].image).toMatch(/^https:\/\/api\.relief\.example\.org\/assets\//);
      }
    } finally {
      await app.close();
    }
  });
});
