import { Type } from 'typebox';
import { donorTotalColumns as t } from '../db/row-schemas.js';

/**
 * GET /leaderboard: the top 10 donors by summed confirmed amount, a donor_totals row each (public: no email address).
 * A donor is identified by user id when signed in, else by email; anonymous giving is grouped per donor as well
 * but shown with name "Anonymous". total_poisha → `totalAmount` in Tk; `rank` is the place in the answer.
 */
export const LeaderboardRowSchema = Type.Object({
  rank: Type.Integer(),
  name: t.name,
  anonymous: t.anonymous,
  totalAmount: Type.Number(),
  donationCount: t.donationCount,
});

/** Sums per campaign title, highest first (Tk). Statistics are sums over rows, not rows: no table shape below. */
const ByTitle = Type.Array(Type.Object({ title: Type.String(), amount: Type.Number() }));

/** GET /stats/admin (admin only). Money in Tk; only confirmed gifts count, except the pending figures. */
export const AdminStatsSchema = Type.Object({
  campaignCount: Type.Integer(),
  donationCount: Type.Integer({ description: 'Confirmed gifts.' }),
  totalAmount: Type.Number({ description: 'Confirmed money.' }),
  averageAmount: Type.Number({ description: 'Rounded to 2 decimals; 0 when there are none.' }),
  pendingCount: Type.Integer({ description: 'Gifts waiting for their money to be seen.' }),
  pendingAmount: Type.Number({ description: 'The sum of the pending gifts.' }),
  byTitle: ByTitle,
});

/** GET /stats/user/{email} (own or admin). */
export const UserStatsSchema = Type.Object({
  donationCount: Type.Integer(),
  totalAmount: Type.Number(),
  averageAmount: Type.Number({ description: 'Rounded to 2 decimals; 0 when there are none.' }),
  maxDonation: Type.Union([Type.Object({ amount: Type.Number(), title: Type.String() }), Type.Null()]),
  byTitle: ByTitle,
});
