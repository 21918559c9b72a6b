import { Type } from 'typebox';
import { LIMITS } from '../rules.js';
import { Id, ID_PATTERN, MoneyInput, Nullable, Text } from '../lib/schemas.js';

const Status = Type.Union(
  [Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('rejected'), Type.Literal('expired'), Type.Literal('refunded')],
  { 'x-message': 'must be one of pending, confirmed, rejected, expired, refunded' },
);
const Method = Type.Union([Type.Literal('transfer'), Type.Literal('offline')], { 'x-message': 'must be transfer or offline' });
export const TransferChannel = Type.Union([Type.Literal('bkash'), Type.Literal('nagad'), Type.Literal('rocket'), Type.Literal('bank')], {
  'x-message': 'must be one of bkash, nagad, rocket, bank',
});
const OfflineChannel = Type.Union([Type.Literal('cash'), Type.Literal('cheque')], { 'x-message': 'must be cash or cheque' });
const Channel = Type.Union([...TransferChannel.anyOf, ...OfflineChannel.anyOf]);

export const ReceivingAccountSchema = Type.Object({
  _id: Type.String(),
  campaignId: Nullable(Type.String()),
  channel: TransferChannel,
  label: Type.String(),
  number: Type.String(),
  accountName: Type.String(),
  createdAt: Type.Number(),
});

export const InstructionsSchema = Type.Object({
  amount: Type.Number(),
  reference: Type.String(),
  accounts: Type.Array(ReceivingAccountSchema),
  expiresAt: Type.Number(),
  steps: Type.Array(Type.String()),
});

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
  status: Status,
  method: Method,
  channel: Type.Union([Channel, Type.Null()]),
  transactionId: Nullable(Type.String()),
  senderNumber: Nullable(Type.String()),
  reference: Type.String(),
  expiresAt: Nullable(Type.Number()),
  confirmedAt: Nullable(Type.Number()),
  statusReason: Nullable(Type.String()),
  receiptNo: Nullable(Type.String()),
});

export const DonationCreatedSchema = Type.Intersect([
  DonationRecordSchema,
  Type.Object({ id: Type.String(), instructions: Nullable(InstructionsSchema) }),
]);

export const DonationBody = Type.Object({
  id: Type.Union([Type.String({ pattern: ID_PATTERN }), Type.Integer({ minimum: 1 })], { 'x-message': 'must be a campaign id' }),
  donationAmount: MoneyInput,
  // Required for guests (checked in the handler); ignored for signed-in donors, so not constrained here.
  name: Type.Optional(Type.String({ maxLength: 1000 })),
  email: Type.Optional(Type.String({ maxLength: 1000 })),
  anonymous: Type.Optional(Type.Boolean()),
  // title and donationImage are accepted and ignored: the server snapshots them from the campaign.
  method: Type.Optional(Type.Literal('transfer', { 'x-message': 'must be transfer (offline gifts are recorded by admins)' })),
  channel: Type.Optional(TransferChannel),
  transactionId: Type.Optional(Type.String({ maxLength: 100 })),
  senderNumber: Type.Optional(Type.String({ maxLength: 100 })),
});

export const TransactionBody = Type.Object({
  channel: TransferChannel,
  transactionId: Type.String({ maxLength: 100 }),
  senderNumber: Type.String({ maxLength: 100 }),
});

export const ReasonBody = Type.Object({ reason: Text(LIMITS.reason, { 'x-message': `must be a reason of 1 to ${LIMITS.reason} characters` }) });

export const BulkBody = Type.Object({
  action: Type.Union([Type.Literal('confirm'), Type.Literal('reject')], { 'x-message': 'must be confirm or reject' }),
  ids: Type.Array(Id, { minItems: 1, maxItems: 100, 'x-message': 'must be a list of 1 to 100 donation ids' }),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});
export const BulkResultSchema = Type.Object({
  done: Type.Array(Type.String()),
  failed: Type.Array(Type.Object({ id: Type.String(), message: Type.String() })),
});

export const OfflineBody = Type.Object({
  campaignId: Id,
  donationAmount: MoneyInput,
  name: Text(LIMITS.name),
  email: Type.Optional(Type.String({ maxLength: LIMITS.email })),
  anonymous: Type.Optional(Type.Boolean()),
  channel: OfflineChannel,
  reference: Type.Optional(Type.String({ maxLength: LIMITS.offlineReference })),
  receivedAt: Type.Optional(Type.Integer({ minimum: 946684800000, 'x-message': 'must be a time in milliseconds' })),
});

export const DonationListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, 'x-message': 'must be a whole number from 1 to 100' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, 'x-message': 'must be a whole number ≥ 0' })),
  status: Type.Optional(Status),
  method: Type.Optional(Method),
  campaignId: Type.Optional(Id),
  minAgeDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 3650, 'x-message': 'must be a whole number of days' })),
});

export const StatementBody = Type.Object({
  csv: Type.String({ minLength: 1, maxLength: 5 * 1024 * 1024, 'x-message': 'must be the statement file as text (at most 5 MB)' }),
  fileName: Type.Optional(Type.String({ maxLength: 200 })),
});
export const StatementResultSchema = Type.Object({
  lines: Type.Integer(),
  confirmed: Type.Array(Type.Object({ line: Type.Integer(), transactionId: Type.String(), amount: Type.Number(), donationId: Type.String() })),
  unmatched: Type.Array(
    Type.Object({
      line: Type.Integer(),
      transactionId: Type.String(),
      amount: Type.Number(),
      reason: Type.String(),
      donationId: Nullable(Type.String()),
      expectedAmount: Nullable(Type.Number()),
    }),
  ),
});
