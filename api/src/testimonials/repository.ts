import { appendAudit, type Actor } from '../audit/log.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { newestFirstPage } from '../db/paging.js';
import { testimonials } from '../db/schema.js';
import type { Page } from '../lib/schemas.js';
import type { Testimonial } from '../types.js';

export interface TestimonialRepository {
  /** Newest first, one page, and how many there are. */
  list(page: Page): Promise<{ rows: Testimonial[]; total: number }>;
  create(input: { userId: number | null; title: string; testimonial: string; name: string; email: string; time?: number }): Promise<Testimonial>;
  /** The author's account id (null when none), or undefined when there is no such testimonial. */
  authorOf(id: number): Promise<number | null | undefined>;
  delete(id: number, actor?: Actor): Promise<boolean>;
}

type Row = typeof testimonials.$inferSelect;
export const toTestimonial = (r: Row): Testimonial => ({
  _id: String(r.id),
  userId: r.userId === null ? null : String(r.userId),
  title: r.title,
  testimonial: r.testimonial,
  name: r.name,
  time: r.createdAt,
});

export function createTestimonialRepository(db: Db): TestimonialRepository {
  return {
    async list(page) {
      return newestFirstPage(db, testimonials, page, toTestimonial);
    },
    async create(input) {
      const r = db
        .insert(testimonials)
        .values({
          userId: input.userId,
          title: input.title,
          testimonial: input.testimonial,
          name: input.name,
          email: input.email,
          createdAt: input.time ?? Date.now(),
        })
        .returning()
        .get();
      return toTestimonial(r);
    },
    async authorOf(id) {
      const r = db.select({ userId: testimonials.userId }).from(testimonials).where(eq(testimonials.id, id)).get();
      return r ? r.userId : undefined;
    },
    async delete(id, actor) {
      return db.$client.transaction(() => {
        const before = db.select().from(testimonials).where(eq(testimonials.id, id)).get();
        if (!before) return false;
        db.delete(testimonials).where(eq(testimonials.id, id)).run();
        if (actor) appendAudit(db, actor, { action: 'testimonial.delete', targetType: 'testimonial', targetId: id, before, after: null });
        return true;
      }).immediate();
    },
  };
}
