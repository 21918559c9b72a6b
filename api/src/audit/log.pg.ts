/** The audit log on PostgreSQL (see log.ts): appendAuditPg runs inside the change's transaction. */
import type { PgQ } from '../db/pg/client.js';
import { AUDIT_INSERT, auditValues, type Actor, type AuditWrite } from './log.js';

export async function appendAuditPg(q: PgQ, actor: Actor, entry: AuditWrite, now = Date.now()): Promise<void> {
  await q.run(AUDIT_INSERT, auditValues(actor, entry, now));
}
