/**
 * Pictures nobody uses are deleted. Anyone signed in may upload (a profile's or a volunteer entry's
 * picture), and the picture is public at once, before any form names it: without a sweep an account
 * could fill the disk or keep pictures of its choosing on our address. A picture (all its widths) is
 * removed once no row names it (campaigns, their updates, the campaign snapshot of gifts, profiles,
 * volunteer entries) and its file is older than the grace period (UPLOAD_ORPHAN_HOURS):
 * a person filling in a form keeps the picture they just uploaded.
 *
 * A form sent after its picture's grace period, while a sweep runs, can name a picture the sweep
 * then removes; with hours of grace that takes a form kept open that long, and the next save of that
 * form says the picture is gone (checkImage) so it can be uploaded again.
 */
import type { SqlRunner } from '../db/database.js';
import { UPLOAD_NAME, UPLOADS_PREFIX, type ImageStore } from './store.js';

/** Every column that may name an uploaded picture (as `/assets/uploads/<name>`). */
const IMAGE_COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['campaigns', 'image'],
  ['campaign_updates', 'image'],
  ['donations', 'campaign_image'],
  ['users', 'image'],
  ['volunteers', 'image'],
];

const REFERENCED = IMAGE_COLUMNS.map(([table, column]) => `SELECT DISTINCT ${column} AS image FROM ${table} WHERE ${column} LIKE '${UPLOADS_PREFIX}%'`).join('\nUNION\n');

/** A stored name's picture: `<24 hex>-<width>.webp` → the 24 hex digits, shared by its widths. */
export const pictureOf = (name: string): string | null => (UPLOAD_NAME.test(name) ? name.slice(0, 24) : null);

/** The pictures the database names (their 24-hex ids). */
export async function referencedPictures(sql: SqlRunner): Promise<Set<string>> {
  const rows = await sql.all<{ image: string }>(REFERENCED);
  const ids = new Set<string>();
  for (const { image } of rows) {
    const id = pictureOf(image.slice(UPLOADS_PREFIX.length));
    if (id) ids.add(id);
  }
  return ids;
}

export interface SweepResult {
  /** Files removed (each width is a file). */
  removed: number;
  /** Files kept: named by a row, or within the grace period. */
  kept: number;
}

/**
 * Removes the files of pictures no row names, once older than `graceMs`. The references are read
 * after the listing, so a picture named while the sweep lists is kept.
 */
export async function sweepUploads(store: ImageStore, sql: SqlRunner, graceMs: number, now = Date.now()): Promise<SweepResult> {
  const old: string[] = [];
  let kept = 0;
  for await (const file of store.list()) {
    if (now - file.modifiedMs >= graceMs && pictureOf(file.name)) old.push(file.name);
    else kept++;
  }
  if (old.length === 0) return { removed: 0, kept };
  const used = await referencedPictures(sql);
  let removed = 0;
  for (const name of old) {
    if (used.has(pictureOf(name)!)) {
      kept++;
      continue;
    }
    await store.remove(name);
    removed++;
  }
  return { removed, kept };
}
