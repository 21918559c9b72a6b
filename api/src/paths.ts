import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The api/ package folder, found the same way from src/ (tsx, vitest) and from dist/ (node). */
export const API_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
export const REPO_ROOT = path.resolve(API_ROOT, '..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
export const PG_MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle-pg');
export const ASSETS_DIR = path.join(API_ROOT, 'assets');
