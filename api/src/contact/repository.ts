import type { Db } from '../db/client.js';
import { newestFirstPage } from '../db/paging.js';
import type { Page } from '../lib/schemas.js';
import { contactMessages } from '../db/schema.js';
import type { ContactMessage } from '../types.js';

export interface ContactRepository {
  create(input: { name: string; phone: string; email: string; subject: string; message: string; time?: number }): Promise<ContactMessage>;
  /** Newest first, one page, and how many there are. */
  list(page: Page): Promise<{ rows: ContactMessage[]; total: number }>;
}

type Row = typeof contactMessages.$inferSelect;
export const toMessage = (r: Row): ContactMessage => ({
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
    async list(page) {
      return newestFirstPage(db, contactMessages, page, toMessage);
    },
  };
}
