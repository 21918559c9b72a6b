/**
 * The PostgreSQL shape of src/db/schema.ts: the same tables, columns, indexes and checks, in Drizzle's pg
 * dialect. `npm run db:generate:pg -w api` turns changes here into a migration under api/drizzle-pg/.
 * Money (poisha) and times (millisecond epochs) are bigint (int8; read back as JavaScript numbers, see
 * pool.ts); flags stay 0/1 smallints so the SQL of both dialects compares them the same way.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { OFFLINE_CHANNELS, PAYMENT_METHODS, TRANSFER_CHANNELS } from '../schema.js';

const epoch = (name: string) => bigint(name, { mode: 'number' });
const poisha = (name: string) => bigint(name, { mode: 'number' });
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    image: text('image').notNull().default(''),
    profession: text('profession').notNull().default(''),
    address: text('address').notNull().default(''),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    createdAt: epoch('created_at').notNull(),
    emailVerifiedAt: epoch('email_verified_at'),
    tokenVersion: integer('token_version').notNull().default(0),
    totpSecret: text('totp_secret'),
    totpEnabledAt: epoch('totp_enabled_at'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** The language of mails to this account (en, bn), as in the SQLite schema. */
    locale: text('locale').notNull().default('en'),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), check('users_role_check', sql`${t.role} in ('user', 'admin')`)],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: epoch('expires_at').notNull(),
    usedAt: epoch('used_at'),
    createdAt: epoch('created_at').notNull(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: epoch('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Sessions ended by signing out, as in the SQLite schema. */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: epoch('expires_at').notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * PostgreSQL only (the embedded database counts in memory, one process): the rate limits' events
 * (lib/limiter.pg.ts), shared by every replica. `key` is a keyed hash (HMAC-SHA-256) of the limit's name
 * and its key (an address, an account), never the address itself; a row lives until its event leaves
 * the window (`expires_at`), and expired rows are deleted as new ones come in.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull(),
    expiresAt: epoch('expires_at').notNull(),
  },
  (t) => [index('rate_events_key_idx').on(t.key, t.expiresAt), index('rate_events_expires_idx').on(t.expiresAt)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: epoch('created_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: epoch('next_attempt_at').notNull(),
    lockedUntil: epoch('locked_until'),
    sentAt: epoch('sent_at'),
    lastError: text('last_error'),
    headers: text('headers_json'),
  },
  (t) => [index('outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    targetPoisha: poisha('target_poisha').notNull(),
    raisedPoisha: poisha('raised_poisha').notNull().default(0),
    donorCount: integer('donor_count').notNull().default(0),
    recentDonors: text('recent_donors').notNull().default('[]'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: epoch('created_at').notNull(),
    updatedAt: epoch('updated_at').notNull(),
    endsAt: epoch('ends_at'),
    closedAt: epoch('closed_at'),
  },
  (t) => [
    index('campaigns_created_idx').on(t.createdAt, t.id),
    index('campaigns_due_idx').on(t.closedAt, t.endsAt),
    index('campaigns_category_idx').on(t.category, t.createdAt, t.id),
    check('campaigns_target_check', sql`${t.targetPoisha} > 0`),
    check('campaigns_raised_check', sql`${t.raisedPoisha} >= 0`),
  ],
);

export const donations = pgTable(
  'donations',
  {
    id: id(),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    campaignTitle: text('campaign_title').notNull(),
    campaignImage: text('campaign_image').notNull(),
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    donorKey: text('donor_key').notNull(),
    amountPoisha: poisha('amount_poisha').notNull(),
    anonymous: smallint('anonymous').notNull().default(0),
    createdAt: epoch('created_at').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'rejected', 'expired', 'refunded'] }).notNull().default('confirmed'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull().default('transfer'),
    channel: text('channel', { enum: [...TRANSFER_CHANNELS, ...OFFLINE_CHANNELS] }),
    transactionId: text('transaction_id'),
    senderNumber: text('sender_number'),
    expiresAt: epoch('expires_at'),
    confirmedAt: epoch('confirmed_at'),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    statusReason: text('status_reason'),
    receiptNo: text('receipt_no'),
    updatedAt: epoch('updated_at'),
    /** The language of the donor's mails about this gift, as in the SQLite schema. */
    locale: text('locale').notNull().default('en'),
  },
  (t) => [
    index('donations_campaign_idx').on(t.campaignId, t.status, t.createdAt, t.id),
    index('donations_email_idx').on(t.donorEmail, t.createdAt, t.id),
    index('donations_user_idx').on(t.userId, t.createdAt, t.id),
    index('donations_created_idx').on(t.createdAt, t.id),
    index('donations_status_idx').on(t.status, t.createdAt, t.id),
    index('donations_expiry_idx').on(t.status, t.expiresAt),
    // One live gift per transfer ID across every wallet and bank (a statement line names no channel), and per
    // cheque or cash-receipt number among the offline gifts of that channel: the kinds never block each other.
    uniqueIndex('donations_transfer_id_unique')
      .on(t.transactionId)
      .where(sql`method = 'transfer' AND transaction_id IS NOT NULL AND status IN ('pending', 'confirmed', 'refunded')`),
    uniqueIndex('donations_offline_reference_unique')
      .on(t.channel, t.transactionId)
      .where(sql`method = 'offline' AND transaction_id IS NOT NULL AND status IN ('pending', 'confirmed', 'refunded')`),
    check('donations_amount_check', sql`${t.amountPoisha} > 0`),
    check('donations_anonymous_check', sql`${t.anonymous} in (0, 1)`),
    check('donations_status_check', sql`${t.status} in ('pending', 'confirmed', 'rejected', 'expired', 'refunded')`),
  ],
);

export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: id(),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: TRANSFER_CHANNELS }).notNull(),
    label: text('label').notNull(),
    number: text('number').notNull(),
    accountName: text('account_name').notNull(),
    createdAt: epoch('created_at').notNull(),
    retiredAt: epoch('retired_at'),
  },
  (t) => [index('payment_accounts_campaign_idx').on(t.campaignId, t.retiredAt)],
);

