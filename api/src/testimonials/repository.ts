import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { testimonials } from '../db/schema.js';
import type { Testimonial } from '../types.js';

export interface TestimonialRepository {
  /** Newest first. */
  list(limit: number): Promise<Testimonial[]>;
  create(input: { userId: number | null; title: string; testimonial: string; name: string; email: string; time?: number }): Promise<Testimonial>;
}

type Row = typeof testimonials.$inferSelect;
const toTestimonial = (r: Row): Testimonial => ({
  _id: String(r.id),
  title: r.title,
  testimonial: r.testimonial,
  name: r.name,
  email: r.email,
  time: r.createdAt,
});

export function createTestimonialRepository(db: Db): TestimonialRepository {
  return {
    async list(limit) {
      return db.select().from(testimonials).orderBy(desc(testimonials.createdAt), desc(testimonials.id)).limit(limit).all().map(toTestimonial);
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
  };
}
