/**
 * The HTTP contract of the Relief API (base path /api/v1), as TypeScript types.
 * Front ends import these with `import type { ... } from 'api/types'`.
 * Money is in Tk as JSON numbers with at most 2 decimals (stored as integer poisha).
 * Times are millisecond epoch numbers. Ids are strings.
 *
 * One schema chain; nothing here is written twice:
 * - Drizzle tables (src/db/schema.ts) → drizzle-typebox (src/db/row-schemas.ts): every field answered as it is
 *   stored: the enumerations (Role, DonationStatus, PaymentMethod, TransferChannel, PaymentChannel, ledger kind),
 *   the text, flag and time columns of User, Campaign, DonationRecord, ReceivingAccount, LedgerEntry, AuditEntry,
 *   LeaderboardRow, Comment, Testimonial, Volunteer, ContactMessage. Each schema file states what differs from
 *   its row (ids as `_id` text, poisha answered in Tk, created_at answered as `time`, columns not answered).
 * - TypeBox route schemas (src/lib/schemas.ts, src/<domain>/schema.ts) → these types (`Static<typeof …Schema>`):
 *   every answer and every request body. Shapes that are not rows (envelopes, DonorEntry, statistics, payment
 *   instructions, the bulk and statement results) and every request body (lengths and patterns from src/rules.ts)
 *   are TypeBox only. The contract's notes are the schemas' `description`s (in the OpenAPI document) and comments.
 * - Hand-written here, with their reason: CAUSES (a value the front ends use at run time; the campaign schema
 *   reads it from here), LEDGER_GENESIS (a value), TokenClaims (the JWT's payload: no route schema describes it).
 *
 * Browser bundles import this file: it must stay free of runtime imports. Only `import type` below
 * (`typeof` works on type-only imports), so bundlers drop them and no TypeBox or Drizzle code follows.
 */
import type { Static, TUnsafe } from 'typebox';
import type { AuditEntrySchema } from './audit/schema.js';
import type { CauseSchema, CreateCauseBody, UpdateCauseBody } from './causes/schema.js';
import type { UploadedImageSchema } from './uploads/schema.js';
import type { CampaignUpdateSchema, CreateCampaignUpdateBody } from './updates/schema.js';
import type { CampaignListSchema, CampaignSchema, CampaignSummarySchema, CreateCampaignBody, DonorEntrySchema, ReopenCampaignBody } from './campaigns/schema.js';
import type { CommentSchema, CreateCommentBody } from './comments/schema.js';
import type { ContactBody, ContactMessageSchema } from './contact/schema.js';
import type {
  BulkBody,
  BulkResultSchema,
  DonationBody,
  DonationCreatedSchema,
  DonationRecordSchema,
  DonationStatusSchema,
  InstructionsSchema,
  OfflineBody,
  OfflineChannelSchema,
  PaymentMethodSchema,
  ReasonBody,
  ReceivingAccountBody,
  ReceivingAccountSchema,
  StatementBody,
  StatementMismatchSchema,
  StatementResultSchema,
  TransactionBody,
  TransferChannelSchema,
} from './donations/schema.js';
import type { LedgerEntrySchema, LedgerSummarySchema } from './ledger/schema.js';
import type { ErrorSchema, MessageSchema, ok, okMessageWith, RoleSchema } from './lib/schemas.js';
import type { CampaignTotalsEventSchema } from './live/schema.js';
import type { AdminStatsSchema, LeaderboardRowSchema, UserStatsSchema } from './stats/schema.js';
import type { CreateTestimonialBody, TestimonialSchema } from './testimonials/schema.js';
import type {
  LoginAnswerSchema,
  LoginBody,
  MeSchema,
  ProfileSchema,
  RegisterBody,
  TwoFactorChallengeSchema,
  TwoFactorSetupSchema,
  UserSchema,
} from './users/schema.js';
import type { MyVolunteerSchema, VolunteerBody, VolunteerSchema, VolunteerUpdateBody } from './volunteers/schema.js';

// Envelopes (src/lib/schemas.ts). The generic ones pass T through the schema builders as an opaque schema.
/** `{ success: true, data }` */
export type ApiOk<T> = Static<ReturnType<typeof ok<TUnsafe<T>>>>;
/** `{ success: true, message }` */
export type ApiMessage = Static<typeof MessageSchema>;
/** `{ success: true, message, data }` */
export type ApiMessageWith<T> = Static<ReturnType<typeof okMessageWith<TUnsafe<T>>>>;
/** `{ success: false, message }`: every 4xx and 5xx answer. */
export type ApiError = Static<typeof ErrorSchema>;

