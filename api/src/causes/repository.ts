/**
 * The managed list of causes. campaigns.category holds a cause's name (so every campaign answer keeps its
 * shape); renaming a cause renames it on its campaigns in the same transaction. The logic is written once
 * (generators over portable SQL, see db/portable.ts) and run by either database's runner.
 */
import { audit, type Actor } from '../audit/log.js';
import type { Db } from '../db/client.js';
import { all, get, insertId, run, sqliteRunnerOf, type Runner, type Tx } from '../db/portable.js';
import { badRequest } from '../lib/errors.js';
import { NO_BUS, type ChangeBus } from '../live/bus.js';
import type { CauseRecord as Cause } from '../types.js';

export interface CausePatch {
  name?: string;
  retired?: boolean;
}

export interface CauseRepository {
  /** Every cause (retired ones too), by name. */
  list(): Promise<Cause[]>;
  /** The cause of that name in any casing (retired ones too), or null. */
  find(name: string): Promise<Cause | null>;
  /** 'duplicate' when a cause has that name in any casing. */
  create(name: string, actor: Actor): Promise<Cause | 'duplicate'>;
  /** null for an unknown id; 'duplicate' when another cause has the new name in any casing. */
  update(id: number, patch: CausePatch, actor: Actor): Promise<Cause | null | 'duplicate'>;
}

interface CauseRow {
  id: number;
  name: string;
  retired_at: number | null;
  campaign_count: number;
}

const SELECT = `SELECT id, name, retired_at, (SELECT count(*) FROM campaigns WHERE campaigns.category = causes.name) AS campaign_count FROM causes`;

const causeOf = (r: CauseRow): Cause => ({ id: r.id, name: r.name, retired: r.retired_at !== null, campaignCount: Number(r.campaign_count) });


function* listCauses(): Tx<Cause[]> {
  return (yield* all<CauseRow>(`${SELECT} ORDER BY lower(name), id`)).map(causeOf);
}

function* causeNamed(name: string, exceptId = 0): Tx<CauseRow | undefined> {
  return yield* get<CauseRow>(`${SELECT} WHERE lower(name) = lower(?) AND id <> ?`, [name.trim(), exceptId]);
}

function* causeById(id: number): Tx<CauseRow | undefined> {
  return yield* get<CauseRow>(`${SELECT} WHERE id = ?`, [id]);
}

/**
 * A campaign's category as its cause's canonical name (inside the campaign's transaction). It must be an
 * active cause; `current` (an edit) may stay as it is even when its cause was retired since.
 */
export function* causeForCampaign(value: string, current?: string): Tx<string> {
  const row = yield* causeNamed(value);
  if (row && (row.retired_at === null || (current !== undefined && row.name === current))) return row.name;
  const active = (yield* listCauses()).filter((c) => !c.retired).map((c) => c.name);
  const list = active.join(', ');
  throw row ? badRequest('field.categoryRetired', { name: row.name, active: list }) : badRequest('field.category', { active: list });
}

function* createCause(name: string, actor: Actor, now: number): Tx<Cause | 'duplicate'> {
  if (yield* causeNamed(name)) return 'duplicate';
  const id = yield* insertId('INSERT INTO causes (name, created_at) VALUES (?, ?)', [name, now]);
  const created = causeOf((yield* causeById(id))!);
  yield* audit(actor, { action: 'cause.create', targetType: 'cause', targetId: id, before: null, after: created }, now);
  return created;
}

function* updateCause(id: number, patch: CausePatch, actor: Actor, now: number): Tx<Cause | null | 'duplicate'> {
  const before = yield* causeById(id);
  if (!before) return null;
  if (patch.name !== undefined && patch.name !== before.name) {
    if (yield* causeNamed(patch.name, id)) return 'duplicate';
    yield* run('UPDATE causes SET name = ? WHERE id = ?', [patch.name, id]);
    // Campaigns keep the cause's name as their category: they follow the rename in this transaction.
    yield* run('UPDATE campaigns SET category = ?, updated_at = ? WHERE category = ?', [patch.name, now, before.name]);
  }
  if (patch.retired !== undefined && patch.retired !== (before.retired_at !== null)) {
    yield* run('UPDATE causes SET retired_at = ? WHERE id = ?', [patch.retired ? now : null, id]);
  }
  const after = causeOf((yield* causeById(id))!);
  yield* audit(actor, { action: 'cause.update', targetType: 'cause', targetId: id, before: causeOf(before), after }, now);
  return after;
}

/** The repository over either database's runner. `bus` hears renames (the campaigns' categories change). */
export function causeRepository(runner: Runner, bus: ChangeBus): CauseRepository {
  return {
    list: () => runner.read(() => listCauses()),
    async find(name) {
      const row = await runner.read(() => causeNamed(name));
      return row ? causeOf(row) : null;
    },
    async create(name, actor) {
      const created = await runner.tx(() => createCause(name, actor, Date.now()));
      if (created !== 'duplicate') bus.publish({ topic: 'campaigns' });
      return created;
    },
    async update(id, patch, actor) {
      const updated = await runner.tx(() => updateCause(id, patch, actor, Date.now()));
      if (updated && updated !== 'duplicate') bus.publish({ topic: 'campaigns' });
      return updated;
    },
  };
}

export function createCauseRepository(db: Db, bus: ChangeBus = NO_BUS): CauseRepository {
  return causeRepository(sqliteRunnerOf(db), bus);
}
