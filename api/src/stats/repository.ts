import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/client.js';
import { toTk } from '../lib/money.js';
import type { AdminStats, LeaderboardRow, UserStats } from '../types.js';

export interface StatsRepository {
  leaderboard(limit: number): Promise<LeaderboardRow[]>;
  /** The same as leaderboard(limit), already serialised (JSON text of the array), built by the database. */
  leaderboardJson(limit: number): Promise<string>;
  admin(): Promise<AdminStats>;
  /** The totals of one account's donations (by user id). */
  user(userId: number): Promise<UserStats>;
}

export const average = (totalPoisha: number, count: number) => (count === 0 ? 0 : toTk(Math.round(totalPoisha / count)));

/** A donor_totals row as a leaderboard row (either database): anonymous donors are named "Anonymous". */
export function leaderboardRowOf(r: { name: string; anonymous: number; total_poisha: number; donation_count: number }, i: number): LeaderboardRow {
  return {
    rank: i + 1,
    name: r.anonymous ? 'Anonymous' : r.name,
    anonymous: r.anonymous === 1,
    totalAmount: toTk(r.total_poisha),
    donationCount: r.donation_count,
  };
}

export function createStatsRepository(db: Db): StatsRepository {
  const sqlite = db.$client;
  const top = sqlite.prepare<
    [number],
    { name: string; anonymous: number; total_poisha: number; donation_count: number }
  >(
    `SELECT name, anonymous, total_poisha, donation_count
     FROM donor_totals ORDER BY total_poisha DESC, last_at DESC LIMIT ?`,
  );
  // One statement per size with a literal LIMIT (measurably faster than a bound one here).
  const topJsonStatements = new Map<number, Statement<[], string>>();
  const topJson = (limit: number) => {
    let st = topJsonStatements.get(limit);
    if (!st) {
      st = sqlite
        .prepare<[], string>(
          `SELECT ',"name":' || CASE WHEN anonymous THEN '"Anonymous"' ELSE json_quote(name) END
             || ',"anonymous":' || CASE WHEN anonymous THEN 'true' ELSE 'false' END
             || ',"totalAmount":' || CASE WHEN total_poisha % 100 = 0 THEN total_poisha / 100 ELSE total_poisha / 100.0 END
             || ',"donationCount":' || donation_count || '}'
           FROM donor_totals ORDER BY total_poisha DESC, last_at DESC LIMIT ${Math.trunc(limit)}`,
        )
        .pluck();
      topJsonStatements.set(limit, st);
    }
    return st;
  };
  const campaignCount = sqlite.prepare('SELECT count(*) FROM campaigns').pluck();
  const totals = sqlite.prepare<[], { n: number; total: number }>(
    "SELECT count(*) AS n, coalesce(sum(amount_poisha), 0) AS total FROM donations WHERE status = 'confirmed'",
  );
  const pending = sqlite.prepare<[], { n: number; total: number }>(
    "SELECT count(*) AS n, coalesce(sum(amount_poisha), 0) AS total FROM donations WHERE status = 'pending'",
  );
  const byTitleAll = sqlite.prepare<[], { title: string; total: number }>(
    `SELECT coalesce(c.title, d.campaign_title) AS title, sum(d.amount_poisha) AS total
     FROM donations d LEFT JOIN campaigns c ON c.id = d.campaign_id
     WHERE d.status = 'confirmed'
     GROUP BY 1 ORDER BY total DESC, title ASC`,
  );
  const userTotals = sqlite.prepare<[number], { n: number; total: number }>(
    "SELECT count(*) AS n, coalesce(sum(amount_poisha), 0) AS total FROM donations WHERE user_id = ? AND status = 'confirmed'",
  );
  const userMax = sqlite.prepare<[number], { amount: number; title: string }>(
    `SELECT d.amount_poisha AS amount, coalesce(c.title, d.campaign_title) AS title
     FROM donations d LEFT JOIN campaigns c ON c.id = d.campaign_id
     WHERE d.user_id = ? AND d.status = 'confirmed' ORDER BY d.amount_poisha DESC, d.created_at DESC LIMIT 1`,
  );
  const userByTitle = sqlite.prepare<[number], { title: string; total: number }>(
    `SELECT coalesce(c.title, d.campaign_title) AS title, sum(d.amount_poisha) AS total
     FROM donations d LEFT JOIN campaigns c ON c.id = d.campaign_id
     WHERE d.user_id = ? AND d.status = 'confirmed' GROUP BY 1 ORDER BY total DESC, title ASC`,
  );

  return {
    async leaderboard(limit) {
      return top.all(limit).map(leaderboardRowOf);
    },
    async leaderboardJson(limit) {
      const rows = topJson(limit).all();
      let json = '[';
      for (let i = 0; i < rows.length; i++) json += `${i ? ',' : ''}{"rank":${i + 1}${rows[i]}`;
      return json + ']';
    },
    async admin() {
      const t = totals.get()!;
      const p = pending.get()!;
      return {
        campaignCount: campaignCount.get() as number,
        donationCount: t.n,
        totalAmount: toTk(t.total),
        averageAmount: average(t.total, t.n),
        pendingCount: p.n,
        pendingAmount: toTk(p.total),
        byTitle: byTitleAll.all().map((r) => ({ title: r.title, amount: toTk(r.total) })),
      };
    },
    async user(userId) {
      const t = userTotals.get(userId)!;
      const max = userMax.get(userId);
      return {
        donationCount: t.n,
        totalAmount: toTk(t.total),
        averageAmount: average(t.total, t.n),
        maxDonation: max ? { amount: toTk(max.amount), title: max.title } : null,
        byTitle: userByTitle.all(userId).map((r) => ({ title: r.title, amount: toTk(r.total) })),
      };
    },
  };
}
