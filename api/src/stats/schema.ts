import { Type } from 'typebox';

export const LeaderboardRowSchema = Type.Object({
  rank: Type.Integer(),
  name: Type.String(),
  anonymous: Type.Boolean(),
  totalAmount: Type.Number(),
  donationCount: Type.Integer(),
});

const ByTitle = Type.Array(Type.Object({ title: Type.String(), amount: Type.Number() }));

export const AdminStatsSchema = Type.Object({
  campaignCount: Type.Integer(),
  donationCount: Type.Integer(),
  totalAmount: Type.Number(),
  averageAmount: Type.Number(),
  pendingCount: Type.Integer(),
  pendingAmount: Type.Number(),
  byTitle: ByTitle,
});

export const UserStatsSchema = Type.Object({
  donationCount: Type.Integer(),
  totalAmount: Type.Number(),
  averageAmount: Type.Number(),
  maxDonation: Type.Union([Type.Object({ amount: Type.Number(), title: Type.String() }), Type.Null()]),
  byTitle: ByTitle,
});
