/** Causes on PostgreSQL: the same logic as repository.ts (one transaction holding the write lock each). */
import type { PgDb } from '../db/pg/client.js';
import { pgRunnerOf } from '../db/portable.js';
import { NO_BUS, type ChangeBus } from '../live/bus.js';
import { causeRepository, type CauseRepository } from './repository.js';

export function createPgCauseRepository(db: PgDb, bus: ChangeBus = NO_BUS): CauseRepository {
  return causeRepository(pgRunnerOf(db), bus);
}
