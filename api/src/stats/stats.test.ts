import { describe, expect, it } from 'vitest';
import { SEED_CAMPAIGNS, SEED_CONFIRMED, SEED_DONATIONS, SEED_DONORS, seedDonorKey } from '../db/seed-data.js';
import { call, giveConfirmed, newUser, USER, useSignedInTestApp } from '../test/helpers.js';

const t = useSignedInTestApp();

/** Expected leaderboard computed from the seed definition: per donor and anonymity. */
function expectedBoard() {
  const groups = new Map<string, { name: string; anonymous: boolean; total: number; count: number }>();
  for (const d of SEED_CONFIRMED) {
    const donor = SEED_DONORS[d.donor]!;
    const key = `${seedDonorKey(d)}|${d.anonymous}`;
    const g = groups.get(key) ?? { name: d.anonymous ? 'Anonymous' : donor.name, anonymous: d.anonymous, total: 0, count: 0 };
    g.total += d.amountPoisha;
    g.count += 1;
    groups.set(key, g);
  }
  return [...groups.values()].sort((a, b) => b.total - a.total);
}

describe('GET /leaderboard', () => {
  it('ranks the top 10 donors by summed donations', async () => {
    const res = await call(t.app, 'GET', '/leaderboard');
    expect(res.status).toBe(200);
    const expected = expectedBoard().slice(0, 10);
    expect(res.json.data).toHaveLength(10);
    res.json.data.forEach((row: { rank: number; totalAmount: number; donationCount: number; name: string }, i: number) => {
      expect(Object.keys(row).sort()).toEqual(['anonymous', 'donationCount', 'name', 'rank', 'totalAmount']);
      expect(row.rank).toBe(i + 1);
      expect(Math.round(row.totalAmount * 100)).toBe(expected[i]!.total);
    });
    const totals = res.json.data.map((r: { totalAmount: number }) => r.totalAmount);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
    const top = res.json.data[0];
    const e = expected[0]!;
    expect(top).toMatchObject({ name: e.name, anonymous: e.anonymous, donationCount: e.count });
  });
});

describe('GET /stats/admin', () => {
  it('answers platform totals', async () => {
    const res = await call(t.app, 'GET', '/stats/admin', { token: t.admin });
    expect(res.status).toBe(200);
    const total = SEED_CONFIRMED.reduce((s, d) => s + d.amountPoisha, 0);
    expect(res.json.data.campaignCount).toBe(SEED_CAMPAIGNS.length);
    expect(res.json.data.donationCount).toBe(SEED_CONFIRMED.length);
    expect(Math.round(res.json.data.totalAmount * 100)).toBe(total);
    expect(res.json.data.averageAmount).toBe(Math.round(total / SEED_CONFIRMED.length) / 100);
    const pending = SEED_DONATIONS.filter((d) => d.status === 'pending');
    expect(res.json.data.pendingCount).toBe(pending.length);
    expect(Math.round(res.json.data.pendingAmount * 100)).toBe(pending.reduce((s, d) => s + d.amountPoisha, 0));
    const byTitleSum = res.json.data.byTitle.reduce((s: number, r: { amount: number }) => s + Math.round(r.amount * 100), 0);
    expect(byTitleSum).toBe(total);
    const amounts = res.json.data.byTitle.map((r: { amount: number }) => r.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
  });
});

describe('GET /stats/admin and pledges past their time', () => {
  it('does not count a pending pledge whose time ran out (the hourly sweep has not run yet) as pending', async () => {
    const before = (await call(t.app, 'GET', '/stats/admin', { token: t.admin })).json.data;
    const stale = await t.app.sql.get<{ id: number; amount_poisha: number }>("SELECT id, amount_poisha FROM donations WHERE status = 'pending' ORDER BY id LIMIT 1");
    await t.app.sql.run('UPDATE donations SET expires_at = ? WHERE id = ?', [Date.now() - 1000, stale!.id]);
    const after = (await call(t.app, 'GET', '/stats/admin', { token: t.admin })).json.data;
    expect(after.pendingCount).toBe(before.pendingCount - 1);
    expect(Math.round(after.pendingAmount * 100)).toBe(Math.round(before.pendingAmount * 100) - stale!.amount_poisha);
    expect(await t.app.sql.value('SELECT status FROM donations WHERE id = ?', [stale!.id])).toBe('expired');
  });
});

describe('GET /stats/user/{email}', () => {
  it("answers one donor's totals", async () => {
    const mine = SEED_CONFIRMED.filter((d) => SEED_DONORS[d.donor]!.email === USER.email);
    const res = await call(t.app, 'GET', `/stats/user/${USER.email}`, { token: t.user });
    expect(res.status).toBe(200);
    const total = mine.reduce((s, d) => s + d.amountPoisha, 0);
    const max = mine.reduce((m, d) => Math.max(m, d.amountPoisha), 0);
    expect(res.json.data).toMatchObject({ donationCount: mine.length, averageAmount: Math.round(total / mine.length) / 100 });
    expect(Math.round(res.json.data.totalAmount * 100)).toBe(total);
    expect(Math.round(res.json.data.maxDonation.amount * 100)).toBe(max);
    expect(typeof res.json.data.maxDonation.title).toBe('string');
  });

  it('answers zeros for an account that never donated, and 404 for an address no account uses', async () => {
    const fresh = await newUser(t.app);
    const res = await call(t.app, 'GET', `/stats/user/${fresh.email}`, { token: t.admin });
    expect(res.json.data).toEqual({ donationCount: 0, totalAmount: 0, averageAmount: 0, maxDonation: null, byTitle: [] });
    const none = await call(t.app, 'GET', '/stats/user/nobody@example.com', { token: t.admin });
    expect(none.status).toBe(404);
    expect(none.json.message).toBe('No account uses this email');
  });
});

// Last: it adds donations.
describe('leaderboard JSON built by the database', () => {
  it('equals the regular serialisation, with anonymous rows, odd amounts and renamed users', async () => {
    await giveConfirmed(t.app, t.admin, { id: '1', donationAmount: '970000.67', name: 'Q "Quote" \\ Ünï', email: 'q@example.com' });
    await giveConfirmed(t.app, t.admin, { id: '2', donationAmount: '990000.01', name: 'Shy', email: 'shy@example.com', anonymous: true });
    await call(t.app, 'POST', `/edit-profile/${(await call(t.app, 'GET', `/single-user/${USER.email}`, { token: t.user })).json.data._id}`, {
      token: t.user,
      body: { name: 'Renamed Donor' },
    });
    await giveConfirmed(t.app, t.admin, { id: '3', donationAmount: 980000 }, t.user);
    for (const limit of [1, 10, 100]) {
      expect(JSON.parse(await t.app.repos.stats.leaderboardJson(limit))).toEqual(await t.app.repos.stats.leaderboard(limit));
    }
    const res = await call(t.app, 'GET', '/leaderboard');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json.data.slice(0, 3)).toEqual([
      { rank: 1, name: 'Anonymous', anonymous: true, totalAmount: 990000.01, donationCount: 1 },
      expect.objectContaining({ rank: 2, name: 'Renamed Donor', anonymous: false }),
      { rank: 3, name: 'Q "Quote" \\ Ünï', anonymous: false, totalAmount: 970000.67, donationCount: 1 },
    ]);
  });
});
