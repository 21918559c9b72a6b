/** Campaign updates on PostgreSQL: the same logic as repository.ts (one transaction holding the write lock each). */
import type { PgDb } from '../db/pg/client.js';
import { pgRunnerOf } from '../db/portable.js';
import { campaignUpdateRepository, type CampaignUpdateRepository } from './repository.js';

export function createPgCampaignUpdateRepository(db: PgDb, appUrl: string): CampaignUpdateRepository {
  return campaignUpdateRepository(pgRunnerOf(db), appUrl);
}