/** Append-only: the triggers of migration 0001 (drizzle-pg) refuse UPDATE and DELETE. */
export const ledger = pgTable(
  'ledger',
  {
    seq: integer('seq').primaryKey(),
    kind: text('kind', { enum: ['confirm', 'refund', 'offline'] }).notNull(),
    donationId: integer('donation_id').notNull(),
    campaignId: integer('campaign_id'),
    campaignTitle: text('campaign_title').notNull(),
    donor: text('donor').notNull(),
    amountPoisha: poisha('amount_poisha').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    channel: text('channel', { enum: [...TRANSFER_CHANNELS, ...OFFLINE_CHANNELS] }),
    referenceHash: text('reference_hash'),
    time: epoch('time').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('ledger_campaign_idx').on(t.campaignId, t.seq), index('ledger_donation_idx').on(t.donationId)],
);

/** Append-only like the ledger. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: epoch('at').notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: text('before_json'),
    after: text('after_json'),
  },
  (t) => [
    index('audit_at_idx').on(t.at, t.id),
    index('audit_action_idx').on(t.action, t.at, t.id),
    index('audit_target_idx').on(t.targetType, t.targetId, t.at),
  ],
);

export const donorTotals = pgTable(
  'donor_totals',
  {
    donorKey: text('donor_key').notNull(),
    anonymous: smallint('anonymous').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    totalPoisha: poisha('total_poisha').notNull(),
    donationCount: integer('donation_count').notNull(),
    lastAt: epoch('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.donorKey, t.anonymous] }), index('donor_totals_rank_idx').on(t.totalPoisha, t.lastAt)],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    comment: text('comment').notNull(),
    createdAt: epoch('created_at').notNull(),
  },
  (t) => [index('comments_created_idx').on(t.createdAt, t.id)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    testimonial: text('testimonial').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    createdAt: epoch('created_at').notNull(),
  },
  (t) => [index('testimonials_created_idx').on(t.createdAt, t.id)],
);

export const volunteers = pgTable(
  'volunteers',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    location: text('location').notNull(),
    profession: text('profession').notNull(),
    image: text('image').notNull(),
    createdAt: epoch('created_at').notNull(),
    updatedAt: epoch('updated_at'),
  },
  (t) => [uniqueIndex('volunteers_email_unique').on(t.email), index('volunteers_created_idx').on(t.createdAt, t.id)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: epoch('created_at').notNull(),
  },
  (t) => [index('contact_created_idx').on(t.createdAt, t.id)],
);

export const causes = pgTable(
  'causes',
  {
    id: id(),
    name: text('name').notNull(),
    retiredAt: epoch('retired_at'),
    createdAt: epoch('created_at').notNull(),
  },
  (t) => [uniqueIndex('causes_name_unique').on(sql`lower(${t.name})`)],
);

export const campaignUpdates = pgTable(
  'campaign_updates',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    image: text('image'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: epoch('created_at').notNull(),
  },
  (t) => [index('campaign_updates_campaign_idx').on(t.campaignId, t.createdAt, t.id)],
);

export const mailUnsubscribes = pgTable(
  'mail_unsubscribes',
  {
    email: text('email').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    createdAt: epoch('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.campaignId] })],
);
