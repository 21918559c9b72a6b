/**
 * Drizzle table definitions: the single source of the database shape.
 * `npm run db:generate -w api` turns changes here into a new migration under api/drizzle/.
 * Money columns hold integer poisha (1 Tk = 100 poisha); times are millisecond epochs.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** Where a transfer is sent from and to: the wallets and banks (payment_accounts.channel, donations.channel). */
export const TRANSFER_CHANNELS = ['bkash', 'nagad', 'rocket', 'bank'] as const;
/** How an admin received money by hand (donations.channel of offline gifts). */
export const OFFLINE_CHANNELS = ['cash', 'cheque'] as const;
/** How the money moves: a transfer the donor makes, or money an admin received by hand. */
export const PAYMENT_METHODS = ['transfer', 'offline'] as const;

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    image: text('image').notNull().default(''),
    profession: text('profession').notNull().default(''),
    address: text('address').notNull().default(''),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    createdAt: integer('created_at').notNull(),
    /** When the account proved it owns `email` (the verification link); null until then. */
    emailVerifiedAt: integer('email_verified_at'),
    /** Bumped on every password change: tokens carry it (claim `ver`) and older ones are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** TOTP secret (base32) while enrolling or enrolled; null when two-factor is off. */
    totpSecret: text('totp_secret'),
    /** When TOTP enrolment was confirmed with a first code; null = not enrolled. */
    totpEnabledAt: integer('totp_enabled_at'),
    /** The TOTP time step of the last code accepted: a code is never accepted twice (replay). */
    totpLastStep: integer('totp_last_step'),
    /** The language mails to this account are written in (en, bn): the Accept-Language of the request that created it. */
    locale: text('locale').notNull().default('en'),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), check('users_role_check', sql`${t.role} in ('user', 'admin')`)],
);

/**
 * Single-use links mailed to a user (email verification, password reset). Only a SHA-256 hash of
 * the token is stored; `email` is the address the link was sent to (verification proves that one).
 */
export const authTokens = sqliteTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);

