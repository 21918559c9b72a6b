/**
 * The HTTP contract of the Relief API (base path /api/v1), as TypeScript types.
 * Front ends import these with `import type { ... } from 'api/types'`.
 * Money is in Tk as JSON numbers with at most 2 decimals (stored as integer poisha).
 * Times are millisecond epoch numbers. Ids are strings.
 */

export type Role = 'user' | 'admin';

export interface ApiOk<T> {
  success: true;
  data: T;
}
export interface ApiMessage {
  success: true;
  message: string;
}
export interface ApiMessageWith<T> extends ApiMessage {
  data: T;
}
export interface ApiError {
  success: false;
  message: string;
}

/** JWT claims (HS256). */
export interface TokenClaims {
  sub: string;
  name: string;
  email: string;
  role: Role;
  /** Token version: a password change bumps the account's version and older tokens are refused. */
  ver: number;
  /** Whether the email address was confirmed when the token was issued. */
  emailVerified: boolean;
  iat: number;
  exp: number;
}

/** A donor entry inside a campaign (public: no email address). Anonymous donors have name "Anonymous". */
export interface DonorEntry {
  name: string;
  donationAmount: number;
  time: number;
  anonymous: boolean;
}

export const CAUSES = ['Industrial Accident', 'Education', 'Flood', 'Food Donation', 'Cyclone'] as const;
export type Cause = (typeof CAUSES)[number];

/** A campaign as answered by GET /donations and GET /single-donation/{id}. */
export interface Campaign {
  _id: string;
  image: string; // http(s) URL, or a path such as /assets/campaigns/flood-1.svg served by the API origin
  title: string;
  category: string;
  description: string;
  amount: number; // the target
  donationAmount: number; // raised so far (same as totalDonationAmount)
  totalDonationAmount: number; // raised so far, the sum of the donation rows
  donorCount: number; // number of donations to this campaign
  donations: DonorEntry[]; // latest first; capped at 10 in list answers, all (max 100) in single-donation
  createdAt: number;
}

/** GET /donations?q=&category=&limit=&offset= → ApiOk<Campaign[]> & { total } (total = count matching q/category) */
export interface CampaignList extends ApiOk<Campaign[]> {
  total: number;
}

/** POST /create-donation, POST /edit-donation/{id} body. amount may be a numeric string. */
export interface CampaignInput {
  image: string;
  category: string;
  title: string;
  amount: number | string;
  description: string;
  donationAmount?: number | string; // accepted and ignored (raised total comes from donations)
  totalDonationAmount?: number | string; // accepted and ignored
}

/** POST /user-donation body. Signed-in: name/email taken from the token (body values ignored).
 *  title and donationImage are accepted and ignored: the server takes them from the campaign. */
export interface DonationInput {
  id: string; // campaign id
  donationAmount: number | string;
  name?: string; // required for guests
  email?: string; // required for guests
  anonymous?: boolean;
  title?: string;
  donationImage?: string;
}
/** Answer of POST /user-donation: ApiMessageWith<DonationRecord> */

/**
 * A gift's life. Only `confirmed` money counts anywhere (totals, progress, donor lists, leaderboard,
 * statistics, charts). pending → confirmed | rejected | expired; expired → confirmed | rejected
 * (the money turned up late, or never); confirmed → refunded. Anything else answers 409.
 */
export type DonationStatus = 'pending' | 'confirmed' | 'rejected' | 'expired' | 'refunded';
/** How the money moves: a transfer the donor makes (bKash, Nagad, Rocket, bank), or money an admin received by hand. */
export type PaymentMethod = 'transfer' | 'offline';
export type TransferChannel = 'bkash' | 'nagad' | 'rocket' | 'bank';
export type OfflineChannel = 'cash' | 'cheque';
export type PaymentChannel = TransferChannel | OfflineChannel;

