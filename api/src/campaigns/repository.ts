import { eq } from 'drizzle-orm';
import { appendAudit, audit, type Actor } from '../audit/log.js';
import type { Db } from '../db/client.js';
import { MAX_PAGE } from '../lib/schemas.js';
import { campaigns } from '../db/schema.js';
import { toTk } from '../lib/money.js';
import type { Campaign, CampaignSummary, DonorEntry } from '../types.js';
import { donorEntry, RECENT_DONORS } from '../donations/repository.js';
import { NO_BUS, type ChangeBus } from '../live/bus.js';
import { isClosed } from './state.js';
import { causeForCampaign } from '../causes/repository.js';
import { driveSqlite, get, run, sqliteRunnerOf, value, type Runner, type Tx } from '../db/portable.js';

export interface CampaignQuery {
  q?: string;
  category?: string;
  limit?: number;
  offset?: number;
}

export interface CampaignWrite {
  title: string;
  /** Any casing of an active cause (the repository stores its canonical name, or answers 400). */
  category: string;
  description: string;
  image: string;
  targetPoisha: number;
  /** null or left out: no end date. */
  endsAt?: number | null;
}

/** What closing or reopening a campaign came to. */
export type CampaignStateChange = Campaign | 'missing' | 'already-closed' | 'open' | 'ended';

export interface CampaignRepository {
  /** Newest first, as listed (no donor list). */
  list(query: CampaignQuery): Promise<{ rows: CampaignSummary[]; total: number }>;
  /**
   * The same as list(query), already serialised: `json` is the JSON text of the CampaignSummary[] array,
   * built by the database (the hot path of GET /donations).
   */
  listJson(query: CampaignQuery): Promise<{ json: string; total: number }>;
  get(id: number, donorLimit: number): Promise<Campaign | null>;
  /** With an actor (an admin), the audit entry is written in the same transaction. */
  create(input: CampaignWrite, actor: Actor | null): Promise<Campaign>;
  update(id: number, patch: Partial<CampaignWrite>, actor?: Actor): Promise<Campaign | null>;
  /** Donation rows survive (campaign_id becomes null; their title/image snapshot stays). */
  delete(id: number, actor?: Actor): Promise<boolean>;
  count(): Promise<number>;
  /** Stops new gifts (closed_at = now); 'already-closed' when it is closed or past its end date. */
  close(id: number, actor: Actor): Promise<CampaignStateChange>;
  /**
   * Takes gifts again (closed_at cleared); with `endsAt` (a future time, or null for none) the end date changes.
   * 'open' when it is not closed; 'ended' when its end date has passed and no new one is given.
   */
  reopen(id: number, endsAt: number | null | undefined, actor: Actor): Promise<CampaignStateChange>;
  /** Closes every campaign whose end date has passed (closed_at = ends_at); how many. Safe to run on several replicas at once. */
  closeDue(now?: number): Promise<number>;
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
  ends_at: number | null;
  closed_at: number | null;
}
export interface DonorRow {
  donor_name: string;
  amount_poisha: number;
  created_at: number;
  anonymous: number;
}

export const COLUMNS = 'id, title, category, description, image, target_poisha, raised_poisha, donor_count, created_at, recent_donors, ends_at, closed_at';

/** The same in SQL (`@now`), as JSON text. */
export const CLOSED_JSON = `CASE WHEN closed_at IS NOT NULL OR ends_at <= @now THEN 'true' ELSE 'false' END`;

/** Poisha → Tk as a JSON number in SQL: whole amounts as integers, others as reals (at most 2 decimals). */
const tk = (col: string) => `CASE WHEN ${col} % 100 = 0 THEN ${col} / 100 ELSE ${col} / 100.0 END`;
/** One campaign as the JSON text GET /donations answers (same fields and order as CampaignSummarySchema). */
const JSON_COLUMN = `'{"_id":"' || id || '","image":' || json_quote(image) || ',"title":' || json_quote(title)
  || ',"category":' || json_quote(category) || ',"description":' || json_quote(description)
  || ',"amount":' || ${tk('target_poisha')} || ',"donationAmount":' || ${tk('raised_poisha')}
  || ',"totalDonationAmount":' || ${tk('raised_poisha')} || ',"donorCount":' || donor_count
  || ',"createdAt":' || created_at || ',"endsAt":' || coalesce(ends_at, 'null')
  || ',"closedAt":' || coalesce(closed_at, 'null') || ',"closed":' || ${CLOSED_JSON} || '}'`;

/** What the audit log keeps of a campaign (not its donor list). */
export const auditView = (c: Campaign) => ({
  title: c.title,
  category: c.category,
  description: c.description,
  image: c.image,
  target: c.amount,
  raised: c.totalDonationAmount,
  endsAt: c.endsAt,
  closedAt: c.closedAt,
});

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

type ListedRow = Pick<CampaignRow, 'id' | 'image' | 'title' | 'category' | 'description' | 'target_poisha' | 'raised_poisha' | 'donor_count' | 'created_at' | 'ends_at' | 'closed_at'>;

