/** The migration that fills the managed list of causes on an existing database (either dialect's file). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, PG_MIGRATIONS_DIR } from '../paths.js';
import { CAUSES } from '../types.js';
import { DIALECT, useTestApp } from '../test/helpers.js';

const t = useTestApp();
const dir = DIALECT === 'pg' ? PG_MIGRATIONS_DIR : MIGRATIONS_DIR;
const statements = fs
  .readFileSync(path.join(dir, fs.readdirSync(dir).find((f) => /^\d{4}_seed_causes\.sql$/.test(f))!), 'utf8')
  .split('--> statement-breakpoint');
const seedCauses = async () => {
  for (const sql of statements) await t.app.sql.run(sql);
};
const names = async () => (await t.app.sql.all<{ name: string }>('SELECT name FROM causes ORDER BY id')).map((r) => r.name);

describe('seeding the causes (migration)', () => {
  it("a fresh database has the spec's five", async () => {
    expect(await names()).toEqual([...CAUSES]);
  });

  it('an existing database gets the five and every other category its campaigns already have, once, whatever the casing', async () => {
    await t.app.sql.run('DELETE FROM causes');
    await t.app.sql.run("UPDATE campaigns SET category = 'winter clothes' WHERE id = (SELECT min(id) FROM campaigns)");
    const last = await t.app.sql.value<number>('SELECT max(id) FROM campaigns');
    await t.app.sql.run("UPDATE campaigns SET category = 'FLOOD' WHERE id = ?", [last]);
    await seedCauses();
    expect(await names()).toEqual([...CAUSES, 'winter clothes']);
    await seedCauses(); // again: nothing new
    expect(await names()).toEqual([...CAUSES, 'winter clothes']);
    // Categories are the causes' names exactly.
    expect(await t.app.sql.value('SELECT category FROM campaigns WHERE id = ?', [last])).toBe('Flood');
    expect(await t.app.sql.value('SELECT count(*) FROM campaigns WHERE category NOT IN (SELECT name FROM causes)')).toBe(0);
  });
});
