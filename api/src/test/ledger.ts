/** The public ledger as a test reads it: every entry through GET /ledger, and `npm run ledger:verify` on the test's database. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ChainedEntry } from '../ledger/chain.js';
import { API_ROOT } from '../paths.js';
import { call, type TestApp } from './helpers.js';

const run = promisify(execFile);

/** Every entry of the ledger, read page by page as the /transparency page reads it. */
export async function allEntries(t: TestApp): Promise<ChainedEntry[]> {
  const out: ChainedEntry[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = (await call(t.app, 'GET', `/ledger?limit=100&offset=${offset}`)).json;
    out.push(...page.data);
    if (out.length >= page.total) return out;
  }
}

/** `npm run ledger:verify` on the test app's database (SQLite file or PostgreSQL): its exit code and what it printed. */
export async function verifyCli(t: TestApp): Promise<{ code: number; out: string }> {
  const target = t.config.postgres ? ['--url', t.config.postgres.url] : ['--db', t.config.databasePath];
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src/ledger/verify-cli.ts'), ...target], { cwd: API_ROOT });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, out: e.stderr };
  }
}
