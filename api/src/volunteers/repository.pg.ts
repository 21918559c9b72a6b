/** Volunteers on PostgreSQL: the same behaviour as repository.ts. */
import { appendAuditPg } from '../audit/log.pg.js';
import { isUniqueViolation } from '../db/errors.js';
import type { PgDb } from '../db/pg/client.js';
import { newestFirstPagePg } from '../db/pg/paging.js';
import { toMine, toVolunteer, type VolunteerRepository, type VolunteerRow as Row } from './repository.js';

const COLUMNS = 'id, user_id AS "userId", name, email, phone, location, profession, image, created_at AS "createdAt", updated_at AS "updatedAt"';

export function createPgVolunteerRepository(db: PgDb): VolunteerRepository {
  return {
    async list(page) {
      return newestFirstPagePg(db, 'volunteers', COLUMNS, page, toVolunteer);
    },
    async create(input) {
      try {
        const r = await db.get<Row>(
          `INSERT INTO volunteers (user_id, name, email, phone, location, profession, image, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
          [input.userId, input.name, input.email, input.phone, input.location, input.profession, input.image, input.time ?? Date.now()],
        );
        return toVolunteer(r!);
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },
    async replaceGuestEntry(input, actor) {
      return db.tx(
        async (q) => {
          const before = await q.get<Row>(`SELECT ${COLUMNS} FROM volunteers WHERE email = ? AND user_id IS NULL`, [input.email]);
          if (!before) return null;
          await q.run('DELETE FROM volunteers WHERE id = ?', [before.id]);
          await appendAuditPg(q, actor, { action: 'volunteer.delete', targetType: 'volunteer', targetId: before.id, before, after: null });
          const r = await q.get<Row>(
            `INSERT INTO volunteers (user_id, name, email, phone, location, profession, image, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
            [input.userId, input.name, input.email, input.phone, input.location, input.profession, input.image, input.time ?? Date.now()],
          );
          return toVolunteer(r!);
        },
        { lock: true },
      );
    },
    async unusedId() {
      // Drawn from the ids' sequence, as the refused insert drew one: never given to an entry.
      return String(await db.value<number>("SELECT nextval(pg_get_serial_sequence('volunteers', 'id'))"));
    },
    async findByUser(userId) {
      const r = await db.get<Row>(`SELECT ${COLUMNS} FROM volunteers WHERE user_id = ? ORDER BY id LIMIT 1`, [userId]);
      return r ? toMine(r) : null;
    },
    async ownerOfEmail(email) {
      const r = await db.get<{ user_id: number | null }>('SELECT user_id FROM volunteers WHERE email = ?', [email]);
      return r ? r.user_id : undefined;
    },
    async updateByUser(userId, patch, now = Date.now()) {
      const r = await db.get<Row>(
        `UPDATE volunteers SET phone = ?, location = ?, profession = ?, image = ?, updated_at = ? WHERE user_id = ? RETURNING ${COLUMNS}`,
        [patch.phone, patch.location, patch.profession, patch.image, now, userId],
      );
      return r ? toMine(r) : null;
    },
    async ownerOf(id) {
      const r = await db.get<{ user_id: number | null }>('SELECT user_id FROM volunteers WHERE id = ?', [id]);
      return r ? r.user_id : undefined;
    },
    async delete(id, actor) {
      return db.tx(
        async (q) => {
          const before = await q.get<Row>(`SELECT ${COLUMNS} FROM volunteers WHERE id = ?`, [id]);
          if (!before) return false;
          await q.run('DELETE FROM volunteers WHERE id = ?', [id]);
          if (actor) await appendAuditPg(q, actor, { action: 'volunteer.delete', targetType: 'volunteer', targetId: id, before, after: null });
          return true;
        },
        { lock: true },
      );
    },
  };
}
