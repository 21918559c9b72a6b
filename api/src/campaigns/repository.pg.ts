/** Campaigns on PostgreSQL: the same queries and answers as repository.ts. */
import { appendAuditPg } from '../audit/log.pg.js';
import type { PgDb, PgQ } from '../db/pg/client.js';
import { donorEntry, RECENT_DONORS } from '../donations/repository.js';
import { NO_BUS, type ChangeBus } from '../live/bus.js';
import { toTk } from '../lib/money.js';
import { MAX_PAGE } from '../lib/schemas.js';
import { tkJsonPg } from '../stats/repository.pg.js';
import type { Campaign, DonorEntry } from '../types.js';
import { causeForCampaign } from '../causes/repository.js';
import { drivePg, pgRunnerOf } from '../db/portable.js';
import { auditView, campaignOf, campaignStateChanges, summaryOf, CLOSED_JSON, COLUMNS, likePattern, type CampaignRepository, type CampaignRow, type DonorRow } from './repository.js';

/** One campaign as the JSON text GET /donations answers (same fields and order as CampaignSummarySchema; see repository.ts). */
const JSON_COLUMN = `'{"_id":"' || id || '","image":' || to_json(image)::text || ',"title":' || to_json(title)::text
  || ',"category":' || to_json(category)::text || ',"description":' || to_json(description)::text
  || ',"amount":' || ${tkJsonPg('target_poisha')} || ',"donationAmount":' || ${tkJsonPg('raised_poisha')}
  || ',"totalDonationAmount":' || ${tkJsonPg('raised_poisha')} || ',"donorCount":' || donor_count
  || ',"createdAt":' || created_at || ',"endsAt":' || coalesce(ends_at::text, 'null')
  || ',"closedAt":' || coalesce(closed_at::text, 'null') || ',"closed":' || ${CLOSED_JSON} || '}'`;

export function createPgCampaignRepository(db: PgDb, bus: ChangeBus = NO_BUS): CampaignRepository {
  const changed = () => bus.publish({ topic: 'campaigns' });
  const byId = (q: PgQ, id: number) => q.get<CampaignRow>(`SELECT ${COLUMNS} FROM campaigns WHERE id = ?`, [id]);

  const donorsFor = async (r: CampaignRow, donorLimit: number): Promise<DonorEntry[]> => {
    if (r.donor_count === 0 || donorLimit === 0) return [];
    if (donorLimit <= RECENT_DONORS) return (JSON.parse(r.recent_donors) as DonorEntry[]).slice(0, donorLimit);
    const rows = await db.all<DonorRow>(
      `SELECT donor_name, amount_poisha, created_at, anonymous FROM donations
       WHERE campaign_id = ? AND status = 'confirmed' ORDER BY created_at DESC, id DESC LIMIT ?`,
      [r.id, donorLimit],
    );
    return rows.map((d) => donorEntry(d.donor_name, d.amount_poisha, d.created_at, d.anonymous === 1));
  };

  const toCampaign = async (r: CampaignRow, donorLimit: number): Promise<Campaign> => campaignOf(r, await donorsFor(r, donorLimit));

  async function page<R>(query: { q?: string; category?: string; limit?: number; offset?: number }, json: boolean) {
    const where: string[] = [];
    const params: Record<string, unknown> = {};
    if (query.category) (where.push('category = @category'), (params.category = query.category));
    // ILIKE: case-insensitive like SQLite's LIKE.
    if (query.q) (where.push("(title ILIKE @q ESCAPE '\\' OR description ILIKE @q ESCAPE '\\')"), (params.q = likePattern(query.q)));
    const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const limit = Math.min(query.limit ?? MAX_PAGE, MAX_PAGE);
    const offset = query.offset ?? 0;
    const rows = await db.all<R>(
      `SELECT ${json ? `${JSON_COLUMN} AS j` : COLUMNS} FROM campaigns ${w} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
      { ...params, limit, offset, ...(json ? { now: Date.now() } : {}) },
    );
    const total = offset === 0 && rows.length < limit ? rows.length : (await db.value<number>(`SELECT count(*) AS n FROM campaigns ${w}`, params))!;
    return { rows, total };
  }

  return {
    async list(query) {
      const { rows, total } = await page<CampaignRow>(query, false);
      const now = Date.now();
      return { rows: rows.map((r) => summaryOf(r, now)), total };
    },
    async listJson(query) {
      const { rows, total } = await page<{ j: string }>(query, true);
      return { json: `[${rows.map((r) => r.j).join(',')}]`, total };
    },
    async get(id, donorLimit) {
      const r = await byId(db, id);
      return r ? toCampaign(r, donorLimit) : null;
    },
    async create(input, actor) {
      const created = await db.tx(
        async (q) => {
          const now = Date.now();
          const category = await drivePg(q, causeForCampaign(input.category));
          const r = (await q.get<CampaignRow>(
            `INSERT INTO campaigns (title, category, description, image, target_poisha, ends_at, created_by, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
            [input.title, category, input.description, input.image, input.targetPoisha, input.endsAt ?? null, actor?.id ?? null, now, now],
          ))!;
          const created = await toCampaign(r, 0);
          if (actor) await appendAuditPg(q, actor, { action: 'campaign.create', targetType: 'campaign', targetId: r.id, before: null, after: auditView(created) }, now);
          return created;
        },
        { lock: true },
      );
      changed();
      return created;
    },
    async update(id, patch, actor) {
      const updated = await db.tx(
        async (q) => {
          const before = await byId(q, id);
          if (!before) return null;
          const now = Date.now();
          if (patch.category !== undefined) patch = { ...patch, category: await drivePg(q, causeForCampaign(patch.category, before.category)) };
          const cols: Record<string, string> = {
            title: 'title',
            category: 'category',
            description: 'description',
            image: 'image',
            targetPoisha: 'target_poisha',
            endsAt: 'ends_at',
          };
          const sets: string[] = ['updated_at = @now'];
          const params: Record<string, unknown> = { now, id };
          for (const [key, col] of Object.entries(cols)) {
            const v = (patch as Record<string, unknown>)[key];
            if (v !== undefined) (sets.push(`${col} = @${key}`), (params[key] = v));
          }
          const row = (await q.get<CampaignRow>(`UPDATE campaigns SET ${sets.join(', ')} WHERE id = @id RETURNING ${COLUMNS}`, params))!;
          const after = await toCampaign(row, 10);
          if (actor) {
            await appendAuditPg(q, actor, { action: 'campaign.update', targetType: 'campaign', targetId: id, before: auditView(await toCampaign(before, 0)), after: auditView(after) }, now);
          }
          return after;
        },
        { lock: true },
      );
      if (updated) changed();
      return updated;
    },
    async delete(id, actor) {
      const deleted = await db.tx(
        async (q) => {
          const before = await byId(q, id);
          if (!before) return false;
          await q.run('DELETE FROM campaigns WHERE id = ?', [id]);
          if (actor) await appendAuditPg(q, actor, { action: 'campaign.delete', targetType: 'campaign', targetId: id, before: auditView(await toCampaign(before, 0)), after: null });
          return true;
        },
        { lock: true },
      );
      if (deleted) changed();
      return deleted;
    },
    async count() {
      return (await db.value<number>('SELECT count(*) FROM campaigns'))!;
    },
    ...campaignStateChanges(pgRunnerOf(db), async (id) => {
      const r = await byId(db, id);
      return r ? toCampaign(r, RECENT_DONORS) : null;
    }, changed),
  };
}
