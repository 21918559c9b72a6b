/** 200 pledges, then their 200 confirmations, in parallel over real HTTP to one campaign: the total is exact to the poisha. */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPoisha } from '../lib/money.js';
import { ADMIN, call, createTestApp, login, totalsConsistent, USER, type TestApp } from '../test/helpers.js';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => t.close());

describe('concurrent donations', () => {
  it('keeps the campaign total equal to the sum of accepted amounts', async () => {
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const user = await login(t.app, USER.email, USER.password);
    const created = await call(t.app, 'POST', '/create-donation', {
      token: admin,
      body: { image: '/assets/campaigns/flood-sylhet.svg', category: 'Flood', title: 'Rush', amount: 100000, description: 'Many donors at once' },
    });
    const id = created.json.data._id as string;
    // Mix numeric strings and JSON numbers with 0-2 decimals (n / 100 is the exact-looking double).
    const amounts = Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? `${i + 1}.${String(i % 100).padStart(2, '0')}` : (100 + i * 37) / 100));
    const results = await Promise.all(
      amounts.map(async (amount, i) => {
        const guest = i % 2 === 0;
        const res = await fetch(`${base}/user-donation`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(guest ? {} : { authorization: `Bearer ${user}` }) },
          body: JSON.stringify({ id, donationAmount: amount, ...(guest ? { name: `Guest ${i}`, email: `guest${i}@example.com` } : {}) }),
        });
        const body = (await res.json()) as { data?: { _id: string } };
        return { status: res.status, amount, id: body.data?._id };
      }),
    );
    const accepted = results.filter((r) => r.status === 201);
    expect(accepted, JSON.stringify(results.filter((r) => r.status !== 201))).toHaveLength(200);
    const pledged = (await (await fetch(`${base}/single-donation/${id}`)).json()) as { data: { totalDonationAmount: number } };
    expect(pledged.data.totalDonationAmount).toBe(0); // pledges are not money
    const confirmations = await Promise.all(
      accepted.map(async (r) => {
        const res = await fetch(`${base}/user-donations/${r.id}/confirm`, { method: 'POST', headers: { authorization: `Bearer ${admin}` } });
        return res.status;
      }),
    );
    expect(confirmations.every((s) => s === 200)).toBe(true);
    const expected = accepted.reduce((s, r) => s + toPoisha(r.amount)!, 0);
    const single = (await (await fetch(`${base}/single-donation/${id}`)).json()) as { data: { totalDonationAmount: number; donorCount: number } };
    expect(Math.round(single.data.totalDonationAmount * 100)).toBe(expected);
    expect(single.data.donorCount).toBe(200);
    const rows = (await t.app.sql.value("SELECT sum(amount_poisha) FROM donations WHERE campaign_id = ? AND status = 'confirmed'", [Number(id)]));
    expect(rows).toBe(expected);
    expect((await totalsConsistent(t.app))).toBe(true);
  });
});
