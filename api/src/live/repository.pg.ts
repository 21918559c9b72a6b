/** The live events' reads on PostgreSQL: the same two queries as repository.ts. */
import type { PgDb } from '../db/pg/client.js';
import { toEvent, type LiveRepository, type LiveRow } from './repository.js';

export function createPgLiveRepository(db: PgDb): LiveRepository {
  return {
    async head() {
      return (await db.value<number>('SELECT coalesce(max(seq), 0) FROM ledger'))!;
    },
    async changedSince(version) {
      const rows =
        version <= 0
          ? await db.all<LiveRow>(
              `SELECT id, raised_poisha, donor_count, version FROM
                 (SELECT c.id, c.raised_poisha, c.donor_count, (SELECT max(seq) FROM ledger l WHERE l.campaign_id = c.id) AS version FROM campaigns c) v
               WHERE version IS NOT NULL ORDER BY version`,
            )
          : await db.all<LiveRow>(
              `SELECT c.id, c.raised_poisha, c.donor_count, l.version
               FROM (SELECT campaign_id, max(seq) AS version FROM ledger WHERE seq > ? AND campaign_id IS NOT NULL GROUP BY campaign_id) l
               JOIN campaigns c ON c.id = l.campaign_id
               ORDER BY l.version`,
              [version],
            );
      return rows.map(toEvent);
    },
  };
}
