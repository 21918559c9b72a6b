import { eq } from 'drizzle-orm';
import { appendAudit, type Actor } from '../audit/log.js';
import type { Db } from '../db/client.js';
import { MAX_PAGE } from '../lib/schemas.js';
import { campaigns } from '../db/schema.js';
import { toTk } from '../lib/money.js';
import type { Campaign, DonorEntry } from '../types.js';
import { donorEntry, RECENT_DONORS } from '../donations/repository.js';
import { NO_BUS, type ChangeBus } from '../live/bus.js';

export interface CampaignQuery {
  q?: string;
  category?: string;
  limit?: number;
  offset?: number;
}

export interface CampaignWrite {
  title: string;
  category: string;
  description: string;
  image: string;
  targetPoisha: number;
}

export interface CampaignRepository {
  /** Newest first; each with its latest `donorLimit` donors. */
  list(query: CampaignQuery, donorLimit: number): Promise<{ rows: Campaign[]; total: number }>;
  /**
   * The same as list(query, 10), already serialised: `json` is the JSON text of the Campaign[] array.
   * Built by the database from the kept recent-donor list (the hot path of GET /donations).
   */
  listJson(query: CampaignQuery): Promise<{ json: string; total: number }>;
  get(id: number, donorLimit: number): Promise<Campaign | null>;
  /** With an actor (an admin), the audit entry is written in the same transaction. */
  create(input: CampaignWrite, actor: Actor | null): Promise<Campaign>;
  update(id: number, patch: Partial<CampaignWrite>, actor?: Actor): Promise<Campaign | null>;
  /** Donation rows survive (campaign_id becomes null; their title/image snapshot stays). */
  delete(id: number, actor?: Actor): Promise<boolean>;
  count(): Promise<number>;
}

export interface CampaignRow {
  id: number;
  title: string;
  category: string;
  description: string;
  image: string;
  target_poisha: number;
  raised_poisha: number;
  donor_count: number;
  created_at: number;
  recent_donors: string;
}
export interface DonorRow {
  donor_name: string;
  amount_poisha: number;
  created_at: number;
  anonymous: number;
}

export const COLUMNS = 'id, title, category, description, image, target_poisha, raised_poisha, donor_count, created_at, recent_donors';

/** Poisha → Tk as a JSON number in SQL: whole amounts as integers, others as reals (at most 2 decimals). */
const tk = (col: string) => `CASE WHEN ${col} % 100 = 0 THEN ${col} / 100 ELSE ${col} / 100.0 END`;
/**
 * One campaign as the JSON text the API answers (same fields and order as CampaignSchema).
 * Concatenated rather than json_object(...) so the kept recent_donors JSON (written by us) is not re-parsed.
 */
const JSON_COLUMN = `'{"_id":"' || id || '","image":' || json_quote(image) || ',"title":' || json_quote(title)
  || ',"category":' || json_quote(category) || ',"description":' || json_quote(description)
  || ',"amount":' || ${tk('target_poisha')} || ',"donationAmount":' || ${tk('raised_poisha')}
  || ',"totalDonationAmount":' || ${tk('raised_poisha')} || ',"donorCount":' || donor_count
  || ',"donations":' || recent_donors || ',"createdAt":' || created_at || '}'`;

/** What the audit log keeps of a campaign (not its donor list). */
export const auditView = (c: Campaign) => ({
  title: c.title,
  category: c.category,
  description: c.description,
  image: c.image,
  target: c.amount,
  raised: c.totalDonationAmount,
});

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/** `bus` hears each create, edit and delete once committed (the cached campaign lists). */
/** A campaign row as answered (either database), with its donor list. */
export function campaignOf(r: Pick<CampaignRow, 'id' | 'image' | 'title' | 'category' | 'description' | 'target_poisha' | 'raised_poisha' | 'donor_count' | 'created_at'>, donations: DonorEntry[]): Campaign {
  const raised = toTk(r.raised_poisha);
  return {
    _id: String(r.id),
    image: r.image,
    title: r.title,
    category: r.category,
    description: r.description,
    amount: toTk(r.target_poisha),
    donationAmount: raised,
    totalDonationAmount: raised,
    donorCount: r.donor_count,
    donations,
    createdAt: r.created_at,
  };
}

