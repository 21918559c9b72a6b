/** The audit log on PostgreSQL (see log.ts): appendAuditPg runs inside the change's transaction. */
import type { PgQ } from '../db/pg/client.js';
import { auditValues, type Actor, type AuditWrite } from './log.js';

export async function appendAuditPg(q: PgQ, actor: Actor, entry: AuditWrite, now = Date.now()): Promise<void> {
  await q.run(
    `INSERT INTO audit_log (at, actor_id, actor_name, action, target_type, target_id, before_json, after_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    auditValues(actor, entry, now),
  );
}
