import { Type } from 'typebox';
import { LIMITS } from '../rules.js';
import { testimonialColumns as c } from '../db/row-schemas.js';
import { Nullable, Text } from '../lib/schemas.js';

/**
 * A testimonials row as answered (public: no email address): id → `_id` and user_id → `userId` as text, created_at → `time`.
 */
export const TestimonialSchema = Type.Object({
  _id: Type.String(),
  userId: Nullable(Type.String(), { description: 'The author\'s account (null for seeded or deleted ones), to offer "delete own".' }),
  title: c.title,
  testimonial: c.testimonial,
  name: c.name,
  time: c.createdAt,
});

/** POST /create-testimonials body: name/email may be sent; they are ignored (the author comes from the token). */
export const CreateTestimonialBody = Type.Object({ title: Text(LIMITS.testimonialTitle), testimonial: Text(LIMITS.testimonial) });
