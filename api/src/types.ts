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

/** A user donation record (GET /user-donations, GET /user-donations/{email}), newest first. */
export interface DonationRecord {
  _id: string;
  campaignId: string | null; // null once the campaign is deleted
  title: string;
  donationImage: string;
  donationAmount: number;
  time: number;
  name: string;
  email: string;
  anonymous: boolean;
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
  donationCount: number;
  totalAmount: number;
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