/** A user donation record (GET /user-donations, GET /user-donations/{email}), newest first. Owner or admin only. */
export interface DonationRecord {
  _id: string;
  campaignId: string | null; // null once the campaign is deleted
  title: string;
  donationImage: string;
  donationAmount: number;
  time: number; // when the gift was made (pledged, or received for offline gifts)
  name: string;
  email: string;
  anonymous: boolean;
  status: DonationStatus;
  method: PaymentMethod;
  /** The wallet/bank for transfers (null until the donor says), cash or cheque for offline gifts. */
  channel: PaymentChannel | null;
  /** The transfer's transaction ID (accepted once across the platform), or the cheque/receipt-book number. */
  transactionId: string | null;
  /** The number (or account) the transfer was sent from. */
  senderNumber: string | null;
  /** What the donor writes in the transfer's reference field: "RLF-<id>". */
  reference: string;
  /** A pending gift expires (status expired) at this time; null once it is no longer pending. */
  expiresAt: number | null;
  confirmedAt: number | null;
  /** The reason given when rejected or refunded. */
  statusReason: string | null;
  /** "RCT-000042" once confirmed (the ledger entry's number). */
  receiptNo: string | null;
}

/**
 * Where a transfer goes. Admins publish them for the platform (campaignId null) or for one campaign;
 * a campaign with accounts of its own uses only those, others use the platform's.
 */
export interface ReceivingAccount {
  _id: string;
  campaignId: string | null;
  channel: TransferChannel;
  /** e.g. "bKash merchant" or "Dutch-Bangla Bank, Gulshan branch". */
  label: string;
  /** Wallet number or bank account number. */
  number: string;
  /** The name the account is held in. */
  accountName: string;
  createdAt: number;
}
/** GET /payment-accounts?campaignId= (public) → ApiOk<ReceivingAccount[]> (the campaign's, else the platform's).
 *  GET /payment-accounts/all (admin) → ApiOk<ReceivingAccount[]> every active account.
 *  POST /payment-accounts (admin) body ReceivingAccountInput → 201 ApiMessageWith<ReceivingAccount>.
 *  DELETE /payment-accounts/{id} (admin) → ApiMessage (retired: no longer shown; old gifts keep their data). */
export interface ReceivingAccountInput {
  campaignId?: string | null;
  channel: TransferChannel;
  label: string;
  number: string;
  accountName: string;
}

/** What to do next for a pending transfer. */
export interface PaymentInstructions {
  amount: number;
  reference: string;
  accounts: ReceivingAccount[];
  expiresAt: number;
  /** Plain sentences, in order. */
  steps: string[];
}

/** POST /user-donation answer: ApiMessageWith<DonationCreated> (201). */
export interface DonationCreated extends DonationRecord {
  id: string; // same as _id
  /** For a pending transfer; null once nothing is left for the donor to do. */
  instructions: PaymentInstructions | null;
}

/** POST /user-donations/{id}/transaction (the donor, signed in; pending gifts) → ApiMessageWith<DonationRecord>. */
export interface TransactionInput {
  channel: TransferChannel;
  transactionId: string;
  senderNumber: string;
}
/** GET /user-donations/{id}/receipt.pdf (the donor or an admin; confirmed gifts, else 409) → application/pdf.
 *  GET /user-donations/{email}/statement.pdf?year=YYYY (own or admin) → the year's confirmed gifts as a PDF. */