/** One-time recovery codes for TOTP two-factor sign-in (hashed; a used code has used_at set). */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: integer('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Sessions ended by signing out (POST /logout): `id` is the token's `sid` claim. A row is needed only while
 * a token of that session could still be valid, so it goes at `expires_at` (the latest expiry a token of the
 * session can have); expired rows are deleted when a new one is written. Signing out everywhere needs no row:
 * it moves users.token_version on.
 */
export const revokedSessions = sqliteTable(
  'revoked_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Mail to send, written in the same transaction as the change that causes it; a worker sends it
 * with retry and backoff (see src/mail/). `locked_until` is the lease of the worker sending it.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: integer('created_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    lockedUntil: integer('locked_until'),
    sentAt: integer('sent_at'),
    lastError: text('last_error'),
    /** Extra headers as a JSON object (List-Unsubscribe of campaign updates), or null. */
    headers: text('headers_json'),
  },
  (t) => [index('outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
);

export const campaigns = sqliteTable(
  'campaigns',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    targetPoisha: integer('target_poisha').notNull(),
    /** Sum of this campaign's donation rows, kept in the same transaction as every insert. */
    raisedPoisha: integer('raised_poisha').notNull().default(0),
    /** Number of this campaign's donation rows, kept like raisedPoisha. */
    donorCount: integer('donor_count').notNull().default(0),
    /**
     * The latest 10 donations as a JSON array of DonorEntry (as answered, anonymous donors hidden), newest
     * first, kept in the same transaction as every insert so list answers need no per-campaign donor query.
     */
    recentDonors: text('recent_donors').notNull().default('[]'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    /** When the campaign stops taking gifts by itself (null: no end date). */
    endsAt: integer('ends_at'),
    /** When it was closed (by an admin, or by the sweep at ends_at); null: open unless ends_at has passed. */
    closedAt: integer('closed_at'),
  },
  (t) => [
    index('campaigns_created_idx').on(t.createdAt, t.id),
    index('campaigns_due_idx').on(t.closedAt, t.endsAt),
    index('campaigns_category_idx').on(t.category, t.createdAt, t.id),
    check('campaigns_target_check', sql`${t.targetPoisha} > 0`),
    check('campaigns_raised_check', sql`${t.raisedPoisha} >= 0`),
  ],
);

export const donations = sqliteTable(
  'donations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Null once the campaign is deleted; the title/image snapshot keeps the history readable. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    campaignTitle: text('campaign_title').notNull(),
    campaignImage: text('campaign_image').notNull(),
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'u:<user id>' for signed-in donors, 'e:<email>' for guests; the leaderboard groups by it. */
    donorKey: text('donor_key').notNull(),
    amountPoisha: integer('amount_poisha').notNull(),
    anonymous: integer('anonymous', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
    /**
     * pending until an admin sees the money (confirmed); or rejected, expired, refunded. Only confirmed rows
     * count in campaign totals, donor_totals and statistics. (Rows from before migration 0008 are confirmed.)
     */
    status: text('status', { enum: ['pending', 'confirmed', 'rejected', 'expired', 'refunded'] }).notNull().default('confirmed'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull().default('transfer'),
    /** bkash | nagad | rocket | bank for transfers (null until the donor says), cash | cheque offline. (The enum is TypeScript's only: no CHECK.) */
    channel: text('channel', { enum: [...TRANSFER_CHANNELS, ...OFFLINE_CHANNELS] }),
    /** Upper-case transaction ID (or cheque/receipt number); unique per kind among gifts that are not rejected or expired (see the indexes). */
    transactionId: text('transaction_id'),
    senderNumber: text('sender_number'),
    expiresAt: integer('expires_at'),
    confirmedAt: integer('confirmed_at'),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    statusReason: text('status_reason'),
    receiptNo: text('receipt_no'),
    updatedAt: integer('updated_at'),
    /** The language of the donor's mails about this gift (pledge steps, receipt, rejection, refund, campaign updates): the request's. */
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
    check('donations_status_check', sql`${t.status} in ('pending', 'confirmed', 'rejected', 'expired', 'refunded')`),
  ],
);

/** Where transfers go: the platform's accounts (campaign_id null) or one campaign's. Retired ones are kept. */
export const paymentAccounts = sqliteTable(
  'payment_accounts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: TRANSFER_CHANNELS }).notNull(),
    label: text('label').notNull(),
    number: text('number').notNull(),
    accountName: text('account_name').notNull(),
    createdAt: integer('created_at').notNull(),
    retiredAt: integer('retired_at'),
  },
  (t) => [index('payment_accounts_campaign_idx').on(t.campaignId, t.retiredAt)],
);

/**
 * The public, hash-chained ledger of money (confirmations, refunds, offline gifts). Append-only:
 * triggers refuse UPDATE and DELETE. hash = SHA-256(prev_hash + canonical JSON of the entry); see src/ledger/chain.ts.
 */
export const ledger = sqliteTable(
  'ledger',
  {
    seq: integer('seq').primaryKey(),
    kind: text('kind', { enum: ['confirm', 'refund', 'offline'] }).notNull(),
    donationId: integer('donation_id').notNull(),
    campaignId: integer('campaign_id'),
    campaignTitle: text('campaign_title').notNull(),
    donor: text('donor').notNull(),
    amountPoisha: integer('amount_poisha').notNull(),
    /** The donation's method and channel when the entry was written (enums are TypeScript's only: no CHECK). */
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    channel: text('channel', { enum: [...TRANSFER_CHANNELS, ...OFFLINE_CHANNELS] }),
    referenceHash: text('reference_hash'),
    time: integer('time').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('ledger_campaign_idx').on(t.campaignId, t.seq), index('ledger_donation_idx').on(t.donationId)],
);

/** Every admin action: who, when, what, before and after (JSON). Append-only: triggers refuse UPDATE and DELETE. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at').notNull(),
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

/**
 * Per-donor running totals for the leaderboard, updated in the same transaction as each
 * donation insert (never drifting; verified against the donation rows by tests and the bench).
 * Anonymous giving is a separate row so it is never tied to the donor's name.
 */
export const donorTotals = sqliteTable(
  'donor_totals',
  {
    donorKey: text('donor_key').notNull(),
    anonymous: integer('anonymous', { mode: 'boolean' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    totalPoisha: integer('total_poisha').notNull(),
    donationCount: integer('donation_count').notNull(),
    lastAt: integer('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.donorKey, t.anonymous] }), index('donor_totals_rank_idx').on(t.totalPoisha, t.lastAt)],
);

export const comments = sqliteTable(
  'comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    comment: text('comment').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('comments_created_idx').on(t.createdAt, t.id)],
);

export const testimonials = sqliteTable(
  'testimonials',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    testimonial: text('testimonial').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('testimonials_created_idx').on(t.createdAt, t.id)],
);

export const volunteers = sqliteTable(
  'volunteers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    location: text('location').notNull(),
    profession: text('profession').notNull(),
    image: text('image').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at'),
  },
  (t) => [uniqueIndex('volunteers_email_unique').on(t.email), index('volunteers_created_idx').on(t.createdAt, t.id)],
);

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('contact_created_idx').on(t.createdAt, t.id)],
);

/**
 * The causes a campaign may have (campaigns.category holds the cause's name). Names are unique in any casing.
 * A retired cause takes no new campaigns; campaigns that have it keep it.
 */
export const causes = sqliteTable(
  'causes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    retiredAt: integer('retired_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('causes_name_unique').on(sql`lower(${t.name})`)],
);

/** News an admin posts on a campaign (mailed to its confirmed donors in the same transaction). */
export const campaignUpdates = sqliteTable(
  'campaign_updates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    image: text('image'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('campaign_updates_campaign_idx').on(t.campaignId, t.createdAt, t.id)],
);

/** Donors who asked (one-click link) for no more update mails about a campaign. */
export const mailUnsubscribes = sqliteTable(
  'mail_unsubscribes',
  {
    email: text('email').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.campaignId] })],
);
