/**
 * Two API processes' worth of apps on one PostgreSQL (PostgreSQL runs only): a change made through one
 * reaches the other through LISTEN/NOTIFY: its cached reads move to the new data version, and its
 * GET /events streams push the new totals.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { call, DIALECT, giveConfirmed, login, ADMIN, testResolver, useTestApp } from '../test/helpers.js';
import { campaignEvent, isCampaign, openSse } from '../test/sse.js';

describe.skipIf(DIALECT !== 'pg')('change bus across replicas (LISTEN/NOTIFY)', () => {
  const t = useTestApp();
  let other: FastifyInstance;
  let admin: string;
  let campaignId: string;
  beforeAll(async () => {
    other = await buildApp(t.config, { resolveHost: testResolver }); // the same database, another "replica"
    await other.listen({ host: '127.0.0.1', port: 0 });
    admin = await login(t.app, ADMIN.email, ADMIN.password);
    campaignId = (await call(t.app, 'GET', '/donations?limit=1')).json.data[0]._id;
  });
  afterAll(() => other.close());

  it('a confirmation on one replica moves the other replica’s cache and reaches its event streams', async () => {
    const base = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
    const stream = await openSse(`${base}/api/v1/events`);
    try {
      await stream.next((m) => m.event === 'ready');
      const cachedBefore = await call(other, 'GET', '/donations?limit=20');
      const version = other.readCache.version();
      const gift = await giveConfirmed(t.app, admin, { id: campaignId, donationAmount: '123.45', name: 'Across', email: 'across@example.com' });
      expect(gift.status).toBe('confirmed');
      const e = campaignEvent(await stream.next(isCampaign));
      const now = (await call(t.app, 'GET', `/single-donation/${campaignId}`)).json.data;
      expect(e).toMatchObject({ campaignId, donationAmount: now.donationAmount, donorCount: now.donorCount });
      await vi.waitFor(() => expect(other.readCache.version()).not.toBe(version), { timeout: 5000, interval: 10 });
      const after = await call(other, 'GET', '/donations?limit=20', { headers: { 'if-none-match': cachedBefore.headers.etag as string } });
      expect(after.status).toBe(200);
      expect(after.json.data.find((c: { _id: string }) => c._id === campaignId).donationAmount).toBe(now.donationAmount);
      // A campaign created on the other replica reaches the first one's cached list.
      const board = t.app.readCache.version();
      const created = await call(other, 'POST', '/create-donation', {
        token: admin,
        body: { image: '/assets/campaigns/flood-sylhet.svg', category: 'Flood', title: 'Made on the other replica', amount: 1000, description: 'x' },
      });
      expect(created.status).toBe(201);
      await vi.waitFor(() => expect(t.app.readCache.version()).not.toBe(board), { timeout: 5000, interval: 10 });
      expect((await call(t.app, 'GET', '/donations?limit=20')).json.data[0].title).toBe('Made on the other replica');
    } finally {
      stream.close();
    }
  });
});
