/**
 * The mail outbox. A change that causes a mail writes the message here in the SAME transaction
 * (`enqueueMail`, synchronous, for use inside db.transaction), so a committed change always has its
 * mail and a rolled-back one never does. The worker (worker.ts) sends due rows with retry and backoff.
 */
import type { Db } from '../db/client.js';
import { insertId, type Tx } from '../db/portable.js';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe …); kept as JSON with the message. */
  headers?: Record<string, string>;
}

export interface OutboxRow {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers_json?: string | null;
  attempts: number;
}

/** The outbox INSERT (either database) and its values. */
export const OUTBOX_INSERT = `INSERT INTO outbox (kind, to_address, subject, text_body, html_body, headers_json, created_at, attempts, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)`;
export const outboxValues = (mail: OutgoingMail, now: number) => [
  mail.kind,
  mail.to,
  mail.subject,
  mail.text,
  mail.html ?? null,
  mail.headers ? JSON.stringify(mail.headers) : null,
  now,
  now,
];
/** The columns a worker claims (either database). */
export const OUTBOX_CLAIMED = 'id, kind, to_address, subject, text_body, html_body, headers_json, attempts';

/** Queues a message as a step of a transaction written once for both databases (db/portable.ts). */
export function* queueMail(mail: OutgoingMail, now: number): Tx<number> {
  return yield* insertId(OUTBOX_INSERT, outboxValues(mail, now));
}

/** Writes a message to the outbox (synchronous; call it inside the transaction of the change). */
export function enqueueMail(db: Db, mail: OutgoingMail, now = Date.now()): number {
  const res = db.$client.prepare(OUTBOX_INSERT).run(...outboxValues(mail, now));
  return Number(res.lastInsertRowid);
}

export interface OutboxStore {
  /** Leases the oldest due message for `leaseMs` (another worker skips it meanwhile); null when none is due. */
  claim(now: number, leaseMs: number, maxAttempts: number): OutboxRow | null | Promise<OutboxRow | null>;
  markSent(id: number, now: number): void | Promise<void>;
  /** Records a failed attempt and when to try again (after maxAttempts attempts it is no longer claimed). */
  markFailed(id: number, error: string, nextAttemptAt: number): void | Promise<void>;
  /** Unsent messages still to be tried, for health and tests. (Synchronous on SQLite, a promise on PostgreSQL.) */
  pending(maxAttempts: number): number | Promise<number>;
}

export function createOutboxStore(db: Db): OutboxStore {
  const sqlite = db.$client;
  const claimStmt = sqlite.prepare<[number, number, number, number], OutboxRow>(
    `UPDATE outbox SET locked_until = ?
     WHERE id = (SELECT id FROM outbox
                 WHERE sent_at IS NULL AND next_attempt_at <= ? AND attempts < ?
                   AND (locked_until IS NULL OR locked_until <= ?)
                 ORDER BY next_attempt_at, id LIMIT 1)
     RETURNING ${OUTBOX_CLAIMED}`,
  );
  const sent = sqlite.prepare('UPDATE outbox SET sent_at = ?, locked_until = NULL, last_error = NULL WHERE id = ?');
  const failed = sqlite.prepare(
    'UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, locked_until = NULL WHERE id = ?',
  );
  const pendingStmt = sqlite.prepare<[number], number>('SELECT count(*) FROM outbox WHERE sent_at IS NULL AND attempts < ?').pluck();
  return {
    claim(now, leaseMs, maxAttempts) {
      return claimStmt.get(now + leaseMs, now, maxAttempts, now) ?? null;
    },
    markSent(id, now) {
      sent.run(now, id);
    },
    markFailed(id, error, nextAttemptAt) {
      failed.run(error.slice(0, 500), nextAttemptAt, id);
    },
    pending(maxAttempts) {
      return pendingStmt.get(maxAttempts) as number;
    },
  };
}
