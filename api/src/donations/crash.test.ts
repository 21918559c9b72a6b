/**
 * Crash safety: a child process writes donations in a loop and is SIGKILLed mid-way.
 * The database must pass PRAGMA integrity_check and every total must equal its rows.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../paths.js';
import { recentDonorsDrift } from '../test/helpers.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-crash-'));
const file = path.join(dir, 'crash.db');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function runAndKill(afterWrites: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src/test/crash-writer.ts'), file], {
      cwd: API_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let killedAt = 0;
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', (d: Buffer) => {
      const m = /progress (\d+)/g;
      let last = 0;
      for (const match of d.toString().matchAll(m)) last = Number(match[1]);
      if (!killedAt && last >= afterWrites) {
        killedAt = last;
        child.kill('SIGKILL');
      }
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(killedAt);
      else reject(new Error(`writer exited with ${code}: ${stderr}`));
    });
  });
}

function check() {
  const db = new Database(file);
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    const drift = db
      .prepare(
        `SELECT count(*) FROM campaigns c
         WHERE c.raised_poisha != (SELECT coalesce(sum(amount_poisha), 0) FROM donations d WHERE d.campaign_id = c.id)
            OR c.donor_count != (SELECT count(*) FROM donations d WHERE d.campaign_id = c.id)`,
      )
      .pluck()
      .get();
    const donorDrift = db
      .prepare(
        `SELECT count(*) FROM donor_totals t
         WHERE t.total_poisha != (SELECT sum(amount_poisha) FROM donations d WHERE d.donor_key = t.donor_key AND d.anonymous = t.anonymous)`,
      )
      .pluck()
      .get();
    const rows = db.prepare('SELECT count(*) FROM donations').pluck().get() as number;
    const fk = db.pragma('foreign_key_check') as unknown[];
    return { integrity, drift: (drift as number) + recentDonorsDrift(db), donorDrift, rows, fk: fk.length };
  } finally {
    db.close();
  }
}

describe('crash safety', () => {
  it('survives SIGKILL in the middle of donation writes, twice', async () => {
    const first = await runAndKill(600);
    expect(first).toBeGreaterThanOrEqual(600);
    const a = check();
    expect(a).toEqual({ integrity: 'ok', drift: 0, donorDrift: 0, rows: expect.any(Number), fk: 0 });
    expect(a.rows).toBeGreaterThanOrEqual(first);

    await runAndKill(a.rows + 400);
    const b = check();
    expect(b).toEqual({ integrity: 'ok', drift: 0, donorDrift: 0, rows: expect.any(Number), fk: 0 });
    expect(b.rows).toBeGreaterThan(a.rows);
  }, 60_000);
});