/** POST /user-donations/{id}/confirm (admin) body {} ; /reject and /refund (admin) body { reason } → ApiMessageWith<DonationRecord>; 409 when not allowed. */
export interface ReasonInput {
  reason: string;
}
/** POST /user-donations/bulk (admin): each gift in its own transaction. → ApiOk<BulkResult> */
export interface BulkInput {
  action: 'confirm' | 'reject';
  ids: string[]; // 1..100
  reason?: string; // required for reject
}
export interface BulkResult {
  done: string[];
  failed: { id: string; message: string }[];
}
/** POST /user-donations/offline (admin): money received by hand, confirmed at once → 201 ApiMessageWith<DonationRecord>. */
export interface OfflineGiftInput {
  campaignId: string;
  donationAmount: number | string;
  name: string;
  email?: string; // the receipt mail goes here when given
  anonymous?: boolean;
  channel: OfflineChannel;
  reference?: string; // cheque number, receipt-book number
  receivedAt?: number; // default now; not in the future
}
/**
 * GET /user-donations (admin) takes filters besides limit/offset:
 * status (a DonationStatus), method, campaignId, minAgeDays (gifts made at least that many days ago).
 */

/** POST /payments/statement (admin) body { csv, fileName? }: confirms every pending gift whose transaction ID and amount match. */
export interface StatementInput {
  csv: string;
  fileName?: string;
}
export type StatementMismatch = 'amount-differs' | 'unknown-id' | 'already-used' | 'expired';
export interface StatementResult {
  lines: number;
  confirmed: { line: number; transactionId: string; amount: number; donationId: string }[];
  unmatched: {
    line: number;
    transactionId: string;
    amount: number;
    reason: StatementMismatch;
    /** The gift the ID belongs to, when there is one. */
    donationId: string | null;
    /** That gift's amount, for amount-differs. */
    expectedAmount: number | null;
  }[];
}

/** GET /audit-log?action=&actorId=&targetType=&targetId=&limit=&offset= (admin), newest first → okPage(AuditEntry). No call edits or deletes it. */
export interface AuditEntry {
  _id: string;
  time: number;
  actorId: string | null;
  actorName: string;
  /** e.g. donation.confirm, donation.reject, donation.refund, donation.offline, statement.import, campaign.create,
   *  campaign.update, campaign.delete, user.role, comment.delete, testimonial.delete, volunteer.delete,
   *  payment-account.create, payment-account.delete */
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
}

/**
 * The public, hash-chained ledger of money: every confirmation, refund and offline gift.
 * GET /ledger?campaignId=&order=asc|desc&limit=&offset= (public) → okPage(LedgerEntry), chain order (seq ascending) by default.
 * GET /ledger/head → { success, count, head } (head = the last entry's hash, or GENESIS when empty).
 * GET /ledger/summary → ApiOk<LedgerSummary>.
 *
 * hash = hex(SHA-256(UTF-8(prevHash + canonical))), where canonical is JSON.stringify of
 * { amountPoisha, campaignId, channel, donationId, donor, kind, method, referenceHash, seq, time }
 * with exactly those keys in that (sorted) order; the first entry's prevHash is 64 zeros.
 */
export interface LedgerEntry {
  seq: number;
  kind: 'confirm' | 'refund' | 'offline';
  donationId: string;
  campaignId: string | null;
  campaignTitle: string;
  /** The donor's name as shown publicly, or "Anonymous". */
  donor: string;
  /** Tk; refunds are entries of their own with a positive amount and kind 'refund'. */
  amount: number;
  amountPoisha: number;
  method: PaymentMethod;
  channel: PaymentChannel | null;
  /** hex SHA-256 of the transaction ID or cheque number; null when there was none. */
  referenceHash: string | null;
  time: number;
  prevHash: string;
  hash: string;
}
export const LEDGER_GENESIS = '0'.repeat(64);
export interface LedgerSummary {
  count: number;
  head: string;
  campaigns: { campaignId: string | null; title: string; confirmed: number; refunded: number; net: number; entries: number }[];
}

export interface User {
  _id: string;
  name: string;
  email: string;
  image: string;
  profession: string;
  address: string;
  role: Role;
  createdAt: number;
  /** The account confirmed its email address (the mailed link). */
  emailVerified: boolean;
  /** Signing in asks for an authenticator code (TOTP). */
  twoFactorEnabled: boolean;
}

