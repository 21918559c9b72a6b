/**
 * Where uploaded pictures are kept. The API serves them under /assets/uploads/ (immutable: a name
 * is the hash of its picture and width, so the same name always holds the same bytes).
 *
 * Today: a folder on the API's disk (UPLOAD_DIR). With several API replicas, or to serve pictures
 * from a CDN, another ImageStore replaces it: put() writes the object (PutObject with
 * `Content-Type: image/webp` and `Cache-Control: public, max-age=31536000, immutable`), has()
 * asks for it (HeadObject), and /assets/uploads/ is served from the bucket (the CDN in front of
 * the API routes that path to it, or PUBLIC_URL points at it); list() is ListObjectsV2 and remove()
 * DeleteObject.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface ImageStore {
  /** Saves the bytes under the name, whole or not at all. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** Whether a picture of that name is kept. */
  has(name: string): Promise<boolean>;
  /** Every kept picture, with when it was last written (the sweep of unused pictures, sweep.ts). */
  list(): AsyncIterable<{ name: string; modifiedMs: number }>;
  /** Deletes the picture (nothing if it is already gone). */
  remove(name: string): Promise<void>;
}

/** Names the store accepts: `<24 hex>-<width>.webp`. Nothing else can reach the disk. */
export const UPLOAD_NAME = /^[0-9a-f]{24}-[1-9][0-9]{1,3}\.webp$/;

/** The URL path of a stored picture. */
export const UPLOADS_PREFIX = '/assets/uploads/';

/** A half-written picture (`<name>.<uuid>.tmp`) left by a process that stopped while writing. */
const LEFT_OVER = new RegExp(`^${UPLOAD_NAME.source.slice(1, -1)}\\.[0-9a-f-]{36}\\.tmp$`);

export function localImageStore(dir: string): ImageStore {
  fs.mkdirSync(dir, { recursive: true });
  // Half-written pictures older than an hour (no write takes that long) are removed at start.
  for (const name of fs.readdirSync(dir)) {
    if (!LEFT_OVER.test(name)) continue;
    const file = path.join(dir, name);
    try {
      if (Date.now() - fs.statSync(file).mtimeMs > 3_600_000) fs.rmSync(file, { force: true });
    } catch {
      // gone meanwhile
    }
  }
  const fileOf = (name: string) => {
    if (!UPLOAD_NAME.test(name)) throw new Error(`not an upload name: ${name}`);
    return path.join(dir, name);
  };
  return {
    async put(name, bytes) {
      const file = fileOf(name);
      // Written beside, then renamed: a reader never sees half a picture, and two uploads of the
      // same picture at once each rename a whole copy of the same bytes.
      const tmp = `${file}.${crypto.randomUUID()}.tmp`;
      await fs.promises.writeFile(tmp, bytes, { mode: 0o644 });
      await fs.promises.rename(tmp, file);
    },
    async *list() {
      for (const name of await fs.promises.readdir(dir)) {
        if (!UPLOAD_NAME.test(name)) continue;
        try {
          const stat = await fs.promises.stat(path.join(dir, name));
          if (stat.isFile()) yield { name, modifiedMs: stat.mtimeMs };
        } catch {
          // removed meanwhile
        }
      }
    },
    async remove(name) {
      await fs.promises.rm(fileOf(name), { force: true });
    },
    async has(name) {
      if (!UPLOAD_NAME.test(name)) return false;
      try {
        return (await fs.promises.stat(path.join(dir, name))).isFile();
      } catch {
        return false;
      }
    },
  };
}
