import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { CAUSES } from '../types.js';
import { ASSETS_DIR } from '../paths.js';
import { ADMIN, call, createTestApp, login, snapshot, totalsConsistent, USER, useTestApp } from '../test/helpers.js';
import { SEED_DONATIONS, SEED_DONORS } from './seed-data.js';

const t = useTestApp();

const count = (sql: string, ...params: unknown[]) => t.app.db.$client.prepare(sql).pluck().get(...params) as number;

describe('demo seed', () => {
  it('creates the specified amounts of demo data', () => {
    expect(count("SELECT count(*) FROM users WHERE role = 'admin'")).toBe(1);
    expect(count('SELECT count(*) FROM campaigns')).toBeGreaterThanOrEqual(8);
    expect(count('SELECT count(DISTINCT category) FROM campaigns')).toBe(5);
    expect(count('SELECT count(*) FROM testimonials')).toBeGreaterThanOrEqual(6);
    expect(count('SELECT count(*) FROM volunteers')).toBeGreaterThanOrEqual(6);
    expect(count('SELECT count(*) FROM comments')).toBeGreaterThanOrEqual(10);
    expect(count('SELECT count(*) FROM donations')).toBe(40);
    expect(count('SELECT count(DISTINCT donor_email) FROM donations')).toBe(12);
    expect(count('SELECT count(*) FROM donations WHERE donor_email = ?', USER.email)).toBeGreaterThan(0);
    expect(count('SELECT count(*) FROM donations WHERE anonymous = 1')).toBeGreaterThan(0);
    expect(count('SELECT sum(amount_poisha) FROM donations')).toBe(SEED_DONATIONS.reduce((s, d) => s + d.amountPoisha, 0));
    expect(new Set(SEED_DONATIONS.map((d) => SEED_DONORS[d.donor]!.email)).size).toBe(12);
    expect(totalsConsistent(t.app)).toBe(true);
  });

  it('uses every cause and only local images that exist', async () => {
    const list = await call(t.app, 'GET', '/donations');
    expect(new Set(list.json.data.map((c: { category: string }) => c.category))).toEqual(new Set(CAUSES));
    const images = [
      ...list.json.data.map((c: { image: string }) => c.image),
      ...(await call(t.app, 'GET', '/get-volunteers')).json.data.map((v: { image: string }) => v.image),
    ];
    for (const image of images) {
      expect(image).toMatch(/^\/assets\/(campaigns|volunteers)\/[a-z-]+\.svg$/);
      const file = path.join(ASSETS_DIR, image.replace('/assets/', ''));
      expect(fs.statSync(file).size).toBeLessThan(8 * 1024);
      const res = await t.app.inject({ method: 'GET', url: image });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    }
  });

  it('demo accounts can sign in with their roles', async () => {
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const user = await login(t.app, USER.email, USER.password);
    expect((await call(t.app, 'GET', '/users', { token: admin })).status).toBe(200);
    expect((await call(t.app, 'GET', '/users', { token: user })).status).toBe(403);
  });

  it('does not seed again on the next start', async () => {
    const before = snapshot(t.app);
    const second = await buildApp(t.config);
    await second.ready();
    expect(snapshot(second)).toEqual(before);
    await second.close();
  });

  it('seeds nothing when SEED is off', async () => {
    const empty = await createTestApp({ SEED: 'false' });
    try {
      expect(snapshot(empty.app)).toMatchObject({ users: 0, campaigns: 0, donations: 0 });
      expect((await call(empty.app, 'GET', '/donations')).json).toEqual({ success: true, data: [], total: 0 });
      expect((await call(empty.app, 'GET', '/leaderboard')).json).toEqual({ success: true, data: [] });
    } finally {
      await empty.close();
    }
  });
});