/** GET /me: the signed-in account, and whether the server refuses its admin writes until it enrols in two-factor. */
export interface Me extends User {
  twoFactorRequired: boolean;
}

/** POST /login answer when the account needs a second factor: no token yet; send the same request again with `code`. */
export interface TwoFactorChallenge {
  success: true;
  twoFactorRequired: true;
  message: string;
}

/** POST /2fa/setup: scan `qrSvg` (or type `secret`) into an authenticator app, then POST /2fa/enable with a code. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** POST /register body (role is ignored; always 'user'). */
export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  role?: string;
}
/** POST /login → { success, message, token } */
export interface LoginInput {
  email: string;
  password: string;
  /** The authenticator code (6 digits) or a recovery code, when the first answer asked for it. */
  code?: string;
}
export interface LoginAnswer extends ApiMessage {
  token: string;
}

/** POST /edit-profile/{id} body: { userInfo: ProfileInput } or ProfileInput directly. password/role/email ignored. */
export interface ProfileInput {
  name: string;
  image: string;
  profession: string;
  address: string;
}

export interface Comment {
  _id: string;
  userId: string; // author's user id (compare with token sub to offer "delete own")
  name: string;
  comment: string;
  time: number;
}
/** POST /create-comments body: { comment } (name/email from token). DELETE /delete-comment/{id}: admin or author. */
export interface CommentInput {
  comment: string;
}

/** Public: no email address. `userId` is the author's account (null for seeded or deleted ones) to offer "delete own". */
export interface Testimonial {
  _id: string;
  userId: string | null;
  title: string;
  testimonial: string;
  name: string;
  time: number;
}
/** POST /create-testimonials body: { title, testimonial } (name/email from token). */

export interface Volunteer {
  _id: string;
  name: string;
  image: string;
  profession: string;
  location: string;
}
/** GET /my-volunteer: the signed-in person's own entry, phone included. */
export interface MyVolunteer extends Volunteer {
  phone: string;
}
/** POST /edit-volunteer body (signed in): the own entry's phone, location, profession, image. */
export type VolunteerUpdateInput = Pick<VolunteerInput, 'phone' | 'location' | 'profession' | 'image'>;
/** POST /create-volunteers body. Signed-in: name/email from token. Duplicate email → 409. */
export interface VolunteerInput {
  name?: string;
  email?: string;
  phone: string;
  location: string;
  profession: string;
  image: string;
}

/** GET /leaderboard → ApiOk<LeaderboardRow[]>: top 10 donors by summed amount.
 *  A donor is identified by user id when signed in, else by email; anonymous donations are
 *  grouped per donor as well but shown with name "Anonymous" and email null. */
/** Public: no email address. */
export interface LeaderboardRow {
  rank: number;
  name: string;
  anonymous: boolean;
  totalAmount: number;
  donationCount: number;
}

/** GET /stats/admin (admin only) → ApiOk<AdminStats> */
export interface AdminStats {
  campaignCount: number;
  donationCount: number; // confirmed gifts
  totalAmount: number; // confirmed money
  /** Gifts waiting for their money to be seen, and their sum. */
  pendingCount: number;
  pendingAmount: number;
  averageAmount: number; // rounded to 2 decimals, 0 when none
  byTitle: { title: string; amount: number }[]; // sum per campaign title, highest first
}

/** GET /stats/user/{email} (own or admin) → ApiOk<UserStats> */
export interface UserStats {
  donationCount: number;
  totalAmount: number;
  averageAmount: number; // 2 decimals, 0 when none
  maxDonation: { amount: number; title: string } | null;
  byTitle: { title: string; amount: number }[];
}

/** POST /contact-messages (anyone, rate limited) body; GET /contact-messages (admin) newest first. */
export interface ContactMessageInput {
  name: string;
  phone?: string;
  subject: string;
  message: string;
  email?: string;
}
export interface ContactMessage {
  _id: string;
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
  time: number;
}
