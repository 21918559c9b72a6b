import type { Db } from '../db/client.js';
import { toTk } from '../lib/money.js';
import type { Page } from '../lib/schemas.js';
import type { DonationRecord, DonorEntry } from '../types.js';

export interface NewDonation {
  campaignId: number;
  amountPoisha: number;
  donorName: string;
  donorEmail: string;
  userId: number | null;
  anonymous: boolean;
  time?: number;
}

export interface DonationRepository {
  /**
   * One transaction: inserts the donation row (with the campaign's title/image snapshot),
   * adds the amount to the campaign total and to the donor's leaderboard total.
   * Returns null (and writes nothing) when the campaign does not exist.
   */
  create(input: NewDonation): Promise<DonationRecord | null>;
  /** One account's donations (by user id), newest first. */
  listByUser(userId: number, page: Page): Promise<{ rows: DonationRecord[]; total: number }>;
  listAll(page: Page): Promise<{ rows: DonationRecord[]; total: number }>;
}

interface Row {
  id: number;
  campaign_id: number | null;
  campaign_title: string;
  campaign_image: string;
  donor_name: string;
  donor_email: string;
  amount_poisha: number;
  created_at: number;
  anonymous: number;
}

const COLUMNS = 'id, campaign_id, campaign_title, campaign_image, donor_name, donor_email, amount_poisha, created_at, anonymous';

export const toRecord = (r: Row): DonationRecord => ({
  _id: String(r.id),
  campaignId: r.campaign_id === null ? null : String(r.campaign_id),
  title: r.campaign_title,
  donationImage: r.campaign_image,
  donationAmount: toTk(r.amount_poisha),
  time: r.created_at,
  name: r.donor_name,
  email: r.donor_email,
  anonymous: r.anonymous === 1,
});

export const RECENT_DONORS = 10;

/** A donor entry as answered by the API (anonymous donors hidden, no email); key order as migration 0006 writes it. */
export function donorEntry(name: string, poisha: number, time: number, anonymous: boolean): DonorEntry {
  return { name: anonymous ? 'Anonymous' : name, donationAmount: toTk(poisha), time, anonymous };
}

/** Puts a donation in front of a campaign's recent-donor list (JSON, newest first, at most 10). */
export function pushRecent(json: string, entry: DonorEntry): string {
  const list = JSON.parse(json) as DonorEntry[];
  list.unshift(entry);
  if (list.length > RECENT_DONORS) list.length = RECENT_DONORS;
  return JSON.stringify(list);
}

export function donorKey(userId: number | null, email: string): string {
  return userId !== null ? `u:${userId}` : `e:${email}`;
}

/** The synchronous core of a donation, shared by the repository and the bulk bench seeder. */
export function prepareDonationWriter(db: Db) {
  const sqlite = db.$client;
  const campaign = sqlite.prepare<[number], { title: string; image: string; recent_donors: string }>(
    'SELECT title, image, recent_donors FROM campaigns WHERE id = ?',
  );
  const insert = sqlite.prepare(
    `INSERT INTO donations (campaign_id, campaign_title, campaign_image, donor_name, donor_email, user_id, donor_key, amount_poisha, anonymous, created_at)
     VALUES (@campaignId, @title, @image, @donorName, @donorEmail, @userId, @donorKey, @amountPoisha, @anonymous, @time)`,
  );
  const addToCampaign = sqlite.prepare(
    `UPDATE campaigns SET raised_poisha = raised_poisha + @amountPoisha, donor_count = donor_count + 1, recent_donors = @recentDonors
     WHERE id = @campaignId`,
  );
  const addToDonor = sqlite.prepare(
    `INSERT INTO donor_totals (donor_key, anonymous, user_id, name, email, total_poisha, donation_count, last_at)
     VALUES (@donorKey, @anonymous, @userId, @donorName, @donorEmail, @amountPoisha, 1, @time)
     ON CONFLICT (donor_key, anonymous) DO UPDATE SET
       total_poisha = total_poisha + excluded.total_poisha,
       donation_count = donation_count + 1,
       name = excluded.name,
       last_at = max(last_at, excluded.last_at)`,
  );
  const write = (input: NewDonation): DonationRecord | null => {
    const c = campaign.get(input.campaignId);
    if (!c) return null;
    const time = input.time ?? Date.now();
    const params = {
      campaignId: input.campaignId,
      title: c.title,
      image: c.image,
      donorName: input.donorName,
      donorEmail: input.donorEmail,
      userId: input.userId,
      donorKey: donorKey(input.userId, input.donorEmail),
      amountPoisha: input.amountPoisha,
      anonymous: input.anonymous ? 1 : 0,
      time,
      recentDonors: pushRecent(c.recent_donors, donorEntry(input.donorName, input.amountPoisha, time, input.anonymous)),
    };
    const res = insert.run(params);
    addToCampaign.run(params);
    addToDonor.run(params);
    return {
      _id: String(res.lastInsertRowid),
      campaignId: String(input.campaignId),
      title: c.title,
      donationImage: c.image,
      donationAmount: toTk(input.amountPoisha),
      time,
      name: input.donorName,
      email: input.donorEmail,
      anonymous: input.anonymous,
    };
  };
  const tx = sqlite.transaction(write);
  return {
    /** One donation in its own IMMEDIATE transaction (takes the write lock up front: no lost update). */
    one: (input: NewDonation) => tx.immediate(input),
    /** Many donations in one transaction (bench seeding). */
    many: sqlite.transaction((inputs: NewDonation[]) => {
      for (const i of inputs) write(i);
    }),
  };
}

