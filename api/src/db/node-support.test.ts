import { describe, expect, it } from 'vitest';
import { openDb } from './client.js';
import { sqliteNodeProblem } from './node-support.js';

describe('Node.js releases that cannot run the embedded SQLite database', () => {
  it('names 24.19 to 24.21, and no other release', () => {
    for (const bad of ['24.19.0', '24.20.0', '24.21.0', '24.21.9', 'v24.20.1']) expect(sqliteNodeProblem(bad), bad).toMatch(/24\.22\.1 or newer/);
    for (const good of ['20.20.2', '22.23.5', '24.18.1', '24.22.1', '24.22.3', '25.0.0', '26.12.1']) expect(sqliteNodeProblem(good), good).toBeUndefined();
  });

  it('says which release and what to use instead', () => {
    expect(sqliteNodeProblem('24.20.0')).toBe(
      'Node.js 24.20.0 cannot run the embedded SQLite database: from 24.19 to 24.21 Node aborts the process when it frees a SQLite statement (nodejs/node#65446). Use Node.js 22, or 24.22.1 or newer (or PostgreSQL: DATABASE_URL).',
    );
  });

  it('the database refuses to open under such a release, with that message, and opens under this one', () => {
    expect(() => openDb(':memory:', { nodeVersion: '24.21.0' })).toThrow(/Node\.js 24\.21\.0 cannot run the embedded SQLite database/);
    const db = openDb(':memory:');
    expect(db.$client.open).toBe(true);
    db.$client.close();
  });
});
