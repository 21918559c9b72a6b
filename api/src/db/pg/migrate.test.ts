/** PostgreSQL migrations (api/drizzle-pg): applied once under an advisory lock, however many replicas start together. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PG_MIGRATIONS_DIR } from '../../paths.js';
import { createPgTestDatabase, DIALECT } from '../../test/helpers.js';
import { databaseReady } from '../database.js';
import { createPgDb, migratePg, migrationsApplied } from './client.js';

describe.skipIf(DIALECT !== 'pg')('PostgreSQL migrations', () => {
  it('eight replicas starting together on an empty database migrate it once; /ready waits for it', async () => {
    const created = await createPgTestDatabase({ empty: true });
    const pools = Array.from({ length: 8 }, () => createPgDb({ url: created.url, poolSize: 2 }));
    try {
      const before = await databaseReady({ dialect: 'pg', pg: pools[0]! });
      expect(before).toEqual({ reachable: true, migrated: false });
      await Promise.all(pools.map((db) => migratePg(db)));
      const files = fs.readdirSync(PG_MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
      const journal = JSON.parse(fs.readFileSync(path.join(PG_MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
      expect(journal.entries).toHaveLength(files.length);
      expect(await pools[0]!.value('SELECT count(*) FROM drizzle.__drizzle_migrations')).toBe(files.length);
      expect(await migrationsApplied(pools[1]!)).toBe(true);
      expect(await databaseReady({ dialect: 'pg', pg: pools[2]! })).toEqual({ reachable: true, migrated: true });
      // The append-only and change-notification triggers came with them.
      const triggers = (await pools[0]!.all<{ tgname: string }>('SELECT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname')).map((r) => r.tgname);
      expect(triggers).toEqual([
        'audit_log_append_only_delete',
        'audit_log_append_only_update',
        'campaigns_notify',
        'donor_totals_notify',
        'ledger_append_only_delete',
        'ledger_append_only_update',
        'ledger_notify',
      ]);
      // Starting again migrates nothing more.
      await migratePg(pools[3]!);
      expect(await pools[0]!.value('SELECT count(*) FROM drizzle.__drizzle_migrations')).toBe(files.length);
    } finally {
      await Promise.all(pools.map((db) => db.close()));
      await created.drop();
    }
  });
});
