/** Leaderboard and statistics on PostgreSQL: the same queries as repository.ts. */
import type { PgDb } from '../db/pg/client.js';
import { toTk } from '../lib/money.js';
import { average, leaderboardRowOf, type StatsRepository } from './repository.js';

/** Poisha → Tk as JSON number text, the same digits as JavaScript's (shortest round-trip double). */
export const tkJsonPg = (col: string) => `((${col})::float8 / 100)::text`;

export function createPgStatsRepository(db: PgDb): StatsRepository {
  const totalsOf = async (where: string, params: unknown[] = []) =>
    (await db.get<{ n: number; total: number }>(`SELECT count(*) AS n, coalesce(sum(amount_poisha), 0) AS total FROM donations WHERE ${where}`, params))!;
  return {
    async leaderboard(limit) {
      const rows = await db.all<{ name: string; anonymous: number; total_poisha: number; donation_count: number }>(
        'SELECT name, anonymous, total_poisha, donation_count FROM donor_totals ORDER BY total_poisha DESC, last_at DESC LIMIT ?',
        [limit],
      );
      return rows.map(leaderboardRowOf);
    },
    async leaderboardJson(limit) {
      const rows = await db.all<{ j: string }>(
        `SELECT ',"name":' || CASE WHEN anonymous = 1 THEN '"Anonymous"' ELSE to_json(name)::text END
           || ',"anonymous":' || CASE WHEN anonymous = 1 THEN 'true' ELSE 'false' END
           || ',"totalAmount":' || ${tkJsonPg('total_poisha')}
           || ',"donationCount":' || donation_count || '}' AS j
         FROM donor_totals ORDER BY total_poisha DESC, last_at DESC LIMIT ?`,
        [limit],
      );
      let json = '[';
      for (let i = 0; i < rows.length; i++) json += `${i ? ',' : ''}{"rank":${i + 1}${rows[i]!.j}`;
      return json + ']';
    },
    async admin() {
      const t = await totalsOf("status = 'confirmed'");
      const p = await totalsOf("status = 'pending'");
      const byTitle = await db.all<{ title: string; total: number }>(
        `SELECT coalesce(c.title, d.campaign_title) AS title, sum(d.amount_poisha) AS total
         FROM donations d LEFT JOIN campaigns c ON c.id = d.campaign_id
         WHERE d.status = 'confirmed'
         GROUP BY 1 ORDER BY total DESC, title ASC`,
      );
      return {
        campaignCount: (await db.value<number>('SELECT count(*) FROM campaigns'))!,
        donationCount: t.n,
        totalAmount: toTk(t.total),
        averageAmount: average(t.total, t.n),
        pendingCount: p.n,
        pendingAmount: toTk(p.total),
        byTitle: byTitle.map((r) => ({ title: r.title, amount: toTk(r.total) })),
      };
    },
    async user(userId) {
      const t = await totalsOf("user_id = ? AND status = 'confirmed'", [userId]);
      const max = await db.get<{ amount: number; title: string }>(
        `SELECT d.amount_poisha AS amount, coalesce(c.title, d.campaign_title) AS title
         FROM donations d LEFT JOIN campaigns c ON c.id = d.campaign_id
         WHERE d.user_id = ? AND d.status = 'confirmed' ORDER BY d.amount_poisha DESC, d.created_at DESC LIMIT 1`,
        [userId],
      );
      const byTitle = await db.all<{ title: string; total: number }>(
        `SELECT coalesce(c.title, d.campaign_title) AS title, sum(d.amount_poisha) AS total
         FROM donations d LEFT JOIN campaigns c ON c.id = d.campaign_id
         WHERE d.user_id = ? AND d.status = 'confirmed' GROUP BY 1 ORDER BY total DESC, title ASC`,
        [userId],
      );
      return {
        donationCount: t.n,
        totalAmount: toTk(t.total),
        averageAmount: average(t.total, t.n),
        maxDonation: max ? { amount: toTk(max.amount), title: max.title } : null,
        byTitle: byTitle.map((r) => ({ title: r.title, amount: toTk(r.total) })),
      };
    },
  };
}
