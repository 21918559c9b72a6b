import { Type } from 'typebox';
import { donationColumns as d, paymentAccountColumns as pa } from '../db/row-schemas.js';
import { OFFLINE_CHANNELS } from '../db/schema.js';
import { LIMITS } from '../rules.js';
import { Id, ID_PATTERN, MoneyInput, Nullable, Text, withOptions, xMessage } from '../lib/schemas.js';

/**
 * A gift's life (donations.status). Only `confirmed` money counts anywhere (totals, progress, donor lists, leaderboard,
 * statistics, charts). pending → confirmed | rejected | expired; expired → confirmed | rejected
 * (the money turned up late, or never); confirmed → refunded. Anything else answers 409.
 */
export const DonationStatusSchema = withOptions(d.status, xMessage('validation.status'));
/** How the money moves (donations.method): a transfer the donor makes (bKash, Nagad, Rocket, bank), or money an admin received by hand. */
export const PaymentMethodSchema = withOptions(d.method, xMessage('validation.method'));
/** A wallet or bank a transfer goes through (payment_accounts.channel). */
export const TransferChannelSchema = withOptions(pa.channel, xMessage('validation.transferChannel'));
/** A channel of money received by hand: donations.channel of offline gifts (the constant its enum is built from). */
export const OfflineChannelSchema = Type.Unsafe<(typeof OFFLINE_CHANNELS)[number]>(
  Type.Union(
    OFFLINE_CHANNELS.map((c) => Type.Literal(c)),
    xMessage('validation.offlineChannel'),
  ),
);

/**
 * Where a transfer goes (a payment_accounts row; `retiredAt` is not answered: retired accounts are not listed).
 * Admins publish them for the platform (campaignId null) or for one campaign;
 * a campaign with accounts of its own uses only those, others use the platform's.
 */
export const ReceivingAccountSchema = Type.Object({
  _id: Type.String(), // id, as text
  campaignId: Nullable(Type.String()), // campaign_id, as text
  channel: pa.channel,
  label: withOptions(pa.label, { description: 'e.g. "bKash merchant" or "Dutch-Bangla Bank, Gulshan branch".' }),
  number: withOptions(pa.number, { description: 'Wallet number or bank account number.' }),
  accountName: withOptions(pa.accountName, { description: 'The name the account is held in.' }),
  createdAt: pa.createdAt,
});

/** POST /payment-accounts body (admin): campaignId null or absent = the platform's. */
export const ReceivingAccountBody = Type.Object({
  campaignId: Type.Optional(Type.Union([Id, Type.Null()], xMessage('validation.campaignIdOrNull'))),
  channel: TransferChannelSchema,
  label: Text(100),
  number: Text(40),
  accountName: Text(100),
});

/** What to do next for a pending transfer. */
export const InstructionsSchema = Type.Object({
  amount: Type.Number(), // Tk
  reference: Type.String(),
  accounts: Type.Array(ReceivingAccountSchema),
  expiresAt: Type.Number(),
  steps: Type.Array(Type.String(), { description: 'Plain sentences, in order.' }),
});

/**
 * A user donation record (GET /user-donations, GET /user-donations/{email}), newest first. Owner or admin only.
 * A donations row nearly as stored; the differences: id → `_id` and campaign_id → `campaignId` as text, campaign_title →
 * `title`, campaign_image → `donationImage`, donor_name/donor_email → `name`/`email`, amount_poisha → `donationAmount` in Tk,
 * created_at → `time`, and `reference` computed from the id. Not answered: donor_key, user_id, confirmed_by, updated_at.
 */
export const DonationRecordSchema = Type.Object({
  _id: Type.String(),
  campaignId: Nullable(Type.String(), { description: 'null once the campaign is deleted' }),
  title: d.campaignTitle,
  donationImage: d.campaignImage,
  donationAmount: Type.Number(),
  time: withOptions(d.createdAt, { description: 'When the gift was made (pledged, or received for offline gifts).' }),
  name: d.donorName,
  email: d.donorEmail,
  anonymous: d.anonymous,
  status: d.status,
  method: d.method,
  channel: withOptions(d.channel, { description: 'The wallet/bank for transfers (null until the donor says), cash or cheque for offline gifts.' }),
  transactionId: withOptions(d.transactionId, {
    description: 'The transfer\'s transaction ID (accepted once across the platform), or the cheque/receipt-book number.',
  }),
  senderNumber: withOptions(d.senderNumber, { description: 'The number (or account) the transfer was sent from.' }),
  reference: Type.String({ description: 'What the donor writes in the transfer\'s reference field: "RLF-<id>".' }),
  expiresAt: withOptions(d.expiresAt, { description: 'A pending gift expires (status expired) at this time; null once it is no longer pending.' }),
  confirmedAt: d.confirmedAt,
  statusReason: withOptions(d.statusReason, { description: 'The reason given when rejected or refunded.' }),
  receiptNo: withOptions(d.receiptNo, { description: '"RCT-000042" once confirmed (the ledger entry\'s number).' }),
});

/** POST /user-donation answer (201): the record, its id again as `id`, and for a pending transfer what to do next (else null). */
export const DonationCreatedSchema = Type.Intersect([
  DonationRecordSchema,
  Type.Object({ id: Type.String(), instructions: Nullable(InstructionsSchema) }),
]);