/** A campaign row as listed (either database). */
export function summaryOf(r: ListedRow, now = Date.now()): CampaignSummary {
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
    createdAt: r.created_at,
    endsAt: r.ends_at,
    closedAt: r.closed_at,
    closed: isClosed(r, now),
  };
}

/** A campaign row as answered on its own (either database), with its donor list. */
export const campaignOf = (r: ListedRow, donations: DonorEntry[], now = Date.now()): Campaign => ({ ...summaryOf(r, now), donations });

/** closeDue's steps (either database): one UPDATE of the due rows, run only when there are any (no needless change notices). */
function* closeDueTx(now: number): Tx<number> {
  const due = Number(yield* value<number>('SELECT count(*) FROM campaigns WHERE closed_at IS NULL AND ends_at <= ?', [now]));
  if (due === 0) return 0;
  return yield* run('UPDATE campaigns SET closed_at = ends_at, updated_at = ? WHERE closed_at IS NULL AND ends_at <= ?', [now, now]);
}

type StateRow = Pick<CampaignRow, 'id' | 'ends_at' | 'closed_at'>;
const stateOf = (r: StateRow) => ({ endsAt: r.ends_at, closedAt: r.closed_at });

/** close's and reopen's steps (either database), with the audit entry. The campaign's id, or why not. */
function* closeTx(id: number, actor: Actor, now: number): Tx<number | 'missing' | 'already-closed'> {
  const r = yield* get<StateRow>('SELECT id, ends_at, closed_at FROM campaigns WHERE id = ?', [id]);
  if (!r) return 'missing';
  if (isClosed(r, now)) return 'already-closed';
  yield* run('UPDATE campaigns SET closed_at = ?, updated_at = ? WHERE id = ?', [now, now, id]);
  yield* audit(actor, { action: 'campaign.close', targetType: 'campaign', targetId: id, before: stateOf(r), after: { ...stateOf(r), closedAt: now } }, now);
  return id;
}

function* reopenTx(id: number, endsAt: number | null | undefined, actor: Actor, now: number): Tx<number | 'missing' | 'open' | 'ended'> {
  const r = yield* get<StateRow>('SELECT id, ends_at, closed_at FROM campaigns WHERE id = ?', [id]);
  if (!r) return 'missing';
  if (!isClosed(r, now)) return 'open';
  const newEnd = endsAt === undefined ? r.ends_at : endsAt;
  if (newEnd !== null && newEnd <= now) return 'ended';
  yield* run('UPDATE campaigns SET closed_at = NULL, ends_at = ?, updated_at = ? WHERE id = ?', [newEnd, now, id]);
  yield* audit(actor, { action: 'campaign.reopen', targetType: 'campaign', targetId: id, before: stateOf(r), after: { endsAt: newEnd, closedAt: null } }, now);
  return id;
}

/** close, reopen and closeDue on either database's runner; `get` reads the answer after commit. */
export function campaignStateChanges(runner: Runner, read: (id: number) => Promise<Campaign | null>, changed: () => void): Pick<CampaignRepository, 'close' | 'reopen' | 'closeDue'> {
  const after = async (result: number | Exclude<CampaignStateChange, Campaign>): Promise<CampaignStateChange> => {
    if (typeof result !== 'number') return result;
    changed();
    return (await read(result)) ?? 'missing';
  };
  return {
    close: async (id, actor) => after(await runner.tx(() => closeTx(id, actor, Date.now()))),
    reopen: async (id, endsAt, actor) => after(await runner.tx(() => reopenTx(id, endsAt, actor, Date.now()))),
    async closeDue(now = Date.now()) {
      const closed = await runner.tx(() => closeDueTx(now));
      if (closed > 0) changed();
      return closed;
    },
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
    if (json) params.now = Date.now();
    if (hasQ) params.q = likePattern(query.q!);
    if (hasCategory) params.category = query.category;
    const rows = s.page.all(params) as R[];
    const { now: _now, ...countParams } = params;
    const total = offset === 0 && rows.length < limit ? rows.length : (s.count.get(countParams) as number);
    return { rows, total };
  }

  return {
    async list(query) {
      const { rows, total } = page<CampaignRow>(query, false);
      const now = Date.now();
      return { rows: rows.map((r) => summaryOf(r, now)), total };
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
        const category = driveSqlite(db, causeForCampaign(input.category));
        const r = db
          .insert(campaigns)
          .values({ ...input, category, createdBy: actor?.id ?? null, createdAt: now, updatedAt: now })
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
        if (patch.category !== undefined) patch = { ...patch, category: driveSqlite(db, causeForCampaign(patch.category, before.category)) };
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
    ...campaignStateChanges(sqliteRunnerOf(db), async (id) => {
      const r = byId.get(id);
      return r ? toCampaign(r, RECENT_DONORS) : null;
    }, changed),
  };
}
