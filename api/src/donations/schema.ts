import { Type } from 'typebox';
import { ID_PATTERN, MoneyInput, Nullable } from '../lib/schemas.js';

export const DonationRecordSchema = Type.Object({
  _id: Type.String(),
  campaignId: Nullable(Type.String()),
  title: Type.String(),
  donationImage: Type.String(),
  donationAmount: Type.Number(),
  time: Type.Number(),
  name: Type.String(),
  email: Type.String(),
  anonymous: Type.Boolean(),
});

export const DonationBody = Type.Object({
  id: Type.Union([Type.String({ pattern: ID_PATTERN }), Type.Integer({ minimum: 1 })], { 'x-message': 'must be a campaign id' }),
  donationAmount: MoneyInput,
  // Required for guests (checked in the handler); ignored for signed-in donors, so not constrained here.
  name: Type.Optional(Type.String({ maxLength: 1000 })),
  email: Type.Optional(Type.String({ maxLength: 1000 })),
  anonymous: Type.Optional(Type.Boolean()),
  // title and donationImage are accepted and ignored: the server snapshots them from the campaign.
});