/** POST /user-donation body. Signed-in: name/email taken from the token (body values ignored). */
const CampaignRef = Type.Union([Type.String({ pattern: ID_PATTERN }), Type.Integer({ minimum: 1 })], xMessage('validation.campaignId'));
const donationFields = {
  donationAmount: MoneyInput,
  // Required for guests (checked in the handler); ignored for signed-in donors, so not constrained here.
  name: Type.Optional(Type.String({ maxLength: 1000 })),
  email: Type.Optional(Type.String({ maxLength: 1000 })),
  anonymous: Type.Optional(Type.Boolean()),
  // title and donationImage are accepted and ignored: the server snapshots them from the campaign.
  method: Type.Optional(Type.Literal('transfer', xMessage('validation.transferOnly'))),
  channel: Type.Optional(TransferChannelSchema),
  transactionId: Type.Optional(Type.String({ maxLength: 100 })),
  senderNumber: Type.Optional(Type.String({ maxLength: 100 })),
};

export const DonationBody = Type.Object({ id: CampaignRef, ...donationFields });

/** PUT /user-donation/{id} (the original server's route): the campaign in the path; an id in the body, if any, must be the same. */
export const DonationToCampaignBody = Type.Object({ id: Type.Optional(CampaignRef), ...donationFields });

export const TransactionBody = Type.Object({
  channel: TransferChannelSchema,
  transactionId: Type.String({ maxLength: 100 }),
  senderNumber: Type.String({ maxLength: 100 }),
});

/** POST /user-donations/{id}/reject and /refund (admin). */
export const ReasonBody = Type.Object({ reason: Text(LIMITS.reason, xMessage('validation.reason', { max: LIMITS.reason })) });

/** POST /user-donations/bulk (admin): each gift in its own transaction; reason is required for reject. */
export const BulkBody = Type.Object({
  action: Type.Union([Type.Literal('confirm'), Type.Literal('reject')], xMessage('validation.bulkAction')),
  ids: Type.Array(Id, { minItems: 1, maxItems: 100, ...xMessage('validation.bulkIds') }),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});
export const BulkResultSchema = Type.Object({
  done: Type.Array(Type.String()),
  failed: Type.Array(Type.Object({ id: Type.String(), message: Type.String() })),
});

/** POST /user-donations/offline (admin): money received by hand, confirmed at once. */
export const OfflineBody = Type.Object({
  campaignId: Id,
  donationAmount: MoneyInput,
  name: Text(LIMITS.name),
  email: Type.Optional(Type.String({ maxLength: LIMITS.email })),
  anonymous: Type.Optional(Type.Boolean()),
  channel: OfflineChannelSchema,
  reference: Type.Optional(Type.String({ maxLength: LIMITS.offlineReference })),
  receivedAt: Type.Optional(Type.Integer({ minimum: 946684800000, ...xMessage('validation.timeMs') })),
  /** True: record it even though the same gift was recorded in the last 10 minutes (a second, real gift). */
  duplicateOk: Type.Optional(Type.Boolean()),
});

/** GET /user-donations (admin) filters besides limit/offset; minAgeDays = gifts made at least that many days ago. */
export const DonationListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, ...xMessage('validation.pageLimit', { max: 100 }) })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, ...xMessage('validation.pageOffset') })),
  status: Type.Optional(DonationStatusSchema),
  method: Type.Optional(PaymentMethodSchema),
  campaignId: Type.Optional(Id),
  minAgeDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 3650, ...xMessage('validation.days') })),
});

/** POST /payments/statement (admin): confirms every pending gift whose transaction ID and amount match. */
export const StatementBody = Type.Object({
  csv: Type.String({ minLength: 1, maxLength: 5 * 1024 * 1024, ...xMessage('validation.statementCsv') }),
  fileName: Type.Optional(Type.String({ maxLength: 200 })),
});
/** Why a statement line confirmed nothing. */
export const StatementMismatchSchema = Type.Union([
  Type.Literal('amount-differs'),
  Type.Literal('unknown-id'),
  Type.Literal('already-used'),
  Type.Literal('expired'),
  Type.Literal('sender-differs'),
], {
  description:
    "amount-differs: not the gift's amount; unknown-id: no gift has the ID; already-used: its gift is already confirmed (or refunded); " +
    'expired: its gift expired (an admin may still confirm it); sender-differs: the money came from another number than the donor gave (left for an admin to check).',
});
export const StatementResultSchema = Type.Object({
  lines: Type.Integer(),
  confirmed: Type.Array(Type.Object({ line: Type.Integer(), transactionId: Type.String(), amount: Type.Number(), donationId: Type.String() })),
  unmatched: Type.Array(
    Type.Object({
      line: Type.Integer(),
      transactionId: Type.String(),
      amount: Type.Number(),
      reason: StatementMismatchSchema,
      donationId: Nullable(Type.String(), { description: 'The gift the ID belongs to, when there is one.' }),
      expectedAmount: Nullable(Type.Number(), { description: "That gift's amount, for amount-differs." }),
    }),
  ),
});
