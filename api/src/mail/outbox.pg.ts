/** The mail outbox on PostgreSQL (see outbox.ts). enqueueMailPg runs inside the change's transaction. */
import type { PgDb, PgQ } from '../db/pg/client.js';
import { OUTBOX_CLAIMED, OUTBOX_INSERT, outboxValues, type OutboxRow, type OutboxStore, type OutgoingMail } from './outbox.js';

export async function enqueueMailPg(q: PgQ, mail: OutgoingMail, now = Date.now()): Promise<number> {
  return (await q.value<number>(`${OUTBOX_INSERT} RETURNING id`, outboxValues(mail, now)))!;
}

export function createPgOutboxStore(db: PgDb): OutboxStore {
  return {
    async claim(now, leaseMs, maxAttempts) {
      // SKIP LOCKED: a worker of another replica claiming at the same moment takes the next message, not this one.
      const row = await db.get<OutboxRow>(
        `UPDATE outbox SET locked_until = ?
         WHERE id = (SELECT id FROM outbox
                     WHERE sent_at IS NULL AND next_attempt_at <= ? AND attempts < ?
                       AND (locked_until IS NULL OR locked_until <= ?)
                     ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING ${OUTBOX_CLAIMED}`,
        [now + leaseMs, now, maxAttempts, now],
      );
      return row ?? null;
    },
    async markSent(id, now) {
      await db.run('UPDATE outbox SET sent_at = ?, locked_until = NULL, last_error = NULL WHERE id = ?', [now, id]);
    },
    async markFailed(id, error, nextAttemptAt) {
      await db.run('UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, locked_until = NULL WHERE id = ?', [
        error.slice(0, 500),
        nextAttemptAt,
        id,
      ]);
    },
    async pending(maxAttempts) {
      return (await db.value<number>('SELECT count(*) FROM outbox WHERE sent_at IS NULL AND attempts < ?', [maxAttempts]))!;
    },
  };
}
