/**
 * GET /events (Server-Sent Events) over real HTTP: after an admin confirms a gift, a refund, an offline
 * gift, every stream gets the campaign's current totals (equal to GET /single-donation/{id}), with the
 * version as the SSE id; Last-Event-ID resumes; a rolled-back confirmation emits nothing; heartbeats,
 * the bounds on open streams (per process and per client address), and app.close() ending the streams.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, useSignedInTestApp } from '../test/helpers.js';
import { campaignEvent, isCampaign, openSse, type SseClient } from '../test/sse.js';

const t = useSignedInTestApp({ EVENTS_HEARTBEAT_MS: '100', EVENTS_MAX_STREAMS: '4' });
let base: string;
let campaignA: string;
let campaignB: string;
let txn = 0;
const open: SseClient[] = [];

const events = async (headers: Record<string, string> = {}) => {
  const c = await openSse(`${base}/api/v1/events`, headers);
  open.push(c);
  return c;
};
const campaign = async (id: string) => (await call(t.app, 'GET', `/single-donation/${id}`)).json.data;
const head = async () => (await t.app.sql.value('SELECT max(seq) FROM ledger')) as number;

async function pledge(campaignId: string, amount: string) {
  const res = await call(t.app, 'POST', '/user-donation', {
    body: { id: campaignId, donationAmount: amount, name: 'Live Donor', email: 'live.donor@example.com', channel: 'bkash', transactionId: `LIVE${++txn}X`, senderNumber: '01711111111' },
  });
  expect(res.status).toBe(201);
  return res.json.data._id as string;
}
const confirm = (id: string) => call(t.app, 'POST', `/user-donations/${id}/confirm`, { token: t.admin });

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const make = async (title: string) =>
    (
      await call(t.app, 'POST', '/create-donation', {
        token: t.admin,
        body: { image: '/assets/campaigns/flood-sylhet.svg', category: 'Flood', title, amount: 90000, description: 'Live totals' },
      })
    ).json.data._id as string;
  campaignA = await make('Live A');
  campaignB = await make('Live B');
});

afterEach(async () => {
  for (const c of open.splice(0)) c.close();
  // The server notices closed streams (they no longer count against the bound).
  for (let i = 0; i < 100 && t.app.events.size() > 0; i++) await new Promise((r) => setTimeout(r, 20));
});

describe('GET /events', () => {
  it('starts with the current version, then pushes the totals after an admin confirms a gift', async () => {
    // As a browser on the shell's page asks: compression offered, cross-origin.
    const stream = await events({ 'accept-encoding': 'gzip, deflate, br', origin: 'http://localhost:3000' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toContain('no-cache');
    // Never compressed: a compressor would hold events back.
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    const ready = await stream.next((m) => m.event === 'ready');
    expect(ready.id).toBe(String((await head())));
    expect(JSON.parse(ready.data!)).toEqual({ version: (await head()) });

    const gift = await pledge(campaignA, '1234.56');
    // A pledge is not money: nothing is pushed for it.
    expect((await confirm(gift)).status).toBe(200);
    const m = await stream.next(isCampaign);
    const e = campaignEvent(m);
    const now = await campaign(campaignA);
    expect(e).toEqual({ campaignId: campaignA, donationAmount: now.donationAmount, totalDonationAmount: now.totalDonationAmount, donorCount: now.donorCount, version: (await head()) });
    expect(e.donationAmount).toBe(1234.56);
    expect(m.id).toBe(String(e.version));
    expect(Number(m.id)).toBeGreaterThan(Number(ready.id));
    // Public: nothing about the donor.
    expect(m.data).not.toContain('@');
    expect(m.data).not.toContain('Live Donor');
    expect(stream.messages.filter(isCampaign)).toHaveLength(1);
  });

  it('pushes refunds and offline gifts too, as state: every stream gets the same totals', async () => {
    const one = await events();
    const two = await events();
    await one.next((m) => m.event === 'ready');
    await two.next((m) => m.event === 'ready');
    const gift = await pledge(campaignB, '500.05');
    await confirm(gift);
    const refunded = await call(t.app, 'POST', `/user-donations/${gift}/refund`, { token: t.admin, body: { reason: 'asked back' } });
    expect(refunded.status).toBe(200);
    const offline = await call(t.app, 'POST', '/user-donations/offline', {
      token: t.admin,
      body: { campaignId: campaignB, donationAmount: '75.5', name: 'Cash Giver', channel: 'cash' },
    });
    expect(offline.status).toBe(201);
    const now = await campaign(campaignB);
    for (const stream of [one, two]) {
      const seen = [campaignEvent(await stream.next(isCampaign)), campaignEvent(await stream.next(isCampaign)), campaignEvent(await stream.next(isCampaign))];
      expect(seen.map((e) => e.donationAmount)).toEqual([500.05, 0, 75.5]);
      expect(seen.at(-1)).toMatchObject({ campaignId: campaignB, donationAmount: now.donationAmount, donorCount: now.donorCount, version: (await head()) });
      expect(seen[0]!.version).toBeLessThan(seen[1]!.version);
      expect(seen[1]!.version).toBeLessThan(seen[2]!.version);
    }
  });

  it('resumes from Last-Event-ID with the current state of the campaigns changed since, and of all campaigns for an id it does not know', async () => {
    const first = await events();
    const ready = await first.next((m) => m.event === 'ready');
    first.close();
    // While nobody listens: A and B change (A twice).
    await confirm(await pledge(campaignA, '10.01'));
    await confirm(await pledge(campaignB, '20.02'));
    await confirm(await pledge(campaignA, '30.03'));
    const resumed = await events({ 'last-event-id': ready.id! });
    const resumedB = campaignEvent(await resumed.next(isCampaign));
    const resumedA = campaignEvent(await resumed.next(isCampaign));
    // Oldest change first: B (changed once, in between), then A (changed last); A's state includes both its gifts.
    expect(resumedB).toMatchObject({ campaignId: campaignB, donationAmount: (await campaign(campaignB)).donationAmount, version: (await head()) - 1 });
    expect(resumedA).toMatchObject({ campaignId: campaignA, donationAmount: (await campaign(campaignA)).donationAmount, version: (await head()) });
    expect(Number(ready.id)).toBeLessThan(resumedB.version);
    expect(resumed.messages.some((m) => m.event === 'ready')).toBe(false);

    // Up to date: a resume from the latest id sends nothing old, then the next change.
    const current = await events({ 'last-event-id': String((await head())) });
    await confirm(await pledge(campaignA, '1.00'));
    expect(campaignEvent(await current.next(isCampaign))).toMatchObject({ campaignId: campaignA, version: (await head()) });
    expect(current.messages.filter(isCampaign)).toHaveLength(1);

    // An id from another database (ahead of this ledger): every campaign with money, oldest change first.
    const stranger = await events({ 'last-event-id': String((await head()) + 1000) });
    const withMoney = (await t.app.sql.value('SELECT count(DISTINCT campaign_id) FROM ledger l JOIN campaigns c ON c.id = l.campaign_id')) as number;
    const all = [];
    for (let i = 0; i < withMoney; i++) all.push(campaignEvent(await stranger.next(isCampaign)));
    expect(new Set(all.map((e) => e.campaignId)).size).toBe(withMoney);
    expect(all.map((e) => e.version)).toEqual([...all.map((e) => e.version)].sort((x, y) => x - y));
    expect(all.at(-1)!.version).toBe((await head()));
  });

  it('takes the version as ?lastEventId= too (a page that opens a new EventSource cannot set the header)', async () => {
    const first = await events();
    const ready = await first.next((m) => m.event === 'ready');
    first.close();
    await confirm(await pledge(campaignB, '4.44'));
    const resumed = await openSse(`${base}/api/v1/events?lastEventId=${ready.id}`);
    open.push(resumed);
    expect(resumed.status).toBe(200);
    expect(campaignEvent(await resumed.next(isCampaign))).toMatchObject({ campaignId: campaignB, donationAmount: (await campaign(campaignB)).donationAmount, version: head() });
    expect(resumed.messages.some((m) => m.event === 'ready')).toBe(false);
    // The header wins over the query.
    const both = await openSse(`${base}/api/v1/events?lastEventId=${ready.id}`, { 'last-event-id': String(head()) });
    open.push(both);
    await confirm(await pledge(campaignA, '5.55'));
    expect(campaignEvent(await both.next(isCampaign))).toMatchObject({ campaignId: campaignA, version: head() });
    expect(both.messages.filter(isCampaign)).toHaveLength(1);
  });

  it('emits nothing for a confirmation that failed and rolled back', async () => {
    const stream = await events();
    await stream.next((m) => m.event === 'ready');
    const doomed = await pledge(campaignA, '999.99');
    const before = await campaign(campaignA);
    // The confirmation's last write (its audit entry) fails: the whole transaction rolls back.
    const pg = t.app.sql.dialect === 'pg';
    if (pg) {
      await t.app.sql.run(
        "CREATE FUNCTION fail_confirm() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.action = 'donation.confirm' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$",
      );
      await t.app.sql.run('CREATE TRIGGER fail_confirm BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION fail_confirm()');
    } else {
      await t.app.sql.run(
        "CREATE TEMP TRIGGER fail_confirm BEFORE INSERT ON audit_log WHEN NEW.action = 'donation.confirm' BEGIN SELECT RAISE(ABORT, 'injected failure'); END",
      );
    }
    try {
      expect((await confirm(doomed)).status).toBe(500);
    } finally {
      await t.app.sql.run(pg ? 'DROP TRIGGER fail_confirm ON audit_log' : 'DROP TRIGGER fail_confirm');
    }
    expect(await campaign(campaignA)).toEqual(before);
    // A change that commits afterwards is the next event: nothing came for the failed one.
    await confirm(await pledge(campaignB, '3.33'));
    const next = campaignEvent(await stream.next(isCampaign));
    expect(next).toMatchObject({ campaignId: campaignB, version: (await head()) });
    expect(stream.messages.filter(isCampaign)).toHaveLength(1);
  });

  it('sends a heartbeat comment to keep proxies open', async () => {
    const stream = await events();
    const beat = await stream.next((m) => m.comments.includes('heartbeat'));
    expect(beat.event).toBeUndefined();
  });

  it('answers 503 with a message once EVENTS_MAX_STREAMS are open, and takes a new one when one closes', async () => {
    const streams = [];
    for (let i = 0; i < 4; i++) streams.push(await events());
    const refused = await events();
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({ success: false, message: expect.stringContaining('live connections') });
    expect(refused.headers['retry-after']).toBe('60');
    streams[0]!.close();
    for (let i = 0; i < 100 && t.app.events.size() >= 4; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await events()).status).toBe(200);
  });
});

describe('one client address', () => {
  it('cannot take every stream: past EVENTS_MAX_PER_CLIENT it gets 429 with a message, while other addresses still get theirs', async () => {
    const other = await createTestApp({ EVENTS_MAX_STREAMS: '10', EVENTS_MAX_PER_CLIENT: '2', TRUST_PROXY: '127.0.0.1' });
    const streams: SseClient[] = [];
    try {
      await other.app.listen({ host: '127.0.0.1', port: 0 });
      const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/api/v1/events`;
      const from = (address: string) => ({ 'x-forwarded-for': address });
      for (let i = 0; i < 2; i++) streams.push(await openSse(url, from('203.0.113.7')));
      const refused = await openSse(url, from('203.0.113.7'));
      streams.push(refused);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toEqual({ success: false, message: expect.stringContaining('Too many live connections from your address') });
      expect(refused.headers['retry-after']).toBe('60');
      const neighbour = await openSse(url, from('198.51.100.4'));
      streams.push(neighbour);
      expect(neighbour.status).toBe(200);
      expect(other.app.events.size()).toBe(3);
      // A closed stream frees its place for that address.
      streams[0]!.close();
      for (let i = 0; i < 100 && other.app.events.size() > 2; i++) await new Promise((r) => setTimeout(r, 20));
      const again = await openSse(url, from('203.0.113.7'));
      streams.push(again);
      expect(again.status).toBe(200);
    } finally {
      for (const s of streams) s.close();
      await other.close();
    }
  });
});

describe('one IPv6 network', () => {
  it('cannot take every stream through many /64s: past EVENTS_MAX_PER_NETWORK a /48 gets 429, while another /48 still gets its streams', async () => {
    const other = await createTestApp({ EVENTS_MAX_STREAMS: '20', EVENTS_MAX_PER_CLIENT: '2', EVENTS_MAX_PER_NETWORK: '3', TRUST_PROXY: '127.0.0.1' });
    const streams: SseClient[] = [];
    try {
      await other.app.listen({ host: '127.0.0.1', port: 0 });
      const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/api/v1/events`;
      const from = (address: string) => ({ 'x-forwarded-for': address });
      const open = async (address: string) => {
        const s = await openSse(url, from(address));
        streams.push(s);
        return s.status;
      };
      // Three /64s of 2001:db8:77::/48, one stream each: the network's three.
      for (const net of ['1', '2', '3']) expect(await open(`2001:db8:77:${net}::1`)).toBe(200);
      // A fourth /64 of it, each within its own per-client limit: refused.
      const refused = await openSse(url, from('2001:db8:77:4::1'));
      streams.push(refused);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toEqual({ success: false, message: expect.stringContaining('Too many live connections from your address') });
      expect(refused.headers['retry-after']).toBe('60');
      // Another /48 and an IPv4 address are not held back.
      expect(await open('2001:db8:78:1::1')).toBe(200);
      expect(await open('203.0.113.9')).toBe(200);
      expect(other.app.events.size()).toBe(5);
      // A closed stream frees the network's place.
      streams[0]!.close();
      for (let i = 0; i < 100 && other.app.events.size() > 4; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await open('2001:db8:77:5::1')).toBe(200);
    } finally {
      for (const s of streams) s.close();
      await other.close();
    }
  });
});

describe('shutdown', () => {
  it('app.close() ends the open streams instead of waiting on them', async () => {
    const other = await createTestApp();
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/api/v1/events`;
    const streams = [await openSse(url), await openSse(url)];
    await streams[0]!.next((m) => m.event === 'ready');
    await other.close(); // the test's time-out is the proof it does not hang
    await Promise.all(streams.map((s) => s.ended));
  });
});
