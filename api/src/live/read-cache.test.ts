/**
 * Cached public reads: GET /donations and GET /leaderboard carry an ETag, answer 304 to a matching
 * If-None-Match, give the same bytes as an answer built afresh, and never serve an old answer after a
 * change: every change (a confirmation, refund, offline gift, campaign create/edit/delete, a rename, guest
 * gifts joining an account, a write by another connection) is followed by a read that shows it.
 */
import zlib from 'node:zlib';
import { absoluteImagesInJson } from '../lib/public-urls.js';
import Database from 'better-sqlite3';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newLinkToken } from '../users/account-store.js';
import { call, giveConfirmed, newUser, useSignedInTestApp } from '../test/helpers.js';
import { createLocalBus } from './bus.js';
import { cachedEncoding, createReadCache, etagOf, notModified } from './read-cache.js';

const t = useSignedInTestApp();
let campaignId: string;
let txn = 0;
const LIST = '/donations?limit=20';

const get = (url: string, etag?: string) => call(t.app, 'GET', url, { headers: etag ? { 'if-none-match': etag } : {} });
/** The answer as the route builds it without the cache (images absolute for inject's origin). */
const freshList = async (limit = 20) => {
  const { json, total } = await t.app.repos.campaigns.listJson({ limit, offset: 0 });
  return absoluteImagesInJson(`{"success":true,"data":${json},"total":${total}}`, 'http://localhost:80');
};
const freshBoard = async () => `{"success":true,"data":${await t.app.repos.stats.leaderboardJson(10)}}`;
const inList = async (id = campaignId) => ((await get(LIST)).json.data as { _id: string; title: string; donationAmount: number }[]).find((c) => c._id === id);

async function pledge(amount: string, email = 'cache.donor@example.com', name = 'Cache Donor') {
  const res = await call(t.app, 'POST', '/user-donation', {
    body: { id: campaignId, donationAmount: amount, name, email, channel: 'bkash', transactionId: `CACHE${++txn}X`, senderNumber: '01711111111' },
  });
  expect(res.status).toBe(201);
  return res.json.data._id as string;
}

beforeAll(async () => {
  const created = await call(t.app, 'POST', '/create-donation', {
    token: t.admin,
    body: { image: '/assets/campaigns/flood-sylhet.svg', category: 'Flood', title: 'Cache campaign', amount: 90000, description: 'Cached reads' },
  });
  campaignId = created.json.data._id;
});