export type Role = Static<typeof RoleSchema>;

/** JWT claims (HS256). Hand-written: the token's payload is signed and read by @fastify/jwt, no route schema describes it. */
export interface TokenClaims {
  sub: string;
  name: string;
  email: string;
  role: Role;
  /** Token version: a password change bumps the account's version and older tokens are refused. */
  ver: number;
  /** Whether the email address was confirmed when the token was issued. */
  emailVerified: boolean;
  /**
   * Session id (random, 128 bits): POST /auth/logout ends the session by it. A fresh token given within a
   * session (password change, two-factor, confirmed address) keeps it. Tokens issued before it existed have none.
   */
  sid?: string;
  iat: number;
  exp: number;
}

/**
 * The five causes seeded into a fresh database (the spec's cause gallery). Causes are a managed list now
 * (GET /causes): a campaign's category is any active cause's name, so read the list from the API.
 * Kept for the front ends that still import it.
 */
export const CAUSES = ['Industrial Accident', 'Education', 'Flood', 'Food Donation', 'Cyclone'] as const;
/** One of the seeded five (see CAUSES). */
export type Cause = (typeof CAUSES)[number];
/**
 * GET /causes (public) → ApiOk<CauseRecord[]> by name, retired ones included.
 * POST /causes (admin) body CauseInput → 201 ApiMessageWith<CauseRecord>; PATCH /causes/{id} (admin) body CausePatchInput → ApiMessageWith<CauseRecord>.
 */
export type CauseRecord = Static<typeof CauseSchema>;
export type CauseInput = Static<typeof CreateCauseBody>;
export type CausePatchInput = Static<typeof UpdateCauseBody>;

// Campaigns (src/campaigns/schema.ts)
export type DonorEntry = Static<typeof DonorEntrySchema>;
/** One campaign with its latest donors (GET /single-donation/{id}). */
export type Campaign = Static<typeof CampaignSchema>;
/** A campaign as GET /donations lists it: no donor list. */
export type CampaignSummary = Static<typeof CampaignSummarySchema>;
/** GET /donations?q=&category=&limit=&offset= */
export type CampaignList = Static<typeof CampaignListSchema>;
/** POST /create-donation, POST /edit-donation/{id} body. */
export type CampaignInput = Static<typeof CreateCampaignBody>;

/**
 * GET /campaigns/{id}/updates?limit&offset (public) → { success, data: CampaignUpdate[], total } newest first.
 * POST /campaigns/{id}/updates (admin) body CampaignUpdateInput → 201 ApiMessageWith<CampaignUpdate>; mails the campaign's confirmed donors.
 * GET /unsubscribe?token= → HTML page with a confirm button; POST /unsubscribe?token= → HTML (JSON with Accept: application/json).
 */
export type CampaignUpdate = Static<typeof CampaignUpdateSchema>;
export type CampaignUpdateInput = Static<typeof CreateCampaignUpdateBody>;
/** POST /campaigns/{id}/reopen body (admin): a new end date when the old one has passed. */
export type ReopenCampaignInput = Static<typeof ReopenCampaignBody>;

// Gifts and payments (src/donations/schema.ts)
/** POST /user-donation body; the answer is ApiMessageWith<DonationCreated> (201). */
export type DonationInput = Static<typeof DonationBody>;
export type DonationStatus = Static<typeof DonationStatusSchema>;
export type PaymentMethod = Static<typeof PaymentMethodSchema>;
export type TransferChannel = Static<typeof TransferChannelSchema>;
export type OfflineChannel = Static<typeof OfflineChannelSchema>;
/** donations.channel: a transfer's wallet or bank, or cash or cheque. */
export type PaymentChannel = NonNullable<DonationRecord['channel']>;
export type DonationRecord = Static<typeof DonationRecordSchema>;
/**
 * GET /payment-accounts?campaignId= (public) → ApiOk<ReceivingAccount[]> (the campaign's, else the platform's).
 * GET /payment-accounts/all (admin) → ApiOk<ReceivingAccount[]> every active account.
 * POST /payment-accounts (admin) body ReceivingAccountInput → 201 ApiMessageWith<ReceivingAccount>.
 * DELETE /payment-accounts/{id} (admin) → ApiMessage (retired: no longer shown; old gifts keep their data).
 */
