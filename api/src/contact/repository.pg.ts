/** Contact messages on PostgreSQL: the same behaviour as repository.ts. */
import type { PgDb } from '../db/pg/client.js';
import { newestFirstPagePg } from '../db/pg/paging.js';
import type { contactMessages } from '../db/schema.js';
import { toMessage, type ContactRepository } from './repository.js';

type Row = typeof contactMessages.$inferSelect;
const COLUMNS = 'id, name, phone, email, subject, message, created_at AS "createdAt"';

export function createPgContactRepository(db: PgDb): ContactRepository {
  return {
    async create(input) {
      const r = await db.get<Row>(`INSERT INTO contact_messages (name, phone, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`, [
        input.name,
        input.phone,
        input.email,
        input.subject,
        input.message,
        input.time ?? Date.now(),
      ]);
      return toMessage(r!);
    },
    async list(page) {
      return newestFirstPagePg(db, 'contact_messages', COLUMNS, page, toMessage);
    },
  };
}
