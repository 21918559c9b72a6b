import { appendAudit, type Actor } from '../audit/log.js';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { newestFirstPage } from '../db/paging.js';
import { volunteers } from '../db/schema.js';
import type { Page } from '../lib/schemas.js';
import type { MyVolunteer, Volunteer } from '../types.js';

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

export type VolunteerUpdate = Pick<NewVolunteer, 'phone' | 'location' | 'profession' | 'image'>;

export interface VolunteerRepository {
  /** Newest first, one page, and how many there are. Public fields only (no email, no phone). */
  list(page: Page): Promise<{ rows: Volunteer[]; total: number }>;
  /** Returns null when the email already signed up. */
  create(input: NewVolunteer): Promise<Volunteer | null>;
  /**
   * An account's sign-up over the guest entry (no user id) with its email: in one transaction that entry is
   * removed (audited as volunteer.delete by `actor`, the whole row as `before`) and the account's entry made.
   * Null when there is no guest entry with that email.
   */
  replaceGuestEntry(input: NewVolunteer & { userId: number }, actor: Actor): Promise<Volunteer | null>;
  /** An id such as the next new entry gets (a guest's repeated sign-up is answered with it; nothing is written). */
  unusedId(): Promise<string>;
  /** The entry of an account (with phone), or null. */
  findByUser(userId: number): Promise<MyVolunteer | null>;
  /** The account that owns an entry with this email (null: a guest's), or undefined when there is none. */
  ownerOfEmail(email: string): Promise<number | null | undefined>;
  updateByUser(userId: number, patch: VolunteerUpdate, now?: number): Promise<MyVolunteer | null>;
  /** The owner's account id (null for a guest's entry), or undefined when there is no such entry. */
  ownerOf(id: number): Promise<number | null | undefined>;
  delete(id: number, actor?: Actor): Promise<boolean>;
}

export type VolunteerRow = typeof volunteers.$inferSelect;
type Row = VolunteerRow;
export const toVolunteer = (r: Row): Volunteer => ({
  _id: String(r.id),
  name: r.name,
  image: r.image,
  profession: r.profession,
  location: r.location,
});
export const toMine = (r: Row): MyVolunteer => ({ ...toVolunteer(r), phone: r.phone });

export function createVolunteerRepository(db: Db): VolunteerRepository {
  return {
    async list(page) {
      return newestFirstPage(db, volunteers, page, toVolunteer);
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
    async replaceGuestEntry(input, actor) {
      const { time, ...rest } = input;
      return db.$client.transaction(() => {
        const before = db.select().from(volunteers).where(and(eq(volunteers.email, input.email), isNull(volunteers.userId))).get();
        if (!before) return null;
        db.delete(volunteers).where(eq(volunteers.id, before.id)).run();
        appendAudit(db, actor, { action: 'volunteer.delete', targetType: 'volunteer', targetId: before.id, before, after: null });
        return toVolunteer(db.insert(volunteers).values({ ...rest, createdAt: time ?? Date.now() }).returning().get());
      }).immediate();
    },
    async unusedId() {
      // AUTOINCREMENT: ids are never reused, and the next is one past the highest ever given.
      const seq = db.$client.prepare<[], number>("SELECT seq FROM sqlite_sequence WHERE name = 'volunteers'").pluck().get();
      return String((seq ?? 0) + 1);
    },
    async findByUser(userId) {
      const r = db.select().from(volunteers).where(eq(volunteers.userId, userId)).get();
      return r ? toMine(r) : null;
    },
    async ownerOfEmail(email) {
      const r = db.select({ userId: volunteers.userId }).from(volunteers).where(eq(volunteers.email, email)).get();
      return r ? r.userId : undefined;
    },
    async updateByUser(userId, patch, now = Date.now()) {
      const r = db
        .update(volunteers)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(volunteers.userId, userId)))
        .returning()
        .get();
      return r ? toMine(r) : null;
    },
    async ownerOf(id) {
      const r = db.select({ userId: volunteers.userId }).from(volunteers).where(eq(volunteers.id, id)).get();
      return r ? r.userId : undefined;
    },
    async delete(id, actor) {
      return db.$client.transaction(() => {
        const before = db.select().from(volunteers).where(eq(volunteers.id, id)).get();
        if (!before) return false;
        db.delete(volunteers).where(eq(volunteers.id, id)).run();
        if (actor) appendAudit(db, actor, { action: 'volunteer.delete', targetType: 'volunteer', targetId: id, before, after: null });
        return true;
      }).immediate();
    },
  };
}
