import { count, desc, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Page } from '../lib/schemas.js';
import type { Db } from './client.js';

type NewestFirstTable = SQLiteTable & { id: SQLiteColumn; createdAt: SQLiteColumn; $inferSelect: unknown };

/**
 * One page of a table, newest first (created_at, then id), and the number of rows in it all (or
 * matching `where`). The count is skipped when the first page already holds everything.
 */
export function newestFirstPage<T extends NewestFirstTable, R>(
  db: Db,
  table: T,
  page: Page,
  map: (row: T['$inferSelect']) => R,
  where?: SQL,
): { rows: R[]; total: number } {
  const base = db.select().from(table as SQLiteTable);
  const filtered = where ? base.where(where) : base;
  const rows = filtered.orderBy(desc(table.createdAt), desc(table.id)).limit(page.limit).offset(page.offset).all() as T['$inferSelect'][];
  let total = rows.length;
  if (page.offset !== 0 || rows.length >= page.limit) {
    const c = db.select({ n: count() }).from(table as SQLiteTable);
    total = (where ? c.where(where) : c).get()!.n;
  }
  return { rows: rows.map(map), total };
}
