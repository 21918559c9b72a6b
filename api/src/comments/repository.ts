import { appendAudit, type Actor } from '../audit/log.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { newestFirstPage } from '../db/paging.js';
import type { Page } from '../lib/schemas.js';
import { comments } from '../db/schema.js';
import type { Comment } from '../types.js';

export interface CommentRepository {
  /** Newest first, one page, and how many there are. */
  list(page: Page): Promise<{ rows: Comment[]; total: number }>;
  create(input: { userId: number; name: string; comment: string; time?: number }): Promise<Comment>;
  findById(id: number): Promise<Comment | null>;
  delete(id: number, actor?: Actor): Promise<boolean>;
}

type Row = typeof comments.$inferSelect;
export const toComment = (r: Row): Comment => ({ _id: String(r.id), userId: String(r.userId), name: r.name, comment: r.comment, time: r.createdAt });

export function createCommentRepository(db: Db): CommentRepository {
  return {
    async list(page) {
      return newestFirstPage(db, comments, page, toComment);
    },
    async create(input) {
      const r = db
        .insert(comments)
        .values({ userId: input.userId, name: input.name, comment: input.comment, createdAt: input.time ?? Date.now() })
        .returning()
        .get();
      return toComment(r);
    },
    async findById(id) {
      const r = db.select().from(comments).where(eq(comments.id, id)).get();
      return r ? toComment(r) : null;
    },
    async delete(id, actor) {
      return db.$client.transaction(() => {
        const before = db.select().from(comments).where(eq(comments.id, id)).get();
        if (!before) return false;
        db.delete(comments).where(eq(comments.id, id)).run();
        if (actor) appendAudit(db, actor, { action: 'comment.delete', targetType: 'comment', targetId: id, before, after: null });
        return true;
      }).immediate();
    },
  };
}