export function createCampaignRepository(db: Db, bus: ChangeBus = NO_BUS): CampaignRepository {
  const changed = () => bus.publish({ topic: 'campaigns' });
  const sqlite = db.$client;
  const donorsOf = sqlite.prepare<[number, number], DonorRow>(
    `SELECT donor_name, amount_poisha, created_at, anonymous FROM donations
     WHERE campaign_id = ? AND status = 'confirmed' ORDER BY created_at DESC, id DESC LIMIT ?`,
  );
  const byId = sqlite.prepare<[number], CampaignRow>(`SELECT ${COLUMNS} FROM campaigns WHERE id = ?`);

  // One prepared statement per filter combination (q and category are optional) and shape.
  const listStatements = new Map<string, { page: ReturnType<typeof sqlite.prepare>; count: ReturnType<typeof sqlite.prepare> }>();
  function listStatement(hasQ: boolean, hasCategory: boolean, json = false) {
    const key = `${hasQ}-${hasCategory}-${json}`;
    let s = listStatements.get(key);
    if (!s) {
      const where: string[] = [];
      if (hasCategory) where.push('category = @category');
      if (hasQ) where.push("(title LIKE @q ESCAPE '\\' OR description LIKE @q ESCAPE '\\')");
      const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
      s = {
        page: json
          ? sqlite.prepare(`SELECT ${JSON_COLUMN} FROM campaigns ${w} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`).pluck()
          : sqlite.prepare(`SELECT ${COLUMNS} FROM campaigns ${w} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`),
        count: sqlite.prepare(`SELECT count(*) AS n FROM campaigns ${w}`).pluck(),
      };
      listStatements.set(key, s);
    }
    return s;
  }

  const toDonor = (d: DonorRow): DonorEntry => donorEntry(d.donor_name, d.amount_poisha, d.created_at, d.anonymous === 1);

  /** Up to 10 donors come from the list kept on the campaign row; more need the donation rows. */
  const donorsFor = (r: CampaignRow, donorLimit: number): DonorEntry[] => {
    if (r.donor_count === 0 || donorLimit === 0) return [];
    if (donorLimit <= RECENT_DONORS) return (JSON.parse(r.recent_donors) as DonorEntry[]).slice(0, donorLimit);
    return donorsOf.all(r.id, donorLimit).map(toDonor);
  };

  const toCampaign = (r: CampaignRow, donorLimit: number): Campaign => campaignOf(r, donorsFor(r, donorLimit));

  /** One page (at most MAX_PAGE, the first by default) and the number matching; a page that is not full needs no count. */
  function page<R>(query: CampaignQuery, json: boolean): { rows: R[]; total: number } {
    const hasQ = !!query.q;
    const hasCategory = !!query.category;
    const s = listStatement(hasQ, hasCategory, json);
    const limit = Math.min(query.limit ?? MAX_PAGE, MAX_PAGE);
    const offset = query.offset ?? 0;
    const params: Record<string, unknown> = { limit, offset };
    if (hasQ) params.q = likePattern(query.q!);
    if (hasCategory) params.category = query.category;
    const rows = s.page.all(params) as R[];
    const total = offset === 0 && rows.length < limit ? rows.length : (s.count.get(params) as number);
    return { rows, total };
  }

  return {
    async list(query, donorLimit) {
      const { rows, total } = page<CampaignRow>(query, false);
      return { rows: rows.map((r) => toCampaign(r, donorLimit)), total };
    },
    async listJson(query) {
      const { rows, total } = page<string>(query, true);
      return { json: `[${rows.join(',')}]`, total };
    },
    async get(id, donorLimit) {
      const r = byId.get(id);
      return r ? toCampaign(r, donorLimit) : null;
    },
    async create(input, actor) {
      const created = sqlite.transaction(() => {
        const now = Date.now();
        const r = db
          .insert(campaigns)
          .values({ ...input, createdBy: actor?.id ?? null, createdAt: now, updatedAt: now })
          .returning({ id: campaigns.id })
          .get();
        const created = toCampaign(byId.get(r.id)!, 0);
        if (actor) appendAudit(db, actor, { action: 'campaign.create', targetType: 'campaign', targetId: r.id, before: null, after: auditView(created) }, now);
        return created;
      }).immediate();
      changed();
      return created;
    },
    async update(id, patch, actor) {
      const updated = sqlite.transaction(() => {
        const before = byId.get(id);
        if (!before) return null;
        const now = Date.now();
        db.update(campaigns)
          .set({ ...patch, updatedAt: now })
          .where(eq(campaigns.id, id))
          .run();
        const after = toCampaign(byId.get(id)!, 10);
        if (actor) {
          appendAudit(db, actor, { action: 'campaign.update', targetType: 'campaign', targetId: id, before: auditView(toCampaign(before, 0)), after: auditView(after) }, now);
        }
        return after;
      }).immediate();
      if (updated) changed();
      return updated;
    },
    async delete(id, actor) {
      const deleted = sqlite.transaction(() => {
        const before = byId.get(id);
        if (!before) return false;
        db.delete(campaigns).where(eq(campaigns.id, id)).run();
        if (actor) appendAudit(db, actor, { action: 'campaign.delete', targetType: 'campaign', targetId: id, before: auditView(toCampaign(before, 0)), after: null });
        return true;
      }).immediate();
      if (deleted) changed();
      return deleted;
    },
    async count() {
      return db.$count(campaigns);
    },
  };
}
