/** End dates and closing: by hand, at the end date (sweep, and the gift check between sweeps), reopening, and gifts to closed campaigns. */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CLOSED_MESSAGE } from '../donations/repository.js';
import { ADMIN, call, createTestApp, giveConfirmed, login, newUser, snapshot, totalsConsistent, useSignedInTestApp } from '../test/helpers.js';

// No sweep timer here: the tests call closeDue() themselves, and a sweep running in the middle of one would
// change campaigns while it checks that nothing changed. The timer has its own app in the last test.
const t = useSignedInTestApp({ CAMPAIGN_SWEEP_MS: '0' });
const DAY = 86_400_000;
const unique = () => crypto.randomUUID().slice(0, 6);
const body = (extra: Record<string, unknown> = {}) => ({
  image: '/assets/campaigns/flood-sylhet.svg',
  category: 'Flood',
  title: `Closing ${unique()}`,
  amount: 5000,
  description: 'Boats.',
  ...extra,
});
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await call(t.app, 'POST', '/create-donation', { token: t.admin, body: body(extra) });
  expect(res.status, res.body).toBe(201);
  return res.json.data as { _id: string; endsAt: number | null; closedAt: number | null; closed: boolean };
};
const single = async (id: string) => (await call(t.app, 'GET', `/single-donation/${id}`)).json.data;
const inList = async (id: string) => (await call(t.app, 'GET', '/donations')).json.data.find((c: { _id: string }) => c._id === id);
const guest = (id: string) => ({ id, donationAmount: '50', name: 'Guest Giver', email: `g${unique()}@example.com` });

/** Every way to make a new gift: all must answer 409 on a closed campaign and change nothing. */
async function expectNoNewGifts(id: string) {
  const before = await snapshot(t.app);
  const attempts = [
    await call(t.app, 'POST', '/user-donation', { body: guest(id) }),
    await call(t.app, 'POST', '/user-donation', { token: t.user, body: { id, donationAmount: 20 } }),
    await call(t.app, 'PUT', `/user-donation/${id}`, { body: guest(id) }),
    await call(t.app, 'POST', '/user-donations/offline', { token: t.admin, body: { campaignId: id, donationAmount: 100, name: 'Shop', channel: 'cash' } }),
  ];
  for (const res of attempts) expect(res.json).toEqual({ success: false, message: CLOSED_MESSAGE });
  expect(attempts.map((r) => r.status)).toEqual([409, 409, 409, 409]);
  expect(await snapshot(t.app)).toEqual(before);
}

