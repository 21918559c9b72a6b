/** Comments, testimonials, volunteers and contact messages on PostgreSQL: the same behaviour as their repository.ts. */
import { appendAuditPg } from '../audit/log.pg.js';
import type { PgDb } from '../db/pg/client.js';
import { newestFirstPagePg } from '../db/pg/paging.js';
import type { comments } from '../db/schema.js';
import { toComment, type CommentRepository } from './repository.js';

type Row = typeof comments.$inferSelect;
const COLUMNS = 'id, user_id AS "userId", name, comment, created_at AS "createdAt"';

export function createPgCommentRepository(db: PgDb): CommentRepository {
  return {
    async list(page) {
      return newestFirstPagePg(db, 'comments', COLUMNS, page, toComment);
    },
    async create(input) {
      const r = await db.get<Row>(`INSERT INTO comments (user_id, name, comment, created_at) VALUES (?, ?, ?, ?) RETURNING ${COLUMNS}`, [
        input.userId,
        input.name,
        input.comment,
        input.time ?? Date.now(),
      ]);
      return toComment(r!);
    },
    async findById(id) {
      const r = await db.get<Row>(`SELECT ${COLUMNS} FROM comments WHERE id = ?`, [id]);
      return r ? toComment(r) : null;
    },
    async delete(id, actor) {
      return db.tx(
        async (q) => {
          const before = await q.get<Row>(`SELECT ${COLUMNS} FROM comments WHERE id = ?`, [id]);
          if (!before) return false;
          await q.run('DELETE FROM comments WHERE id = ?', [id]);
          if (actor) await appendAuditPg(q, actor, { action: 'comment.delete', targetType: 'comment', targetId: id, before, after: null });
          return true;
        },
        { lock: true },
      );
    },
  };
}
