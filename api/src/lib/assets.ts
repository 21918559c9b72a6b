import fs from 'node:fs';
import path from 'node:path';
import { ASSETS_DIR } from '../paths.js';
import { badRequest } from './errors.js';

/**
 * Images are http(s) URLs (checked by the schema) or paths under /assets/ that this API serves:
 * those must name an existing file. Returns the value for chaining.
 */
export function checkImage(value: string, field: string): string {
  if (!value.startsWith('/assets/')) return value;
  const file = path.resolve(ASSETS_DIR, '.' + value.slice('/assets'.length));
  if (!file.startsWith(ASSETS_DIR + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    throw badRequest(`${field} ${value} is not an image served by this API`);
  }
  return value;
}
