import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { volunteers } from '../db/schema.js';
import type { Volunteer } from '../types.js';

export interface NewVolunteer {
  userId: number | null;
  name: string;
  email: string;
  phone: string;
  location: string;
  profession: string;
  image: string;
  time?: number;
}

export interface VolunteerRepository {
  /** Newest first. Public fields only (no email, no phone). */
  list(limit: number): Promise<Volunteer[]>;
  /** Returns null when the email already signed up. */
  create(input: NewVolunteer): Promise<Volunteer | null>;
}

type Row = typeof volunteers.$inferSelect;
const toVolunteer = (r: Row): Volunteer => ({
  _id: String(r.id),
  name: r.name,
  image: r.image,
  profession: r.profession,
  location: r.location,
});

export function createVolunteerRepository(db: Db): VolunteerRepository {
  return {
    async list(limit) {
      return db.select().from(volunteers).orderBy(desc(volunteers.createdAt), desc(volunteers.id)).limit(limit).all().map(toVolunteer);
    },
    async create(input) {
      try {
        const { time, ...rest } = input;
        const r = db
          .insert(volunteers)
          .values({ ...rest, createdAt: time ?? Date.now() })
          .returning()
          .get();
        return toVolunteer(r);
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },
  };
}
