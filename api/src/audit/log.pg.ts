/** The audit log on PostgreSQL (see log.ts): appendAuditPg runs inside the change's transaction. */
import type { PgDb, PgQ } from '../db/pg/client.js';
import { toAuditEntry, type Actor, type AuditRepository, type AuditRow, type AuditWrite } from './log.js';

export async function appendAuditPg(q: PgQ, actor: Actor, entry: AuditWrite, now = Date.now()): Promise<void> {
  await q.run(
    `INSERT INTO audit_log (at, actor_id, actor_name, action, target_type, target_id, before_json, after_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      now,
      actor.id,
      actor.name,
      entry.action,
      entry.targetType,
      entry.targetId === null ? null : String(entry.targetId),
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}

export function createPgAuditRepository(db: PgDb): AuditRepository {
  return {
    async list({ action, actorId, targetType, targetId, limit, offset }) {
      const where: string[] = [];
      const params: (string | number)[] = [];
      if (action) (where.push('action = ?'), params.push(action));
      if (actorId !== undefined) (where.push('actor_id = ?'), params.push(actorId));
      if (targetType) (where.push('target_type = ?'), params.push(targetType));
      if (targetId) (where.push('target_id = ?'), params.push(targetId));
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const rows = await db.all<AuditRow>(`SELECT * FROM audit_log ${clause} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`, [...params, limit, offset]);
      const total = (await db.value<number>(`SELECT count(*) FROM audit_log ${clause}`, params))!;
      return { rows: rows.map(toAuditEntry), total };
    },
  };
}
