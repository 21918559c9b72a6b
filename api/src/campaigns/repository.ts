import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { campaigns } from '../db/schema.js';
import { toTk } from '../lib/money.js';
import type { Campaign, DonorEntry } from '../types.js';
import { RECENT_DONORS, type RecentDonor } from '../donations/repository.js';

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
  get(id: number, donorLimit: number): Promise<Campaign | null>;
  create(input: CampaignWrite, createdBy: number | null): Promise<Campaign>;
  update(id: number, patch: Partial<CampaignWrite>): Promise<Campaign | null>;
  /** Donation rows survive (campaign_id becomes null; their title/image snapshot stays). */
  delete(id: number): Promise<boolean>;
  count(): Promise<number>;
}

interface CampaignRow {
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
interface DonorRow {
  donor_name: string;
  donor_email: string;
  amount_poisha: number;
  created_at: number;
  anonymous: number;
}

const COLUMNS = 'id, title, category, description, image, target_poisha, raised_poisha, donor_count, created_at, recent_donors';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

export function createCampaignRepository(db: Db): CampaignRepository {
  const sqlite = db.$client;
  const donorsOf = sqlite.prepare<[number, number], DonorRow>(
    `SELECT donor_name, donor_email, amount_poisha, created_at, anonymous FROM donations
     WHERE campaign_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
  );
  const byId = sqlite.prepare<[number], CampaignRow>(`SELECT ${COLUMNS} FROM campaigns WHERE id = ?`);

  // One prepared statement per filter combination (q and category are optional).
  const listStatements = new Map<string, { page: ReturnType<typeof sqlite.prepare>; count: ReturnType<typeof sqlite.prepare> }>();
  function listStatement(hasQ: boolean, hasCategory: boolean) {
    const key = `${hasQ}-${hasCategory}`;
    let s = listStatements.get(key);
    if (!s) {
      const where: string[] = [];
      if (hasCategory) where.push('category = @category');
      if (hasQ) where.push("(title LIKE @q ESCAPE '\\' OR description LIKE @q ESCAPE '\\')");
      const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
      s = {
        page: sqlite.prepare(`SELECT ${COLUMNS} FROM campaigns ${w} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`),
        count: sqlite.prepare(`SELECT count(*) AS n FROM campaigns ${w}`).pluck(),
      };
      listStatements.set(key, s);
    }
    return s;
  }

  const toDonor = (d: DonorRow): DonorEntry =>
    d.anonymous
      ? { name: 'Anonymous', email: null, donationAmount: toTk(d.amount_poisha), time: d.created_at, anonymous: true }
      : { name: d.donor_name, email: d.donor_email, donationAmount: toTk(d.amount_poisha), time: d.created_at, anonymous: false };

  const fromRecent = ([name, email, poisha, time, anonymous]: RecentDonor): DonorEntry =>
    anonymous
      ? { name: 'Anonymous', email: null, donationAmount: toTk(poisha), time, anonymous: true }
      : { name, email, donationAmount: toTk(poisha), time, anonymous: false };

  /** Up to 10 donors come from the list kept on the campaign row; more need the donation rows. */
  const donorsFor = (r: CampaignRow, donorLimit: number): DonorEntry[] => {
    if (r.donor_count === 0 || donorLimit === 0) return [];
    if (donorLimit <= RECENT_DONORS) return (JSON.parse(r.recent_donors) as RecentDonor[]).slice(0, donorLimit).map(fromRecent);
    return donorsOf.all(r.id, donorLimit).map(toDonor);
  };

  const toCampaign = (r: CampaignRow, donorLimit: number): Campaign => {
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
      donations: donorsFor(r, donorLimit),
      createdAt: r.created_at,
    };
  };

  return {
    async list(query, donorLimit) {
      const hasQ = !!query.q;
      const hasCategory = !!query.category;
      const s = listStatement(hasQ, hasCategory);
      const params: Record<string, unknown> = { limit: query.limit ?? -1, offset: query.offset ?? 0 };
      if (hasQ) params.q = likePattern(query.q!);
      if (hasCategory) params.category = query.category;
      const rows = s.page.all(params) as CampaignRow[];
      // When the page is not full, the total is known without a second query.
      const total =
        (query.offset ?? 0) === 0 && (query.limit === undefined || rows.length < query.limit)
          ? rows.length
          : (s.count.get(params) as number);
      return { rows: rows.map((r) => toCampaign(r, donorLimit)), total };
    },
    async get(id, donorLimit) {
      const r = byId.get(id);
      return r ? toCampaign(r, donorLimit) : null;
    },
    async create(input, createdBy) {
      const now = Date.now();
      const r = db
        .insert(campaigns)
        .values({ ...input, createdBy, createdAt: now, updatedAt: now })
        .returning({ id: campaigns.id })
        .get();
      return toCampaign(byId.get(r.id)!, 0);
    },
    async update(id, patch) {
      const r = db
        .update(campaigns)
        .set({ ...patch, updatedAt: Date.now() })
        .where(eq(campaigns.id, id))
        .returning({ id: campaigns.id })
        .get();
      return r ? toCampaign(byId.get(id)!, 10) : null;
    },
    async delete(id) {
      const res = db.delete(campaigns).where(eq(campaigns.id, id)).run();
      return res.changes > 0;
    },
    async count() {
      return db.$count(campaigns);
    },
  };
}
