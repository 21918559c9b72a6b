/** The demo seed on PostgreSQL (see ../seed.ts): the same data, in one transaction, only into an empty database. */
import { pgDonationWriter } from '../../donations/repository.pg.js';
import { DEFAULT_LOG_N, hashPassword } from '../../users/password.js';
import { HOUR, seedGifts } from '../seed.js';
import { SEED_ACCOUNTS, SEED_CAMPAIGN_TIME, SEED_CAMPAIGNS, SEED_COMMENTS, SEED_EPOCH, SEED_TESTIMONIALS, SEED_USERS, SEED_VOLUNTEERS } from '../seed-data.js';
import type { PgDb } from './client.js';

export async function seedIfEmptyPg(db: PgDb, scryptLogN = DEFAULT_LOG_N): Promise<boolean> {
  const hashes = await Promise.all(SEED_USERS.map((u) => hashPassword(u.password, scryptLogN)));
  const writer = pgDonationWriter();
  return db.tx(
    async (q) => {
      // Checked under the write lock: replicas starting together seed once.
      const n = await q.value<number>('SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM campaigns)');
      if (n !== 0) return false;
      const userIds = new Map<string, number>();
      const names = new Map<string, { name: string; email: string }>();
      for (const [i, u] of SEED_USERS.entries()) {
        const created = SEED_EPOCH - (10 - i) * HOUR;
        const id = (await q.value<number>(
          `INSERT INTO users (name, email, password_hash, image, profession, address, role, created_at, email_verified_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          [u.name, u.email, hashes[i]!, '/assets/avatars/default.svg', u.profession, u.address, u.role, created, created],
        ))!;
        userIds.set(u.key, id);
        names.set(u.key, { name: u.name, email: u.email });
      }
      const adminId = userIds.get('admin')!;
      const campaignIds: number[] = [];
      for (const [i, c] of SEED_CAMPAIGNS.entries()) {
        const t = SEED_CAMPAIGN_TIME(i);
        campaignIds.push(
          (await q.value<number>(
            `INSERT INTO campaigns (title, category, description, image, target_poisha, created_by, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
            [c.title, c.category, c.description, c.image, c.targetTk * 100, adminId, t, t],
          ))!,
        );
      }
      for (const a of SEED_ACCOUNTS) {
        await q.run('INSERT INTO payment_accounts (campaign_id, channel, label, number, account_name, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
          a.campaign === null ? null : campaignIds[a.campaign]!,
          a.channel,
          a.label,
          a.number,
          a.accountName,
          SEED_EPOCH,
        ]);
      }
      for (const g of seedGifts(campaignIds, userIds)) await writer.seedOne(q, g);
      for (const [i, t] of SEED_TESTIMONIALS.entries()) {
        await q.run('INSERT INTO testimonials (user_id, title, testimonial, name, email, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
          userIds.get(t.userKey)!,
          t.title,
          t.testimonial,
          names.get(t.userKey)!.name,
          names.get(t.userKey)!.email,
          SEED_EPOCH + 20 * 24 * HOUR + i * 5 * HOUR,
        ]);
      }
      for (const [i, v] of SEED_VOLUNTEERS.entries()) {
        await q.run('INSERT INTO volunteers (user_id, name, email, phone, location, profession, image, created_at) VALUES (NULL, ?, ?, ?, ?, ?, ?, ?)', [
          v.name,
          v.email,
          v.phone,
          v.location,
          v.profession,
          v.image,
          SEED_EPOCH + i * 7 * HOUR,
        ]);
      }
      for (const [i, c] of SEED_COMMENTS.entries()) {
        await q.run('INSERT INTO comments (user_id, name, comment, created_at) VALUES (?, ?, ?, ?)', [
          userIds.get(c.userKey)!,
          names.get(c.userKey)!.name,
          c.comment,
          SEED_EPOCH + 15 * 24 * HOUR + i * 3 * HOUR,
        ]);
      }
      return true;
    },
    { lock: true },
  );
}