describe('ETag and 304', () => {
  it('GET /donations and GET /leaderboard carry an ETag, answer 304 to it, and give the bytes of a fresh answer', async () => {
    for (const [url, fresh] of [
      [LIST, () => freshList()],
      ['/leaderboard', freshBoard],
    ] as const) {
      const first = await get(url);
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.body).toBe(await fresh());
      expect(first.headers.etag).toBe(etagOf(first.body));
      const again = await get(url);
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      const unchanged = await get(url, first.headers.etag as string);
      expect(unchanged.status).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.etag).toBe(first.headers.etag);
      expect((await get(url, 'W/"something-else"')).status).toBe(200);
    }
  });

  it('keys the list by its query: another page or search is another answer', async () => {
    const a = await get('/donations?limit=2');
    const b = await get('/donations?limit=2&offset=2');
    const c = await get('/donations?q=Cache');
    expect(a.body).toBe(await freshList(2));
    expect(b.json.data[0]._id).not.toBe(a.json.data[0]._id);
    expect(c.json.data.map((x: { title: string }) => x.title)).toEqual(['Cache campaign']);
    expect(new Set([a.headers.etag, b.headers.etag, c.headers.etag]).size).toBe(3);
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(notModified('W/"abc"', 'W/"abc"')).toBe(true);
    expect(notModified('"abc"', 'W/"abc"')).toBe(true);
    expect(notModified('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(notModified('*', 'W/"abc"')).toBe(true);
    expect(notModified('W/"abcd"', 'W/"abc"')).toBe(false);
    expect(notModified(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('the external version', () => {
  it('is read at most every externalVersionMs, while this process\'s own changes count at once', async () => {
    const bus = createLocalBus();
    let reads = 0;
    let counter = 7;
    const cache = createReadCache(bus, { maxEntries: 10, externalVersion: () => (reads++, counter), externalVersionMs: 40 });
    const first = cache.version();
    counter = 8;
    expect(cache.version()).toBe(first);
    expect(reads).toBe(1);
    bus.publish({ kind: 'campaign', campaignId: 1 } as never);
    expect(cache.version()).not.toBe(first);
    await new Promise((r) => setTimeout(r, 50));
    expect(cache.version()).toMatch(/\.8$/);
    expect(reads).toBe(2);
  });
});

describe('compressed from the cache', () => {
  it('sends the list brotli- or gzip-compressed as the client accepts, the same JSON and ETag, and compresses it once', async () => {
    const plain = await get(LIST);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip;q=1.0, br;q=0', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1${LIST}`, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.body.length / 2);
      // A second read gives the very same bytes (kept with the cached answer).
      const again = await t.app.inject({ method: 'GET', url: `/api/v1${LIST}`, headers: { 'accept-encoding': accept } });
      expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    }
    const identity = await t.app.inject({ method: 'GET', url: `/api/v1${LIST}`, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('a cached answer, written straight to the socket, keeps the security and CORS headers, exact lengths, HEAD and the metrics', async () => {
    // A multi-byte title: Content-Length counts bytes, not characters.
    await call(t.app, 'POST', '/create-donation', {
      token: t.admin,
      body: { image: '/assets/campaigns/flood-sylhet.svg', category: 'Flood', title: 'সিলেটে বন্যা ত্রাণ', amount: 5000, description: 'বন্যার্ত পরিবারের জন্য খাবার' },
    });
    const origin = 'http://localhost:3000';
    for (const accept of ['identity', 'br', 'gzip']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1${LIST}`, headers: { origin, 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      if (accept === 'identity') expect(res.body).toContain('সিলেটে বন্যা ত্রাণ');
      const head = await t.app.inject({ method: 'HEAD', url: `/api/v1${LIST}`, headers: { 'accept-encoding': accept } });
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload.length).toBe(0);
      expect(head.headers['content-length']).toBe(res.headers['content-length']);
      expect(head.headers.etag).toBe(res.headers.etag);
    }
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toMatch(/relief_http_requests_total\{[^}]*route="\/api\/v1\/donations"[^}]*\} [1-9]/);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(cachedEncoding(undefined)).toBeNull();
    expect(cachedEncoding('gzip, br')).toBe('br');
    expect(cachedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(cachedEncoding('deflate, identity')).toBeNull();
    expect(cachedEncoding('GZIP')).toBe('gzip');
  });
});

describe('never stale after a change', () => {
  it('a confirmation, a refund and an offline gift show in the next list and leaderboard read; the old ETag no longer matches', async () => {
    const list = await get(LIST);
    const board = await get('/leaderboard');
    const gift = await pledge('900000.25', 'top.donor@example.com', 'Top Donor');
    // A pledge is not money: same answers.
    expect((await get(LIST, list.headers.etag as string)).status).toBe(304);
    await call(t.app, 'POST', `/user-donations/${gift}/confirm`, { token: t.admin });
    const afterConfirm = await get(LIST, list.headers.etag as string);
    expect(afterConfirm.status).toBe(200);
    expect(afterConfirm.body).toBe(await freshList());
    expect((await inList())!.donationAmount).toBe(900000.25);
    const boardAfter = await get('/leaderboard', board.headers.etag as string);
    expect(boardAfter.status).toBe(200);
    expect(boardAfter.json.data[0]).toMatchObject({ name: 'Top Donor', totalAmount: 900000.25 });

    await call(t.app, 'POST', `/user-donations/${gift}/refund`, { token: t.admin, body: { reason: 'asked back' } });
    expect((await inList())!.donationAmount).toBe(0);
    expect((await get('/leaderboard')).body).toBe(await freshBoard());
    expect((await get('/leaderboard')).json.data[0].name).not.toBe('Top Donor');

    await call(t.app, 'POST', '/user-donations/offline', { token: t.admin, body: { campaignId, donationAmount: '10.10', name: 'Cash Giver', channel: 'cash' } });
    expect((await inList())!.donationAmount).toBe(10.1);
    expect((await get(LIST)).body).toBe(await freshList());
  });

  it('a campaign created, edited and deleted shows in the next read', async () => {
    const created = await call(t.app, 'POST', '/create-donation', {
      token: t.admin,
      body: { image: '/assets/campaigns/flood-sylhet.svg', category: 'Flood', title: 'Brand new', amount: 100, description: 'x' },
    });
    const id = created.json.data._id as string;
    expect((await inList(id))!.title).toBe('Brand new');
    await call(t.app, 'POST', `/edit-donation/${id}`, { token: t.admin, body: { title: 'Renamed campaign' } });
    expect((await inList(id))!.title).toBe('Renamed campaign');
    await call(t.app, 'DELETE', `/delete-donation/${id}`, { token: t.admin });
    expect(await inList(id)).toBeUndefined();
    expect((await get(LIST)).body).toBe(await freshList());
  });

  it("a donor's rename and guest gifts joining an account show in the next leaderboard read", async () => {
    const email = `joiner.${Date.now()}@example.com`;
    await giveConfirmed(t.app, t.admin, { id: campaignId, donationAmount: '800000', name: 'Guest Joiner', email, channel: 'bkash', transactionId: `JOIN${Date.now()}`, senderNumber: '01711111111' });
    expect((await get('/leaderboard')).json.data[0]).toMatchObject({ name: 'Guest Joiner', totalAmount: 800000 });
    // The same person signs up with that address and gives once more: two rows until the address is confirmed.
    const account = await newUser(t.app, 'Account Joiner', email);
    await giveConfirmed(t.app, t.admin, { id: campaignId, donationAmount: '760000' }, account.token);
    const before = (await get('/leaderboard')).json.data;
    expect(before.slice(0, 2).map((r: { name: string }) => r.name)).toEqual(['Guest Joiner', 'Account Joiner']);
    const link = newLinkToken();
    await t.app.repos.accounts.issueLink(Number(account.id), 'verify-email', email, link.hash, { kind: 'verify-email', to: email, subject: 'Confirm', text: 'link' });
    expect((await call(t.app, 'POST', '/verify-email', { body: { token: link.token } })).status).toBe(200);
    expect((await get('/leaderboard')).json.data[0]).toMatchObject({ name: 'Account Joiner', totalAmount: 1560000 });

    const renamed = await call(t.app, 'POST', `/edit-profile/${account.id}`, { token: account.token, body: { userInfo: { name: 'Renamed Joiner' } } });
    expect(renamed.status).toBe(200);
    expect((await get('/leaderboard')).json.data[0]).toMatchObject({ name: 'Renamed Joiner', totalAmount: 1560000 });
    expect((await get('/leaderboard')).body).toBe(await freshBoard());
  });

  it('a write by another connection to the database (a CLI, another process or replica) shows in the next read', async () => {
    const etag = (await get(LIST)).headers.etag as string;
    if (t.config.postgres) {
      // PostgreSQL: the database's own NOTIFY (migration 0002) reaches this process's LISTEN connection
      // a moment after the other connection commits; the next read after that shows the change.
      const version = t.app.readCache.version();
      const other = new pg.Client({ connectionString: t.config.postgres.url });
      await other.connect();
      try {
        await other.query('UPDATE campaigns SET title = $1 WHERE id = $2', ['Changed elsewhere', Number(campaignId)]);
      } finally {
        await other.end();
      }
      await vi.waitFor(() => expect(t.app.readCache.version()).not.toBe(version), { timeout: 5000, interval: 10 });
    } else {
      // SQLite: PRAGMA data_version moves; the cache reads it at most every 25 ms.
      const version = t.app.readCache.version();
      const other = new Database(t.config.databasePath);
      try {
        other.prepare('UPDATE campaigns SET title = ? WHERE id = ?').run('Changed elsewhere', Number(campaignId));
      } finally {
        other.close();
      }
      await vi.waitFor(() => expect(t.app.readCache.version()).not.toBe(version), { timeout: 1000, interval: 5 });
    }
    const res = await get(LIST, etag);
    expect(res.status).toBe(200);
    expect((await inList())!.title).toBe('Changed elsewhere');
  });
});
