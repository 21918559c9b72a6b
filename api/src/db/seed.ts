/**
 * Demo seed: used on the first start of an empty database (unless production) and by
 * `npm run seed -w api`. Deterministic so tests can assert counts and sums.
 */
import { comments, testimonials, volunteers } from './schema.js';
import type { Db } from './client.js';
import { prepareDonationWriter } from '../donations/repository.js';
import { DEFAULT_LOG_N, hashPassword } from '../users/password.js';
import {
  SEED_CAMPAIGN_TIME,
  SEED_CAMPAIGNS,
  SEED_COMMENTS,
  SEED_DONATIONS,
  SEED_ACCOUNTS,
  SEED_DONORS,
  SEED_EPOCH,
  SEED_TESTIMONIALS,
  SEED_USERS,
  SEED_VOLUNTEERS,
} from './seed-data.js';

export const HOUR = 3_600_000;

function isEmpty(db: Db): boolean {
  const row = db.$client
    .prepare('SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM campaigns) AS n')
    .get() as { n: number };
  return row.n === 0;
}

/** Seeds the demo data when the database has no users and no campaigns. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, scryptLogN = DEFAULT_LOG_N): Promise<boolean> {
  if (!isEmpty(db)) return false;
  await seedDemo(db, scryptLogN);
  return true;
}

/** The demo gifts in the order their money was seen (so the ledger reads in time order). */
export function seedGifts(campaignIds: number[], userIds: Map<string, number>, now = Date.now()) {
  return SEED_DONATIONS.map((d) => {
    const donor = SEED_DONORS[d.donor]!;
    const time = d.pendingAgeHours !== undefined ? now - d.pendingAgeHours * HOUR : d.time;
    return {
      campaignId: campaignIds[d.campaign]!,
      amountPoisha: d.amountPoisha,
      donorName: donor.name,
      donorEmail: donor.email,
      userId: donor.userKey ? userIds.get(donor.userKey)! : null,
      anonymous: d.anonymous,
      time,
      status: d.status,
      method: d.method,
      channel: d.channel,
      transactionId: d.transactionId,
      senderNumber: d.senderNumber,
      confirmedAt: d.method === 'offline' ? time : time + 6 * HOUR,
      ...(d.reason ? { reason: d.reason } : {}),
    };
  }).sort((a, b) => a.confirmedAt - b.confirmedAt);
}

async function seedDemo(db: Db, scryptLogN: number): Promise<void> {
  // Hash first (async), then write everything in one transaction.
  const hashes = await Promise.all(SEED_USERS.map((u) => hashPassword(u.password, scryptLogN)));
  const sqlite = db.$client;
  const userIds = new Map<string, number>();
  const names = new Map<string, { name: string; email: string }>();

  const insertUser = sqlite.prepare(
    // Demo accounts have confirmed their addresses (the demo admin has not enrolled in two-factor).
    `INSERT INTO users (name, email, password_hash, image, profession, address, role, created_at, email_verified_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertCampaign = sqlite.prepare(
    `INSERT INTO campaigns (title, category, description, image, target_poisha, created_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const writer = prepareDonationWriter(db);

  sqlite.transaction(() => {
    SEED_USERS.forEach((u, i) => {
      const created = SEED_EPOCH - (10 - i) * HOUR;
      const res = insertUser.run(u.name, u.email, hashes[i]!, '/assets/avatars/default.svg', u.profession, u.address, u.role, created, created);
      userIds.set(u.key, Number(res.lastInsertRowid));
      names.set(u.key, { name: u.name, email: u.email });
    });
    const adminId = userIds.get('admin')!;
    const campaignIds = SEED_CAMPAIGNS.map((c, i) => {
      const t = SEED_CAMPAIGN_TIME(i);
      return Number(insertCampaign.run(c.title, c.category, c.description, c.image, c.targetTk * 100, adminId, t, t).lastInsertRowid);
    });
    const insertAccount = sqlite.prepare(
      'INSERT INTO payment_accounts (campaign_id, channel, label, number, account_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const a of SEED_ACCOUNTS) {
      insertAccount.run(a.campaign === null ? null : campaignIds[a.campaign]!, a.channel, a.label, a.number, a.accountName, SEED_EPOCH);
    }
    // Gifts in the order their money was seen, so the ledger reads in time order.
    const gifts = seedGifts(campaignIds, userIds);
    writer.many(gifts);
    db.insert(testimonials)
      .values(
        SEED_TESTIMONIALS.map((t, i) => ({
          userId: userIds.get(t.userKey)!,
          title: t.title,
          testimonial: t.testimonial,
          name: names.get(t.userKey)!.name,
          email: names.get(t.userKey)!.email,
          createdAt: SEED_EPOCH + 20 * 24 * HOUR + i * 5 * HOUR,
        })),
      )
      .run();
    db.insert(volunteers)
      .values(SEED_VOLUNTEERS.map((v, i) => ({ ...v, userId: null, createdAt: SEED_EPOCH + i * 7 * HOUR })))
      .run();
    db.insert(comments)
      .values(
        SEED_COMMENTS.map((c, i) => ({
          userId: userIds.get(c.userKey)!,
          name: names.get(c.userKey)!.name,
          comment: c.comment,
          createdAt: SEED_EPOCH + 15 * 24 * HOUR + i * 3 * HOUR,
        })),
      )
      .run();
  })();
}
