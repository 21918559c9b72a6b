import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { contactMessages } from '../db/schema.js';
import type { ContactMessage } from '../types.js';

export interface ContactRepository {
  create(input: { name: string; phone: string; email: string; subject: string; message: string; time?: number }): Promise<ContactMessage>;
  /** Newest first. */
  list(limit: number): Promise<ContactMessage[]>;
}

type Row = typeof contactMessages.$inferSelect;
const toMessage = (r: Row): ContactMessage => ({
  _id: String(r.id),
  name: r.name,
  phone: r.phone,
  email: r.email,
  subject: r.subject,
  message: r.message,
  time: r.createdAt,
});

export function createContactRepository(db: Db): ContactRepository {
  return {
    async create(input) {
      const { time, ...rest } = input;
      return toMessage(
        db
          .insert(contactMessages)
          .values({ ...rest, createdAt: time ?? Date.now() })
          .returning()
          .get(),
      );
    },
    async list(limit) {
      return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit).all().map(toMessage);
    },
  };
}