export function createDonationRepository(db: Db): DonationRepository {
  const sqlite = db.$client;
  const writer = prepareDonationWriter(db);
  const byUser = sqlite.prepare<[number, number, number], Row>(
    `SELECT ${COLUMNS} FROM donations WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const countByUser = sqlite.prepare<[number], number>('SELECT count(*) FROM donations WHERE user_id = ?').pluck();
  const page = sqlite.prepare<[number, number], Row>(
    `SELECT ${COLUMNS} FROM donations ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const count = sqlite.prepare('SELECT count(*) FROM donations').pluck();

  return {
    async create(input) {
      return writer.one(input);
    },
    async listByUser(userId, { limit, offset }) {
      const rows = byUser.all(userId, limit, offset).map(toRecord);
      const total = offset === 0 && rows.length < limit ? rows.length : (countByUser.get(userId) as number);
      return { rows, total };
    },
    async listAll({ limit, offset }) {
      const rows = page.all(limit, offset).map(toRecord);
      const total = offset === 0 && rows.length < limit ? rows.length : (count.get() as number);
      return { rows, total };
    },
  };
}

/**
 * Joins the guest donations typed with `email` to the account `userId`. Call it inside the
 * transaction that confirms the account owns that address (verify-email, or a reset link that reached
 * it): the rows get the account's id and donor key, and the guest's leaderboard rows ('e:<email>',
 * named and anonymous) are merged into the account's, which keep the account's name. Synchronous.
 * Returns how many donations joined.
 */
export function claimGuestDonations(db: Db, userId: number, email: string): number {
  const sqlite = db.$client;
  const accountKey = donorKey(userId, email);
  const guestKey = donorKey(null, email);
  const claimed = sqlite
    .prepare('UPDATE donations SET user_id = ?, donor_key = ? WHERE user_id IS NULL AND donor_key = ?')
    .run(userId, accountKey, guestKey).changes;
  if (claimed === 0) return 0;
  const name = sqlite.prepare<[number], string>('SELECT name FROM users WHERE id = ?').pluck().get(userId)!;
  sqlite
    .prepare(
      `INSERT INTO donor_totals (donor_key, anonymous, user_id, name, email, total_poisha, donation_count, last_at)
       SELECT ?, anonymous, ?, ?, ?, total_poisha, donation_count, last_at FROM donor_totals WHERE donor_key = ?
       ON CONFLICT (donor_key, anonymous) DO UPDATE SET
         total_poisha = total_poisha + excluded.total_poisha,
         donation_count = donation_count + excluded.donation_count,
         last_at = max(last_at, excluded.last_at)`,
    )
    .run(accountKey, userId, name, email, guestKey);
  sqlite.prepare('DELETE FROM donor_totals WHERE donor_key = ?').run(guestKey);
  return claimed;
}
