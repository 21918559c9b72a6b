/**
 * The audit log of admin actions. appendAudit is synchronous: call it inside the transaction of the
 * change, so an action and its entry commit together. The table refuses UPDATE and DELETE (triggers).
 */
import type Database from 'better-sqlite3';
import type { Db } from '../db/client.js';
import type { SqlRunner } from '../db/database.js';
import { run, type Tx } from '../db/portable.js';
import type { AuditEntry } from '../types.js';

export interface Actor {
  id: number;
  name: string;
}

export interface AuditWrite {
  action: string;
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
}

const statements = new WeakMap<Database.Database, Database.Statement>();

/** The audit row's INSERT, with the values of auditValues (either database). */
export const AUDIT_INSERT = `INSERT INTO audit_log (at, actor_id, actor_name, action, target_type, target_id, before_json, after_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

/** The audit entry as a step of a transaction written once for both databases (db/portable.ts). */
export function* audit(actor: Actor, entry: AuditWrite, now: number): Tx<number> {
  return yield* run(AUDIT_INSERT, auditValues(actor, entry, now));
}

export function appendAudit(db: Db, actor: Actor, entry: AuditWrite, now = Date.now()): void {
  const sqlite = db.$client;
  let insert = statements.get(sqlite);
  if (!insert) {
    insert = sqlite.prepare(AUDIT_INSERT);
    statements.set(sqlite, insert);
  }
  insert.run(...auditValues(actor, entry, now));
}

/** The values of an audit_log row, in the INSERT's column order (either database). */
export function auditValues(actor: Actor, entry: AuditWrite, now: number) {
  return [
    now,
    actor.id,
    actor.name,
    entry.action,
    entry.targetType,
    entry.targetId === null ? null : String(entry.targetId),
    entry.before === undefined ? null : JSON.stringify(entry.before),
    entry.after === undefined ? null : JSON.stringify(entry.after),
  ];
}

export interface AuditQuery {
  action?: string;
  actorId?: number;
  targetType?: string;
  targetId?: string;
  limit: number;
  offset: number;
}

export interface AuditRepository {
  list(query: AuditQuery): Promise<{ rows: AuditEntry[]; total: number }>;
}

export interface AuditRow {
  id: number;
  at: number;
  actor_id: number | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before_json: string | null;
  after_json: string | null;
}

export const toAuditEntry = (r: AuditRow): AuditEntry => ({
  _id: String(r.id),
  time: r.at,
  actorId: r.actor_id === null ? null : String(r.actor_id),
  actorName: r.actor_name,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  before: r.before_json === null ? null : JSON.parse(r.before_json),
  after: r.after_json === null ? null : JSON.parse(r.after_json),
});

/** The audit log's reads: portable SQL, the same on either database (`sql`: sqlRunner of the database). */
export function createAuditRepository(sql: SqlRunner): AuditRepository {
  return {
    async list({ action, actorId, targetType, targetId, limit, offset }) {
      const where: string[] = [];
      const params: (string | number)[] = [];
      if (action) (where.push('action = ?'), params.push(action));
      if (actorId !== undefined) (where.push('actor_id = ?'), params.push(actorId));
      if (targetType) (where.push('target_type = ?'), params.push(targetType));
      if (targetId) (where.push('target_id = ?'), params.push(targetId));
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const rows = await sql.all<AuditRow>(`SELECT * FROM audit_log ${clause} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`, [...params, limit, offset]);
      const total = (await sql.value<number>(`SELECT count(*) FROM audit_log ${clause}`, params))!;
      return { rows: rows.map(toAuditEntry), total };
    },
  };
}