describe('end dates', () => {
  it('accepts an ISO date (through the end of that day in Dhaka), an ISO date and time, or ms; edits change or clear it', async () => {
    const year = new Date().getUTCFullYear() + 1;
    const c = await create({ endsAt: `${year}-03-15` });
    expect(c.endsAt).toBe(Date.UTC(year, 2, 16) - 6 * 3600_000);
    expect(c).toMatchObject({ closedAt: null, closed: false });
    expect(await inList(c._id)).toMatchObject({ endsAt: c.endsAt, closedAt: null, closed: false });
    expect((await create({ endsAt: `${year}-03-15T10:30:00+06:00` })).endsAt).toBe(Date.UTC(year, 2, 15, 4, 30));
    expect((await create({ endsAt: `${year}-03-15T10:30Z` })).endsAt).toBe(Date.UTC(year, 2, 15, 10, 30));
    const ms = Date.now() + 10 * DAY;
    expect((await create({ endsAt: ms })).endsAt).toBe(ms);
    expect((await create()).endsAt).toBeNull();

    const edited = await call(t.app, 'POST', `/edit-donation/${c._id}`, { token: t.admin, body: { endsAt: ms } });
    expect(edited.json.data.endsAt).toBe(ms);
    const cleared = await call(t.app, 'POST', `/edit-donation/${c._id}`, { token: t.admin, body: { endsAt: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.json.data.endsAt).toBeNull();
    expect((await single(c._id)).endsAt).toBeNull();
  });

  it('refuses end dates that are not in the future or not dates, with a clear 400', async () => {
    const c = await create();
    const bad = [Date.now() - 1000, '2020-01-01', 'tomorrow', `${new Date().getUTCFullYear() + 1}-02-30`, `${new Date().getUTCFullYear() + 1}-04-31T10:00Z`, `${new Date().getUTCFullYear() + 1}-13-01`, 1.5, '', true, { at: 1 }];
    for (const endsAt of bad) {
      for (const [url, payload] of [['/create-donation', body({ endsAt })], [`/edit-donation/${c._id}`, { endsAt }]] as const) {
        const res = await call(t.app, 'POST', url, { token: t.admin, body: payload });
        expect(res.status, `${url} ${JSON.stringify(endsAt)}`).toBe(400);
        expect(res.json.message).toMatch(/^body\/endsAt must be a future date/);
      }
    }
  });
});

describe('closing by hand', () => {
  it('closes: no new gifts by any route (409), earlier gifts can still be confirmed and refunded, totals stay readable; closing again is 409', async () => {
    const c = await create();
    const confirmed = await giveConfirmed(t.app, t.admin, guest(c._id));
    const pending = (await call(t.app, 'POST', '/user-donation', { body: guest(c._id) })).json.data;

    const closed = await call(t.app, 'POST', `/campaigns/${c._id}/close`, { token: t.admin });
    expect(closed.status).toBe(200);
    expect(closed.json.message).toBe('Campaign closed');
    expect(closed.json.data).toMatchObject({ _id: c._id, closed: true, closedAt: expect.any(Number), totalDonationAmount: 50, donorCount: 1 });
    expect(await inList(c._id)).toMatchObject({ closed: true, closedAt: closed.json.data.closedAt, totalDonationAmount: 50 });
    await expectNoNewGifts(c._id);

    const confirmLate = await call(t.app, 'POST', `/user-donations/${pending._id}/confirm`, { token: t.admin, body: {} });
    expect(confirmLate.status).toBe(200);
    const refund = await call(t.app, 'POST', `/user-donations/${confirmed._id}/refund`, { token: t.admin, body: { reason: 'Asked back' } });
    expect(refund.status).toBe(200);
    expect(await single(c._id)).toMatchObject({ closed: true, totalDonationAmount: 50, donorCount: 1 });
    expect(await totalsConsistent(t.app)).toBe(true);

    const again = await call(t.app, 'POST', `/campaigns/${c._id}/close`, { token: t.admin });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ success: false, message: 'This campaign is already closed' });
    const audit = await call(t.app, 'GET', `/audit-log?action=campaign.close&targetId=${c._id}`, { token: t.admin });
    expect(audit.json.total).toBe(1);
    expect(audit.json.data[0]).toMatchObject({ before: { closedAt: null }, after: { closedAt: closed.json.data.closedAt } });
  });

  it('reopens a closed campaign (gifts again); an open one is 409; unknown 404; only admins', async () => {
    const c = await create();
    expect((await call(t.app, 'POST', `/campaigns/${c._id}/reopen`, { token: t.admin })).status).toBe(409);
    await call(t.app, 'POST', `/campaigns/${c._id}/close`, { token: t.admin });
    const other = await newUser(t.app);
    const before = await snapshot(t.app);
    for (const [token, status] of [[undefined, 401], [t.user, 403], [other.token, 403]] as const) {
      expect((await call(t.app, 'POST', `/campaigns/${c._id}/reopen`, { token, body: {} })).status).toBe(status);
      expect((await call(t.app, 'POST', `/campaigns/${c._id}/close`, { token })).status).toBe(status);
    }
    expect(await snapshot(t.app)).toEqual(before);
    expect((await single(c._id)).closed).toBe(true);

    const reopened = await call(t.app, 'POST', `/campaigns/${c._id}/reopen`, { token: t.admin, body: {} });
    expect(reopened.status).toBe(200);
    expect(reopened.json.data).toMatchObject({ closed: false, closedAt: null, endsAt: null });
    expect((await call(t.app, 'POST', '/user-donation', { body: guest(c._id) })).status).toBe(201);
    expect((await call(t.app, 'GET', `/audit-log?action=campaign.reopen&targetId=${c._id}`, { token: t.admin })).json.total).toBe(1);
    expect((await call(t.app, 'POST', '/campaigns/999999/close', { token: t.admin })).status).toBe(404);
    expect((await call(t.app, 'POST', '/campaigns/999999/reopen', { token: t.admin })).status).toBe(404);
  });
});

