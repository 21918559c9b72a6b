import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { CAUSES } from '../types.js';
import { ASSETS_DIR } from '../paths.js';
import { ADMIN, call, createTestApp, login, moneyCheck, MONEY_OK, snapshot, USER, useTestApp } from '../test/helpers.js';
import { SEED_CONFIRMED, SEED_DONATIONS, SEED_DONORS } from './seed-data.js';

// Seeded by the app at start on either database (not copied from test:pg's seeded template).
const t = useTestApp({}, { seedAtStart: true });

const count = async (sql: string, ...params: unknown[]) => (await t.app.sql.value(sql, [...params])) as number;

describe('demo seed', () => {
  it('creates the specified amounts of demo data', async () => {
    expect((await count("SELECT count(*) FROM users WHERE role = 'admin'"))).toBe(1);
    expect((await count('SELECT count(*) FROM campaigns'))).toBeGreaterThanOrEqual(8);
    expect((await count('SELECT count(DISTINCT category) FROM campaigns'))).toBe(5);
    expect((await count('SELECT count(*) FROM testimonials'))).toBeGreaterThanOrEqual(6);
    expect((await count('SELECT count(*) FROM volunteers'))).toBeGreaterThanOrEqual(6);
    expect((await count('SELECT count(*) FROM comments'))).toBeGreaterThanOrEqual(10);
    expect((await count('SELECT count(*) FROM donations'))).toBe(SEED_DONATIONS.length);
    expect((await count("SELECT count(DISTINCT donor_email) FROM donations WHERE donor_email != ''"))).toBe(12);
    expect((await count('SELECT count(*) FROM donations WHERE donor_email = ?', USER.email))).toBeGreaterThan(0);
    expect((await count('SELECT count(*) FROM donations WHERE anonymous = 1'))).toBeGreaterThan(0);
    expect((await count("SELECT sum(amount_poisha) FROM donations WHERE status = 'confirmed'"))).toBe(SEED_CONFIRMED.reduce((s, d) => s + d.amountPoisha, 0));
    expect(new Set(SEED_DONATIONS.map((d) => SEED_DONORS[d.donor]!.email).filter(Boolean)).size).toBe(12);
    expect((await moneyCheck(t.app.sql))).toEqual(MONEY_OK);
  });

  it('shows a living platform: varied progress, transfers and offline gifts, pending gifts, a refund, a chain that verifies', async () => {
    const progress = (await t.app.sql.all('SELECT raised_poisha * 1.0 / target_poisha FROM campaigns')).map((r) => Object.values(r)[0]) as number[];
    expect(progress.filter((p) => p >= 1).length).toBeGreaterThanOrEqual(2);
    expect(Math.min(...progress)).toBeLessThan(0.25);
    expect(progress.filter((p) => p > 0.3 && p < 0.9).length).toBeGreaterThanOrEqual(4);
    const byStatus = Object.fromEntries(
      ((await t.app.sql.all('SELECT status, count(*) AS n FROM donations GROUP BY status')) as { status: string; n: number }[]).map((r) => [r.status, r.n]),
    );
    expect(byStatus).toEqual({ confirmed: SEED_CONFIRMED.length, pending: 5, refunded: 1, rejected: 1, expired: 1 });
    expect((await count("SELECT count(*) FROM donations WHERE status = 'pending' AND expires_at > ?", Date.now()))).toBe(5);
    expect((await count("SELECT count(*) FROM donations WHERE method = 'offline'"))).toBe(20);
    expect((await count("SELECT count(DISTINCT channel) FROM donations WHERE status = 'confirmed'"))).toBe(6);
    expect((await count('SELECT count(*) FROM payment_accounts'))).toBe(5);
    expect((await count('SELECT count(*) FROM ledger'))).toBe(SEED_CONFIRMED.length + 2); // + the refunded gift's confirmation and refund
    const times = (await t.app.sql.all('SELECT time FROM ledger ORDER BY seq')).map((r) => Object.values(r)[0]) as number[];
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('uses every cause and only local images that exist', async () => {
    const list = await call(t.app, 'GET', '/donations');
    expect(new Set(list.json.data.map((c: { category: string }) => c.category))).toEqual(new Set(CAUSES));
    const images = [
      ...list.json.data.map((c: { image: string }) => c.image),
      ...(await call(t.app, 'GET', '/get-volunteers')).json.data.map((v: { image: string }) => v.image),
    ];
    for (const url of images) {
      // Answered absolute (the API's origin: inject's here), stored as a path.
      expect(url).toMatch(/^http:\/\/localhost:80\/assets\/(campaigns|volunteers)\/[a-z-]+\.svg$/);
      const image = new URL(url).pathname;
      const file = path.join(ASSETS_DIR, image.replace('/assets/', ''));
      expect(fs.statSync(file).size).toBeLessThan(8 * 1024);
      const res = await t.app.inject({ method: 'GET', url: image });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    }
  });

  it('speaks both languages: about half the campaigns, testimonials and comments in Bangla script, the rest in English', async () => {
    const bengali = /[\u0980-\u09FF]/;
    const share = (texts: string[]) => texts.filter((x) => bengali.test(x)).length / texts.length;
    const campaigns = (await call(t.app, 'GET', '/donations')).json.data as { title: string; description: string; category: string }[];
    const testimonials = (await call(t.app, 'GET', '/get-testimonials')).json.data as { title: string; testimonial: string }[];
    const comments = (await call(t.app, 'GET', '/get-comments')).json.data as { comment: string }[];
    for (const texts of [campaigns.map((c) => c.title + c.description), testimonials.map((x) => x.title + x.testimonial), comments.map((c) => c.comment)]) {
      expect(share(texts)).toBeGreaterThanOrEqual(0.4);
      expect(share(texts)).toBeLessThanOrEqual(0.6);
    }
    // Every cause has a campaign in each script.
    for (const cause of CAUSES) {
      const of = campaigns.filter((c) => c.category === cause);
      expect(of.some((c) => bengali.test(c.title)) && of.some((c) => !bengali.test(c.title))).toBe(true);
    }
  });

  it('demo accounts can sign in with their roles', async () => {
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const user = await login(t.app, USER.email, USER.password);
    expect((await call(t.app, 'GET', '/users', { token: admin })).status).toBe(200);
    expect((await call(t.app, 'GET', '/users', { token: user })).status).toBe(403);
  });

  it('does not seed again on the next start', async () => {
    const before = (await snapshot(t.app));
    const second = await buildApp(t.config);
    await second.ready();
    expect((await snapshot(second))).toEqual(before);
    await second.close();
  });

  it('seeds nothing when SEED is off', async () => {
    const empty = await createTestApp({ SEED: 'false' });
    try {
      expect((await snapshot(empty.app))).toMatchObject({ users: 0, campaigns: 0, donations: 0 });
      expect((await call(empty.app, 'GET', '/donations')).json).toEqual({ success: true, data: [], total: 0 });
      expect((await call(empty.app, 'GET', '/leaderboard')).json).toEqual({ success: true, data: [] });
    } finally {
      await empty.close();
    }
  });
});
