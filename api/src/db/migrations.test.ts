import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.js';
import { DIALECT, recentDonorsDrift, sqliteOf, totalsConsistent, useTestApp } from '../test/helpers.js';

const t = useTestApp();

// The SQLite migration chain (api/drizzle); PostgreSQL's (api/drizzle-pg) is tested in pg/migrate.test.ts.
describe.skipIf(DIALECT === 'pg')('migrations (SQLite)', () => {
  it('0004 brings leaderboard names of signed-in donors up to date', async () => {
    const sqlite = sqliteOf(t.app);
    sqlite.exec("UPDATE donor_totals SET name = 'Old name' WHERE user_id IS NOT NULL");
    expect(await totalsConsistent(t.app)).toBe(false);
    const file = fs.readdirSync(MIGRATIONS_DIR).find((f) => f.startsWith('0004_'))!;
    sqlite.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
    expect(await totalsConsistent(t.app)).toBe(true);
  });

  it('are applied at start and recorded', () => {
    const applied = sqliteOf(t.app).prepare('SELECT count(*) FROM __drizzle_migrations').pluck().get();
    const files = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    expect(applied).toBe(files.length);
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
    expect(journal.entries).toHaveLength(files.length);
  });

  it('0002 + 0003 + 0006 rebuild the recent-donor lists of an older database from its donation rows (0006: without emails)', async () => {
    const sqlite = sqliteOf(t.app);
    expect(await totalsConsistent(t.app)).toBe(true);
    // A database from before 0008 has only counted (confirmed) donation rows.
    sqlite.exec("DELETE FROM donations WHERE status != 'confirmed'");
    const before = sqlite.prepare('SELECT id, recent_donors FROM campaigns ORDER BY id').all();
    sqlite.exec("UPDATE campaigns SET recent_donors = '[]'"); // as after 0001 on a database with donations
    expect(await recentDonorsDrift(sqlite)).toBeGreaterThan(0);
    for (const prefix of ['0002_', '0003_', '0006_']) {
      const file = fs.readdirSync(MIGRATIONS_DIR).find((f) => f.startsWith(prefix))!;
      sqlite.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
    }
    expect(await recentDonorsDrift(sqlite)).toBe(0);
    expect(sqlite.prepare('SELECT id, recent_donors FROM campaigns ORDER BY id').all()).toEqual(before);
  });
});
