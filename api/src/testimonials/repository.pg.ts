/** Testimonials on PostgreSQL: the same behaviour as repository.ts. */
import { appendAuditPg } from '../audit/log.pg.js';
import type { PgDb } from '../db/pg/client.js';
import { newestFirstPagePg } from '../db/pg/paging.js';
import type { testimonials } from '../db/schema.js';
import { toTestimonial, type TestimonialRepository } from './repository.js';

type Row = typeof testimonials.$inferSelect;
const COLUMNS = 'id, user_id AS "userId", title, testimonial, name, email, created_at AS "createdAt"';

export function createPgTestimonialRepository(db: PgDb): TestimonialRepository {
  return {
    async list(page) {
      return newestFirstPagePg(db, 'testimonials', COLUMNS, page, toTestimonial);
    },
    async create(input) {
      const r = await db.get<Row>(
        `INSERT INTO testimonials (user_id, title, testimonial, name, email, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
        [input.userId, input.title, input.testimonial, input.name, input.email, input.time ?? Date.now()],
      );
      return toTestimonial(r!);
    },
    async authorOf(id) {
      const r = await db.get<{ user_id: number | null }>('SELECT user_id FROM testimonials WHERE id = ?', [id]);
      return r ? r.user_id : undefined;
    },
    async delete(id, actor) {
      return db.tx(
        async (q) => {
          const before = await q.get<Row>(`SELECT ${COLUMNS} FROM testimonials WHERE id = ?`, [id]);
          if (!before) return false;
          await q.run('DELETE FROM testimonials WHERE id = ?', [id]);
          if (actor) await appendAuditPg(q, actor, { action: 'testimonial.delete', targetType: 'testimonial', targetId: id, before, after: null });
          return true;
        },
        { lock: true },
      );
    },
  };
}