describe('offline gifts received before the close', () => {
  const offline = (id: string, receivedAt?: number) =>
    call(t.app, 'POST', '/user-donations/offline', { token: t.admin, body: { campaignId: id, donationAmount: 300, name: 'Camp Cash', channel: 'cash', ...(receivedAt === undefined ? {} : { receivedAt }) } });

  it('records cash handed over before a close by hand, counted and in the ledger; money received after it is refused', async () => {
    const c = await create();
    const closed = (await call(t.app, 'POST', `/campaigns/${c._id}/close`, { token: t.admin })).json.data as { closedAt: number };
    const before = await offline(c._id, closed.closedAt - 3_600_000);
    expect(before.status, before.body).toBe(201);
    expect(await single(c._id)).toMatchObject({ closed: true, totalDonationAmount: 300, donorCount: 1 });
    const ledger = await t.app.sql.value<number>("SELECT count(*) FROM ledger WHERE kind = 'offline' AND donation_id = ?", [Number(before.json.data._id)]);
    expect(ledger).toBe(1);
    const snap = await snapshot(t.app);
    for (const receivedAt of [undefined, closed.closedAt, closed.closedAt + 1]) {
      const res = await offline(c._id, receivedAt);
      expect(res.status, String(receivedAt)).toBe(409);
      expect(res.json).toEqual({ success: false, message: CLOSED_MESSAGE });
    }
    expect(await snapshot(t.app)).toEqual(snap);
    expect(await totalsConsistent(t.app)).toBe(true);
  });

  it('judges an end date the same way, before and after any sweep', async () => {
    const c = await create({ endsAt: Date.now() + 60 * DAY });
    const endsAt = Date.now() - DAY;
    await t.app.sql.run('UPDATE campaigns SET ends_at = ? WHERE id = ?', [endsAt, Number(c._id)]);
    expect((await offline(c._id, endsAt - 1)).status).toBe(201);
    expect((await offline(c._id, endsAt + 1)).status).toBe(409);
    await t.app.repos.campaigns.closeDue();
    // (Another envelope: the same one twice within 10 minutes would be taken for a duplicate.)
    const second = await call(t.app, 'POST', '/user-donations/offline', {
      token: t.admin,
      body: { campaignId: c._id, donationAmount: 300, name: 'Second Envelope', channel: 'cash', receivedAt: endsAt - 60_000 },
    });
    expect(second.status, second.body).toBe(201);
    expect((await offline(c._id)).status).toBe(409);
    expect(await single(c._id)).toMatchObject({ closed: true, totalDonationAmount: 600 });
    expect(await totalsConsistent(t.app)).toBe(true);
  });
});

describe('closing at the end date', () => {
  it('takes no gift once the end date passes, before any sweep; the sweep then sets closedAt = endsAt', async () => {
    const c = await create({ endsAt: Date.now() + 60 * DAY });
    const early = (await call(t.app, 'POST', '/user-donation', { body: guest(c._id) })).json.data;
    // The end date passes (written directly: no request may set a past end date).
    const endsAt = Date.now() - 1000;
    await t.app.sql.run('UPDATE campaigns SET ends_at = ? WHERE id = ?', [endsAt, Number(c._id)]);
    await expectNoNewGifts(c._id);
    expect(await single(c._id)).toMatchObject({ closed: true, endsAt });

    await t.app.repos.campaigns.closeDue();
    expect(await single(c._id)).toMatchObject({ closed: true, endsAt, closedAt: endsAt });
    expect(await inList(c._id)).toMatchObject({ closed: true, closedAt: endsAt });
    expect(await t.app.repos.campaigns.closeDue()).toBe(0); // nothing left to close
    // A pledge made before the end can still be confirmed.
    expect((await call(t.app, 'POST', `/user-donations/${early._id}/confirm`, { token: t.admin, body: {} })).status).toBe(200);
    expect((await single(c._id)).totalDonationAmount).toBe(50);

    // Reopening needs a new future end date.
    const refused = await call(t.app, 'POST', `/campaigns/${c._id}/reopen`, { token: t.admin, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('The end date of this campaign has passed; send a new future endsAt to reopen it');
    expect((await call(t.app, 'POST', `/campaigns/${c._id}/reopen`, { token: t.admin, body: { endsAt: Date.now() - 5 } })).status).toBe(400);
    const later = Date.now() + 7 * DAY;
    const reopened = await call(t.app, 'POST', `/campaigns/${c._id}/reopen`, { token: t.admin, body: { endsAt: later } });
    expect(reopened.status).toBe(200);
    expect(reopened.json.data).toMatchObject({ closed: false, closedAt: null, endsAt: later });
    expect((await call(t.app, 'POST', '/user-donation', { body: guest(c._id) })).status).toBe(201);
  });

  it("the server's own sweep closes a campaign whose short end date passed, and the cached list shows it", async () => {
    const swept = await createTestApp({ CAMPAIGN_SWEEP_MS: '100' });
    try {
      const admin = await login(swept.app, ADMIN.email, ADMIN.password);
      const created = await call(swept.app, 'POST', '/create-donation', { token: admin, body: body({ endsAt: Date.now() + 400 }) });
      expect(created.status, created.body).toBe(201);
      const c = created.json.data as { _id: string; endsAt: number };
      const one = async () => (await call(swept.app, 'GET', `/single-donation/${c._id}`)).json.data;
      const listed = async () => (await call(swept.app, 'GET', '/donations')).json.data.find((x: { _id: string }) => x._id === c._id);
      expect((await listed()).closed).toBe(false);
      const until = Date.now() + 5000;
      while ((await one()).closedAt === null && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      expect(await one()).toMatchObject({ closed: true, closedAt: c.endsAt });
      expect(await listed()).toMatchObject({ closed: true, closedAt: c.endsAt });
      expect((await call(swept.app, 'POST', '/user-donation', { body: guest(c._id) })).status).toBe(409);
    } finally {
      await swept.close();
    }
  });
});
