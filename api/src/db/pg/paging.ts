import type { Page } from '../../lib/schemas.js';
import type { PgQ } from './client.js';

/**
 * One page of a table, newest first (created_at, then id), and how many rows it has (see ../paging.ts).
 * `columns` names the columns as the caller's row type has them.
 */
export async function newestFirstPagePg<R, T>(q: PgQ, table: string, columns: string, page: Page, map: (row: R) => T): Promise<{ rows: T[]; total: number }> {
  const rows = await q.all<R>(`SELECT ${columns} FROM ${table} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, [page.limit, page.offset]);
  let total = rows.length;
  if (page.offset !== 0 || rows.length >= page.limit) total = (await q.value<number>(`SELECT count(*) FROM ${table}`))!;
  return { rows: rows.map(map), total };
}
