import { Type } from 'typebox';
import { LIMITS } from '../rules.js';
import { Nullable, Text } from '../lib/schemas.js';

/** Public: no email address. */
export const TestimonialSchema = Type.Object({
  _id: Type.String(),
  userId: Nullable(Type.String()),
  title: Type.String(),
  testimonial: Type.String(),
  name: Type.String(),
  time: Type.Number(),
});

/** name/email may be sent; they are ignored (the author comes from the token). */
export const CreateTestimonialBody = Type.Object({ title: Text(LIMITS.testimonialTitle), testimonial: Text(LIMITS.testimonial) });
