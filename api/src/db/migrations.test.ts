import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.js';
import { recentDonorsDrift, totalsConsistent, useTestApp } from '../test/helpers.js';

const t = useTestApp();

describe('migrations', () => {
  it('0004 brings leaderboard names of signed-in donors up to date', () => {
    const sqlite = t.app.db.$client;
    sqlite.exec("UPDATE donor_totals SET name = 'Old name' WHERE user_id IS NOT NULL");
    expect(totalsConsistent(t.app)).toBe(false);
    const file = fs.readdirSync(MIGRATIONS_DIR).find((f) => f.startsWith('0004_'))!;
    sqlite.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
    expect(totalsConsistent(t.app)).toBe(true);
  });

  it('are applied at start and recorded', () => {
    const applied = t.app.db.$client.prepare('SELECT count(*) FROM __drizzle_migrations').pluck().get();
    const files = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    expect(applied).toBe(files.length);
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
    expect(journal.entries).toHaveLength(files.length);
  });

  it('0002 + 0003 + 0006 rebuild the recent-donor lists of an older database from its donation rows (0006: without emails)', () => {
    const sqlite = t.app.db.$client;
    expect(totalsConsistent(t.app)).toBe(true);
    // A database from before 0008 has only counted (confirmed) donation rows.
    sqlite.exec("DELETE FROM donations WHERE status != 'confirmed'");
    const before = sqlite.prepare('SELECT id, recent_donors FROM campaigns ORDER BY id').all();
    sqlite.exec("UPDATE campaigns SET recent_donors = '[]'"); // as after 0001 on a database with donations
    expect(recentDonorsDrift(sqlite)).toBeGreaterThan(0);
    for (const prefix of ['0002_', '0003_', '0006_']) {
      const file = fs.readdirSync(MIGRATIONS_DIR).find((f) => f.startsWith(prefix))!;
      sqlite.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
    }
    expect(recentDonorsDrift(sqlite)).toBe(0);
    expect(sqlite.prepare('SELECT id, recent_donors FROM campaigns ORDER BY id').all()).toEqual(before);
  });
});