export type ReceivingAccount = Static<typeof ReceivingAccountSchema>;
export type ReceivingAccountInput = Static<typeof ReceivingAccountBody>;
export type PaymentInstructions = Static<typeof InstructionsSchema>;
export type DonationCreated = Static<typeof DonationCreatedSchema>;
/** POST /user-donations/{id}/transaction → ApiMessageWith<DonationRecord>. */
export type TransactionInput = Static<typeof TransactionBody>;
/**
 * POST /user-donations/{id}/confirm (admin) body {}; /reject and /refund (admin) body ReasonInput
 * → ApiMessageWith<DonationRecord>; 409 when not allowed.
 * GET /user-donations/{id}/receipt.pdf (the donor or an admin; confirmed gifts, else 409) → application/pdf.
 * GET /user-donations/{email}/statement.pdf?year=YYYY (own or admin) → the year's confirmed gifts as a PDF.
 */
export type ReasonInput = Static<typeof ReasonBody>;
/** POST /user-donations/bulk (admin) → ApiOk<BulkResult> */
export type BulkInput = Static<typeof BulkBody>;
export type BulkResult = Static<typeof BulkResultSchema>;
/** POST /user-donations/offline (admin) → 201 ApiMessageWith<DonationRecord>. */
export type OfflineGiftInput = Static<typeof OfflineBody>;
/** POST /payments/statement (admin) → ApiOk<StatementResult> */
export type StatementInput = Static<typeof StatementBody>;
export type StatementMismatch = Static<typeof StatementMismatchSchema>;
export type StatementResult = Static<typeof StatementResultSchema>;

// Audit log and ledger (src/audit/schema.ts, src/ledger/schema.ts)
/** GET /audit-log?action=&actorId=&targetType=&targetId=&limit=&offset= (admin), newest first, paged. */
export type AuditEntry = Static<typeof AuditEntrySchema>;
/**
 * GET /ledger?campaignId=&order=asc|desc&limit=&offset= (public), paged, chain order (seq ascending) by default.
 * GET /ledger/head → { success, count, head } (head = the last entry's hash, or LEDGER_GENESIS when empty).
 * GET /ledger/summary → ApiOk<LedgerSummary>.
 */
export type LedgerEntry = Static<typeof LedgerEntrySchema>;
export const LEDGER_GENESIS = '0'.repeat(64);
export type LedgerSummary = Static<typeof LedgerSummarySchema>;

// Accounts (src/users/schema.ts)
export type User = Static<typeof UserSchema>;
export type Me = Static<typeof MeSchema>;
export type TwoFactorChallenge = Static<typeof TwoFactorChallengeSchema>;
export type TwoFactorSetup = Static<typeof TwoFactorSetupSchema>;
export type RegisterInput = Static<typeof RegisterBody>;
export type LoginInput = Static<typeof LoginBody>;
export type LoginAnswer = Static<typeof LoginAnswerSchema>;
/** POST /edit-profile/{id} body: { userInfo: ProfileInput } or ProfileInput directly; any field may be left out. */
export type ProfileInput = Static<typeof ProfileSchema>;

// Community (src/comments, src/testimonials, src/volunteers, src/contact)
export type Comment = Static<typeof CommentSchema>;
/** POST /create-comments body (name/email from the token). DELETE /delete-comment/{id}: admin or author. */
export type CommentInput = Static<typeof CreateCommentBody>;
export type Testimonial = Static<typeof TestimonialSchema>;
/** POST /create-testimonials body (name/email from the token). */
export type TestimonialInput = Static<typeof CreateTestimonialBody>;
export type Volunteer = Static<typeof VolunteerSchema>;
export type MyVolunteer = Static<typeof MyVolunteerSchema>;
export type VolunteerInput = Static<typeof VolunteerBody>;
/** POST /edit-volunteer body (signed in): the own entry's phone, location, profession, image. */
export type VolunteerUpdateInput = Static<typeof VolunteerUpdateBody>;
export type ContactMessageInput = Static<typeof ContactBody>;
export type ContactMessage = Static<typeof ContactMessageSchema>;

// Statistics (src/stats/schema.ts)
export type LeaderboardRow = Static<typeof LeaderboardRowSchema>;
export type AdminStats = Static<typeof AdminStatsSchema>;
export type UserStats = Static<typeof UserStatsSchema>;

// Live totals (src/live/schema.ts)
/** The data of an `event: campaign` of GET /events (Server-Sent Events); its SSE id is `version`. */
export type CampaignTotalsEvent = Static<typeof CampaignTotalsEventSchema>;

/** POST /uploads/images (signed in, multipart) → 201 ApiMessageWith<UploadedImage>. */
export type UploadedImage = Static<typeof UploadedImageSchema>;
