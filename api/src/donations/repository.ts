/**
 * Donations and the life of a gift. A pledge is `pending` and counts nowhere; confirming it (an admin,
 * or a matching statement line) adds it to the campaign total, the donor's leaderboard row and the
 * recent-donor list, appends a ledger entry, queues the receipt mail and the audit entry — all in ONE
 * IMMEDIATE transaction. A refund takes the same amounts back out, with its own ledger entry.
 * Synchronous cores (better-sqlite3 transactions must be); the repository interface is async.
 */
import { appendAudit, type Actor, type AuditWrite } from '../audit/log.js';
import { isClosed } from '../campaigns/state.js';
import type { Db } from '../db/client.js';
import { NO_BUS, type ChangeBus } from '../live/bus.js';
import { conflict, HttpError, notFound } from '../lib/errors.js';
import { toTk } from '../lib/money.js';
import type { Page } from '../lib/schemas.js';
import { referenceHash, throwAwayReferenceKey } from '../ledger/chain.js';
import { appendLedger } from '../ledger/repository.js';
import { enqueueMail } from '../mail/outbox.js';
import { pledgeMail, receiptMail, refundedMail, rejectedMail, type GiftMailFacts } from '../mail/templates.js';
import { effectiveAccountsReader } from '../payments/accounts.js';
import { normaliseMobile, sameSender } from '../payments/fields.js';
import { methodKey, PROVIDERS } from '../payments/providers.js';

import type {
  DonationRecord,
  DonationStatus,
  DonorEntry,
  OfflineChannel,
  PaymentChannel,
  PaymentInstructions,
  PaymentMethod,
  ReceivingAccount,
  StatementResult,
  TransferChannel,
} from '../types.js';
import type { StatementRow } from '../payments/statement.js';
import { asLocale, msg, translate, word, type Locale, type MessageKey } from '../i18n/index.js';

/** The part of a statement line the matcher needs. */
export type StatementRowLike = Pick<StatementRow, 'line' | 'transactionId' | 'amountPoisha' | 'sender'>;

export interface NewDonation {
  campaignId: number;
  amountPoisha: number;
  donorName: string;
  donorEmail: string;
  userId: number | null;
  anonymous: boolean;
  time?: number;
  /** The language of the donor's mails about this gift (the request's Accept-Language); English when not given. */
  locale?: Locale;
}

export interface NewPledge extends NewDonation {
  channel: TransferChannel | null;
  transactionId: string | null;
  senderNumber: string | null;
  /**
   * Mail the instructions: only to an address its account has confirmed. A guest's typed address
   * gets nothing until money is confirmed, so nobody can make us mail a stranger's inbox.
   */
  mailInstructions?: boolean;
}

export interface NewOfflineGift extends NewDonation {
  channel: OfflineChannel;
  reference: string | null;
  /** Record it even when the same gift was recorded within OFFLINE_DUPLICATE_MS (see SAME_OFFLINE_GIFT). */
  duplicateOk?: boolean;
}

/** How long an offline gift without a reference counts as the same as one recorded before it. */
export const OFFLINE_DUPLICATE_MS = 10 * 60_000;

/**
 * An offline gift without a reference recorded within OFFLINE_DUPLICATE_MS with the same campaign, amount,
 * donor, address and channel (either database; `?` parameters in that order, then the earliest recording
 * time): most likely the same cash recorded twice (an answer lost on a weak link and the form sent again,
 * or two admins recording one envelope). A reference (cheque or receipt-book number) is unique by itself.
 */
export const SAME_OFFLINE_GIFT = `SELECT id FROM donations WHERE method = 'offline' AND status = 'confirmed' AND transaction_id IS NULL
  AND campaign_id = ? AND amount_poisha = ? AND donor_name = ? AND donor_email = ? AND channel = ? AND confirmed_at > ?
  ORDER BY id DESC LIMIT 1`;

/** The parameters of SAME_OFFLINE_GIFT for a new gift, or null when no check applies (a reference, or duplicateOk). */
export const sameOfflineParams = (input: NewOfflineGift, now: number) =>
  input.reference || input.duplicateOk
    ? null
    : [input.campaignId, input.amountPoisha, input.donorName, input.donorEmail, input.channel, now - OFFLINE_DUPLICATE_MS];

/** 409 when SAME_OFFLINE_GIFT found `id`; its `code` lets the dashboard offer to record it anyway. */
export function assertNotSameOffline(id: number | undefined): void {
  if (id !== undefined) {
    throw new HttpError(409, msg('donations.offlineDuplicate', { reference: referenceOf(id), minutes: OFFLINE_DUPLICATE_MS / 60_000 }), {}, 'offline-duplicate');
  }
}

/** A confirmed gift written directly (demo seed, bench): the same totals and ledger entry, no mail. */
export interface SeededGift extends NewDonation {
  method?: PaymentMethod;
  channel?: PaymentChannel | null;
  transactionId?: string | null;
  senderNumber?: string | null;
  status?: 'confirmed' | 'pending' | 'refunded' | 'rejected' | 'expired';
  confirmedAt?: number;
  reason?: string;
}

export interface DonationFilters {
  status?: DonationStatus;
  method?: PaymentMethod;
  campaignId?: number;
  /** Gifts made at least this long ago (ms before `now`). */
  minAgeMs?: number;
  now?: number;
}

export interface MoneyOptions {
  /** Where mails link to (APP_URL). */
  appUrl: string;
  /** Pending gifts expire after this many days. */
  pendingDays: number;
  /**
   * The HMAC key of the ledger's referenceHash (ledger/chain.ts referenceHashKey of JWT_SECRET). Absent: a
   * random key of this writer (the demo seed, the bench), never a plain hash a reader could reverse.
   */
  referenceKey?: Buffer;
}

export interface DonationRepository {
  /** A pending transfer (nothing counted yet) and its instructions mail. Null when the campaign does not exist. */
  pledge(input: NewPledge): Promise<{ record: DonationRecord; instructions: PaymentInstructions } | null>;
  /** Money an admin received by hand: confirmed at once (totals, ledger, receipt mail when an address is known, audit). */
  recordOffline(input: NewOfflineGift, actor: Actor): Promise<DonationRecord | null>;
  get(id: number): Promise<DonationRecord | null>;
  /** The donor's user id (null for guests) of a gift, for permission checks. */
  ownerOf(id: number): Promise<{ userId: number | null } | null>;
  /** The donor tells which transfer paid a pending gift. */
  addTransaction(id: number, details: { channel: TransferChannel; transactionId: string; senderNumber: string }): Promise<DonationRecord>;
  confirm(id: number, actor: Actor): Promise<DonationRecord>;
  reject(id: number, actor: Actor, reason: string): Promise<DonationRecord>;
  refund(id: number, actor: Actor, reason: string): Promise<DonationRecord>;
  /** Pending gifts past their time become expired. Returns how many. */
  expireStale(now?: number): Promise<number>;
  /** Confirms every pending gift whose transaction ID and amount match a statement line; one transaction. */
  importStatement(rows: StatementRowLike[], actor: Actor, fileName: string | null): Promise<StatementResult>;
  /** One account's confirmed gifts whose money was seen in `year` (Dhaka time), oldest first: the year statement. */
  confirmedInYear(userId: number, year: number): Promise<DonationRecord[]>;
  /** One account's donations (by user id), newest first. */
  listByUser(userId: number, page: Page): Promise<{ rows: DonationRecord[]; total: number }>;
  listAll(page: Page, filters?: DonationFilters): Promise<{ rows: DonationRecord[]; total: number }>;
}

export interface Row {
  id: number;
  campaign_id: number | null;
  campaign_title: string;
  campaign_image: string;
  donor_name: string;
  donor_email: string;
  user_id: number | null;
  donor_key: string;
  amount_poisha: number;
  created_at: number;
  anonymous: number;
  status: DonationStatus;
  method: PaymentMethod;
  channel: PaymentChannel | null;
  transaction_id: string | null;
  sender_number: string | null;
  expires_at: number | null;
  confirmed_at: number | null;
  status_reason: string | null;
  receipt_no: string | null;
  locale: string;
}

export const COLUMNS = `id, campaign_id, campaign_title, campaign_image, donor_name, donor_email, user_id, donor_key, amount_poisha, created_at,
  anonymous, status, method, channel, transaction_id, sender_number, expires_at, confirmed_at, status_reason, receipt_no, locale`;

export const referenceOf = (id: number | string) => `RLF-${id}`;
export const receiptNoOf = (seq: number) => `RCT-${String(seq).padStart(6, '0')}`;

export const toRecord = (r: Row): DonationRecord => ({
  _id: String(r.id),
  campaignId: r.campaign_id === null ? null : String(r.campaign_id),
  title: r.campaign_title,
  donationImage: r.campaign_image,
  donationAmount: toTk(r.amount_poisha),
  time: r.created_at,
  name: r.donor_name,
  email: r.donor_email,
  anonymous: r.anonymous === 1,
  status: r.status,
  method: r.method,
  channel: r.channel,
  transactionId: r.transaction_id,
  senderNumber: r.sender_number,
  reference: referenceOf(r.id),
  expiresAt: r.status === 'pending' ? r.expires_at : null,
  confirmedAt: r.confirmed_at,
  statusReason: r.status_reason,
  receiptNo: r.receipt_no,
});

export const RECENT_DONORS = 10;

/** A donor entry as answered by the API (anonymous donors hidden, no email); key order as migration 0006 writes it. */
export function donorEntry(name: string, poisha: number, time: number, anonymous: boolean): DonorEntry {
  return { name: anonymous ? 'Anonymous' : name, donationAmount: toTk(poisha), time, anonymous };
}

/** 'u:<user id>' for accounts, 'e:<email>' for guests, 'o:<name>' for offline donors who gave no address. */
export function donorKey(userId: number | null, email: string, name = ''): string {
  return userId !== null ? `u:${userId}` : email ? `e:${email}` : `o:${name.trim().toLowerCase()}`;
}

/**
 * A guest's leaderboard row ('e:<email>') is named by that address's largest confirmed gift (the earliest
 * of equal ones), not by the latest: anyone can type the address, so a Tk 1 gift must not rename a
 * donor who gave 900,000 — an impostor would have to out-give them. (An account's row follows its
 * account's name; an offline donor without an address is keyed by the name itself.) After the row's
 * upsert or decrease, in the same transaction; named parameters as `count` passes them; either database.
 */
export const GUEST_ROW_NAME = `UPDATE donor_totals SET name = coalesce((SELECT donor_name FROM donations
    WHERE donor_email = @donorEmail AND donor_key = @donorKey AND anonymous = @anonymous AND status = 'confirmed'
    ORDER BY amount_poisha DESC, id LIMIT 1), name)
  WHERE donor_key = @donorKey AND anonymous = @anonymous AND user_id IS NULL`;
/** Whether a gift counts on a guest's row keyed by its address (see GUEST_ROW_NAME). */
export const isGuestRow = (r: Row) => r.user_id === null && r.donor_email !== '';

/** The language an account's mails are in, by address. */
export const ACCOUNT_LOCALE = 'SELECT locale FROM users WHERE email = ?';
/** An offline gift's mails: in its donor's account's language when the address has an account, else the recording request's. */
export const offlineLocale = (input: NewOfflineGift, accountLocale: string | undefined): Locale => (accountLocale !== undefined ? asLocale(accountLocale) : (input.locale ?? 'en'));

/** What a gift's mails say of it (either database); see giftMailFacts for whether a mail may go at all. */
export const giftFacts = (r: Row): GiftMailFacts => ({
  to: r.donor_email,
  name: r.donor_name,
  reference: referenceOf(r.id),
  amountPoisha: r.amount_poisha,
  campaign: r.campaign_title,
  locale: asLocale(r.locale),
});

/** The mails about a gift. */
export type GiftMailKind = 'pledge' | 'receipt' | 'rejected' | 'refunded';

/** Whether an account has verified this address (either database: one `?`). */
export const VERIFIED_ADDRESS = 'SELECT 1 FROM users WHERE email = ? AND email_verified_at IS NOT NULL';

/**
 * Who gets a mail about a gift, and under which name — the rule, on either database. Anyone can type any
 * name and address into a guest pledge, so the platform must not become a way to mail a stranger words
 * an attacker wrote:
 * - An address an account has verified gets every mail about its gifts. It is greeted by the gift's name
 *   only when the gift is the account's own (made signed in) or an admin's offline gift: a guest gift typed
 *   with a verified account's address, not signed in, greets "Dear donor", since its name is whatever a
 *   stranger typed.
 * - Any other address (a guest's typed one, or an account's that was never verified) hears only about
 *   money that was seen: the receipt once the gift is confirmed (an admin matched the transfer, a
 *   statement line did, or the admin took the money by hand), and the refund of such a gift. A guest who
 *   really paid gets their receipt; a stranger's inbox costs real money paid to a relief campaign, and
 *   every such mail is our own text. Pledge instructions and rejections (no money seen) go to verified
 *   addresses only: an admin rejecting unpaid guest pledges mails nobody.
 * - Such a mail never carries the typed name: it greets "Dear donor". Only an offline gift keeps its
 *   name, since an admin typed it after meeting the donor.
 * Null: no mail.
 */
export function giftMailFacts(r: Row, kind: GiftMailKind, addressVerified: boolean): GiftMailFacts | null {
  if (r.donor_email === '') return null;
  if (addressVerified) return r.user_id !== null || r.method === 'offline' ? giftFacts(r) : { ...giftFacts(r), name: null };
  if (kind === 'pledge' || kind === 'rejected') return null;
  return { ...giftFacts(r), name: r.method === 'offline' ? r.donor_name : null };
}

/** The receipt mail of a gift just confirmed (either database); `facts` from giftMailFacts. */
export const receiptMailOf = (appUrl: string, r: Row, facts: GiftMailFacts, receiptNo: string, now: number) =>
  receiptMail(appUrl, { ...facts, receiptNo, when: now, method: methodKey(r.method, r.channel), transactionId: r.transaction_id });

/** A pending gift's next steps in the donor's language (either database). */
export const instructionsOf = (r: Row, accounts: ReceivingAccount[], signedIn: boolean): PaymentInstructions | null =>
  r.status !== 'pending'
    ? null
    : PROVIDERS[r.method].instructions(
        { amountPoisha: r.amount_poisha, reference: referenceOf(r.id), transactionId: r.transaction_id, expiresAt: r.expires_at ?? r.created_at },
        accounts,
        signedIn,
        asLocale(r.locale),
      );

/**
 * Why a statement line confirms nothing, given the gift its transaction ID finds (the newest, pending
 * first); null when it confirms that gift. The same on either database.
 */
export function statementMiss(line: StatementRowLike, gift: Row | undefined | null): StatementResult['unmatched'][number] | null {
  const miss = (reason: StatementResult['unmatched'][number]['reason'], found: Row | null) => ({
    line: line.line,
    transactionId: line.transactionId,
    amount: toTk(line.amountPoisha),
    reason,
    donationId: found ? String(found.id) : null,
    expectedAmount: reason === 'amount-differs' && found ? toTk(found.amount_poisha) : null,
  });
  if (!gift || gift.status === 'rejected') return miss('unknown-id', null);
  if (gift.status === 'confirmed' || gift.status === 'refunded') return miss('already-used', gift);
  if (gift.status === 'expired') return miss('expired', gift);
  if (gift.amount_poisha !== line.amountPoisha) return miss('amount-differs', gift);
  // The money came from another number than the donor gave: someone may have typed another's transfer ID. Left for an admin to look at.
  if (gift.sender_number && line.sender && !sameSender(gift.sender_number, line.sender)) return miss('sender-differs', gift);
  return null;
}

/** The sender a statement line gives a gift that had none (a mobile number written as 01XXXXXXXXX). */
export const statementSender = (line: StatementRowLike): string => normaliseMobile(line.sender) ?? line.sender;

/** The audit entry of a statement import (either database). */
export function statementAudit(result: StatementResult, fileName: string | null): AuditWrite {
  return {
    action: 'statement.import',
    targetType: 'statement',
    targetId: fileName,
    before: null,
    after: {
      lines: result.lines,
      confirmed: result.confirmed.map((c) => c.donationId),
      unmatched: result.unmatched.map((u) => ({ line: u.line, reason: u.reason })),
    },
  };
}

export const DAY = 86_400_000;

/**
 * The live gift (pending, confirmed or refunded) of the same kind holding a transaction ID, other than a
 * given one: transfer IDs are one namespace across every wallet and bank (a statement line names no channel),
 * an offline gift's reference one per channel (a cheque number never blocks a transfer or a cash receipt).
 * The unique indexes donations_transfer_id_unique and donations_offline_reference_unique say the same.
 * Parameters: transaction ID, the gift to leave out (-1: none), then idKind's two. Either database.
 */
export const USED_BY = `SELECT id FROM donations WHERE transaction_id = ? AND status IN ('pending', 'confirmed', 'refunded') AND id != ?
  AND method = ? AND (method = 'transfer' OR channel = ?) LIMIT 1`;
/** What decides a transaction ID's namespace. */
export type GiftKind = { method: PaymentMethod; channel: PaymentChannel | null };
/** USED_BY's last two parameters for a gift of this kind. */
export const idKind = (k: GiftKind): [string, string] => [k.method, k.method === 'transfer' ? '' : (k.channel ?? '')];

/** 409: the gift's transaction ID now belongs to gift `other` (confirming an expired gift whose ID was given again). */
export const transactionTaken = (transactionId: string, other: number) => conflict('donations.transactionTaken', { transactionId, reference: referenceOf(other) });

/** Why a gift in this state cannot take this action (409), by action and state. */
export const NOT_ALLOWED: Record<'confirm' | 'reject' | 'refund', Partial<Record<DonationStatus, MessageKey>>> = {
  confirm: {
    confirmed: 'donations.confirm.confirmed',
    rejected: 'donations.confirm.rejected',
    refunded: 'donations.confirm.refunded',
  },
  reject: {
    confirmed: 'donations.reject.confirmed',
    rejected: 'donations.reject.rejected',
    refunded: 'donations.reject.refunded',
  },
  refund: {
    pending: 'donations.refund.pending',
    expired: 'donations.refund.notConfirmed',
    rejected: 'donations.refund.notConfirmed',
    refunded: 'donations.refund.refunded',
  },
};

/** The English answer to a gift for a closed campaign (tests compare with it). */
export const CLOSED_MESSAGE = translate('en', 'campaigns.closedToGifts');

/** What a new gift reads of its campaign (either database). */
export const GIFT_CAMPAIGN = 'SELECT title, image, ends_at, closed_at FROM campaigns WHERE id = ?';
export interface GiftCampaign {
  title: string;
  image: string;
  ends_at: number | null;
  closed_at: number | null;
}

/**
 * A new gift (pledge or offline) needs an open campaign: closed by hand, or its end date passed even if no sweep
 * ran yet. An offline gift is judged at `receivedAt`, the time the admin says the money was handed over: cash
 * taken at a relief camp the day before the campaign closed still belongs to it when it is recorded after.
 */
export function assertTakesGifts(c: GiftCampaign, now = Date.now(), receivedAt?: number): void {
  if (!isClosed(c, now)) return;
  if (receivedAt !== undefined && receivedAt < Math.min(c.closed_at ?? Infinity, c.ends_at ?? Infinity)) return;
  throw conflict('campaigns.closedToGifts');
}

/** The synchronous core of a gift's life, shared by the repository, the demo seed and the bench. */
export function prepareDonationWriter(db: Db, options: MoneyOptions = { appUrl: 'http://localhost:3000', pendingDays: 7 }) {
  const sqlite = db.$client;
  const referenceKey = options.referenceKey ?? throwAwayReferenceKey();
  const campaign = sqlite.prepare<[number], GiftCampaign>(GIFT_CAMPAIGN);
  const insert = sqlite.prepare(
    `INSERT INTO donations (campaign_id, campaign_title, campaign_image, donor_name, donor_email, user_id, donor_key, amount_poisha,
       anonymous, created_at, status, method, channel, transaction_id, sender_number, expires_at, updated_at, locale)
     VALUES (@campaignId, @title, @image, @donorName, @donorEmail, @userId, @donorKey, @amountPoisha,
       @anonymous, @time, @status, @method, @channel, @transactionId, @senderNumber, @expiresAt, @time, @locale)`,
  );
  const byId = sqlite.prepare<[number], Row>(`SELECT ${COLUMNS} FROM donations WHERE id = ?`);
  const recent = sqlite.prepare<[number], { donor_name: string; amount_poisha: number; created_at: number; anonymous: number }>(
    `SELECT donor_name, amount_poisha, created_at, anonymous FROM donations
     WHERE campaign_id = ? AND status = 'confirmed' ORDER BY created_at DESC, id DESC LIMIT ${RECENT_DONORS}`,
  );
  const moveCampaign = sqlite.prepare(
    `UPDATE campaigns SET raised_poisha = raised_poisha + @delta, donor_count = donor_count + @count, recent_donors = @recentDonors
     WHERE id = @campaignId`,
  );
  const addToDonor = sqlite.prepare(
    `INSERT INTO donor_totals (donor_key, anonymous, user_id, name, email, total_poisha, donation_count, last_at)
     VALUES (@donorKey, @anonymous, @userId, @donorName, @donorEmail, @amountPoisha, 1, @time)
     ON CONFLICT (donor_key, anonymous) DO UPDATE SET
       total_poisha = total_poisha + excluded.total_poisha,
       donation_count = donation_count + 1,
       name = excluded.name,
       last_at = max(last_at, excluded.last_at)`,
  );
  const takeFromDonor = sqlite.prepare(
    'UPDATE donor_totals SET total_poisha = total_poisha - @amountPoisha, donation_count = donation_count - 1 WHERE donor_key = @donorKey AND anonymous = @anonymous',
  );
  const dropEmptyDonor = sqlite.prepare('DELETE FROM donor_totals WHERE donor_key = ? AND anonymous = ? AND donation_count <= 0');
  const nameGuestRow = sqlite.prepare(GUEST_ROW_NAME);
  const userName = sqlite.prepare<[number], string>('SELECT name FROM users WHERE id = ?').pluck();
  const setStatus = sqlite.prepare(
    `UPDATE donations SET status = @status, status_reason = @reason, confirmed_at = coalesce(@confirmedAt, confirmed_at),
       confirmed_by = coalesce(@confirmedBy, confirmed_by), receipt_no = coalesce(@receiptNo, receipt_no), updated_at = @now
     WHERE id = @id`,
  );
  const usedByStatement = sqlite.prepare<[string, number, string, string], number>(USED_BY).pluck();
  /** The live gift of the same kind (see USED_BY) holding this ID, other than `exceptId`. */
  const usedBy = (transactionId: string, exceptId: number, kind: GiftKind) => usedByStatement.get(transactionId, exceptId, ...idKind(kind));
  const expire = sqlite.prepare(
    "UPDATE donations SET status = 'expired', updated_at = @now WHERE status = 'pending' AND expires_at <= @now",
  );

  const recentJson = (campaignId: number) =>
    JSON.stringify(recent.all(campaignId).map((d) => donorEntry(d.donor_name, d.amount_poisha, d.created_at, d.anonymous === 1)));

  /** Moves the counted totals by one gift (+1 on confirm, -1 on refund). */
  const count = (r: Row, sign: 1 | -1) => {
    if (r.campaign_id !== null) {
      // The recent list is rebuilt from the rows after the status change (the gift may be older than the ten shown).
      moveCampaign.run({ campaignId: r.campaign_id, delta: sign * r.amount_poisha, count: sign, recentDonors: recentJson(r.campaign_id) });
    }
    const donor = {
      donorKey: r.donor_key,
      anonymous: r.anonymous,
      userId: r.user_id,
      // An account's leaderboard row shows the account's name, never what a guest typed.
      donorName: r.user_id !== null ? (userName.get(r.user_id) ?? r.donor_name) : r.donor_name,
      donorEmail: r.donor_email,
      amountPoisha: r.amount_poisha,
      time: r.created_at,
    };
    if (sign === 1) addToDonor.run(donor);
    else {
      takeFromDonor.run(donor);
      dropEmptyDonor.run(r.donor_key, r.anonymous);
    }
    if (isGuestRow(r)) nameGuestRow.run(donor);
  };

  const ledgerFor = (r: Row, kind: 'confirm' | 'refund' | 'offline', time: number) =>
    appendLedger(db, {
      kind,
      donationId: String(r.id),
      campaignId: r.campaign_id === null ? null : String(r.campaign_id),
      campaignTitle: r.campaign_title,
      donor: r.anonymous ? 'Anonymous' : r.donor_name,
      amountPoisha: r.amount_poisha,
      method: r.method,
      channel: r.channel,
      referenceHash: referenceHash(r.transaction_id, referenceKey),
      time,
    });

  const verifiedAddress = sqlite.prepare<[string], number>(VERIFIED_ADDRESS).pluck();
  /** What a mail of this kind about `r` may say, and to whom; null: none (the rule: giftMailFacts). */
  const mailFacts = (r: Row, kind: GiftMailKind) => giftMailFacts(r, kind, r.donor_email !== '' && verifiedAddress.get(r.donor_email) !== undefined);

  /** pending|expired → confirmed: counted, ledger, receipt mail. (Inside a transaction.) */
  const confirmRow = (r: Row, actor: Actor | null, now: number, mail: boolean) => {
    // An expired gift's transaction ID may since have been given for another gift: one ID confirms one gift.
    const other = r.transaction_id ? usedBy(r.transaction_id, r.id, r) : undefined;
    if (other !== undefined) throw transactionTaken(r.transaction_id!, other);
    const seq = ledgerFor(r, r.method === 'offline' ? 'offline' : 'confirm', now);
    const receiptNo = receiptNoOf(seq);
    setStatus.run({ id: r.id, status: 'confirmed', reason: null, confirmedAt: now, confirmedBy: actor?.id ?? null, receiptNo, now });
    const after = byId.get(r.id)!;
    count(after, 1);
    const facts = mail ? mailFacts(r, 'receipt') : null;
    if (facts) enqueueMail(db, receiptMailOf(options.appUrl, r, facts, receiptNo, now), now);
    return after;
  };

  const loadForChange = (id: number, now: number) => {
    expire.run({ now });
    const r = byId.get(id);
    if (!r) throw notFound('donations.notFound');
    return r;
  };

  const audit = (actor: Actor, action: string, before: Row, after: Row, extra: Record<string, unknown> = {}, now = Date.now()) =>
    appendAudit(
      db,
      actor,
      {
        action,
        targetType: 'donation',
        targetId: before.id,
        before: { status: before.status, reason: before.status_reason },
        after: { status: after.status, reason: after.status_reason, receiptNo: after.receipt_no, amount: toTk(after.amount_poisha), ...extra },
      },
      now,
    );

  const assertAllowed = (action: 'confirm' | 'reject' | 'refund', r: Row) => {
    const message = NOT_ALLOWED[action][r.status];
    if (message) throw conflict(message);
  };

  const accountsFor = effectiveAccountsReader(db);

  const instructions = (r: Row, signedIn: boolean) => instructionsOf(r, accountsFor(r.campaign_id), signedIn);

  /** `check`: one more refusal once the campaign is known to take the gift, before anything is written (offline duplicates). */
  const insertRow = (
    input: NewDonation,
    extra: { status: DonationStatus; method: PaymentMethod; channel: PaymentChannel | null; transactionId: string | null; senderNumber: string | null; expiresAt: number | null },
    check?: () => void,
  ) => {
    const c = campaign.get(input.campaignId);
    if (!c) return null;
    const time = input.time ?? Date.now();
    assertTakesGifts(c, Date.now(), extra.method === 'offline' ? time : undefined);
    check?.();
    if (extra.transactionId) {
      const other = usedBy(extra.transactionId, -1, extra);
      if (other !== undefined) throw conflict('donations.transactionUsed');
    }
    const res = insert.run({
      campaignId: input.campaignId,
      title: c.title,
      image: c.image,
      donorName: input.donorName,
      donorEmail: input.donorEmail,
      userId: input.userId,
      donorKey: donorKey(input.userId, input.donorEmail, input.donorName),
      amountPoisha: input.amountPoisha,
      anonymous: input.anonymous ? 1 : 0,
      time,
      locale: input.locale ?? 'en',
      ...extra,
    });
    return byId.get(Number(res.lastInsertRowid))!;
  };

  const pledge = sqlite.transaction((input: NewPledge) => {
    const time = input.time ?? Date.now();
    const r = insertRow(
      { ...input, time },
      {
        status: 'pending',
        method: 'transfer',
        channel: input.channel,
        transactionId: input.transactionId,
        senderNumber: input.senderNumber,
        expiresAt: time + options.pendingDays * DAY,
      },
    );
    if (!r) return null;
    const how = instructions(r, input.userId !== null)!;
    const facts = input.mailInstructions ? mailFacts(r, 'pledge') : null;
    if (facts) enqueueMail(db, pledgeMail(options.appUrl, facts, how.steps, how.accounts), time);
    return { record: toRecord(r), instructions: how };
  });

  const verifiedAccount = sqlite.prepare<[string], number>('SELECT id FROM users WHERE email = ? AND email_verified_at IS NOT NULL').pluck();
  const accountLocale = sqlite.prepare<[string], string>(ACCOUNT_LOCALE).pluck();
  const sameOffline = sqlite.prepare<unknown[], number>(SAME_OFFLINE_GIFT).pluck();
  const offline = sqlite.transaction((input: NewOfflineGift, actor: Actor) => {
    const now = Date.now();
    // A gift handed over by someone whose address belongs to a confirmed account joins that account's history.
    const userId = input.donorEmail ? (verifiedAccount.get(input.donorEmail) ?? null) : null;
    const locale = offlineLocale(input, input.donorEmail ? accountLocale.get(input.donorEmail) : undefined);
    const same = sameOfflineParams(input, now);
    // After the campaign check (a closed campaign says so first), before anything is written.
    const notSame = same ? () => assertNotSameOffline(sameOffline.get(...same)) : undefined;
    const r = insertRow({ ...input, userId, locale }, {
      status: 'pending', // confirmed just below, in this transaction (the offline provider confirms at once)
      method: 'offline',
      channel: input.channel,
      transactionId: input.reference,
      senderNumber: null,
      expiresAt: null,
    }, notSame);
    if (!r) return null;
    const after = confirmRow(r, actor, now, true);
    appendAudit(db, actor, { action: 'donation.offline', targetType: 'donation', targetId: r.id, before: null, after: toRecord(after) }, now);
    return toRecord(after);
  });

  const transition = sqlite.transaction((id: number, action: 'confirm' | 'reject' | 'refund', actor: Actor, reason: string | null) => {
    const now = Date.now();
    const r = loadForChange(id, now);
    assertAllowed(action, r);
    let after: Row;
    if (action === 'confirm') {
      after = confirmRow(r, actor, now, true);
    } else if (action === 'reject') {
      setStatus.run({ id, status: 'rejected', reason, confirmedAt: null, confirmedBy: null, receiptNo: null, now });
      after = byId.get(id)!;
      const facts = mailFacts(r, 'rejected');
      if (facts) enqueueMail(db, rejectedMail(facts, reason!), now);
    } else {
      ledgerFor(r, 'refund', now);
      setStatus.run({ id, status: 'refunded', reason, confirmedAt: null, confirmedBy: null, receiptNo: null, now });
      after = byId.get(id)!;
      count(after, -1);
      const facts = mailFacts(r, 'refunded');
      if (facts) enqueueMail(db, refundedMail(facts, reason!), now);
    }
    audit(actor, `donation.${action}`, r, after, {}, now);
    return toRecord(after);
  });

  const setTransaction = sqlite.transaction((id: number, d: { channel: TransferChannel; transactionId: string; senderNumber: string }) => {
    const now = Date.now();
    const r = loadForChange(id, now);
    if (r.method !== 'transfer') throw conflict('donations.transfersOnly');
    if (r.status !== 'pending') throw r.status === 'expired' ? conflict('donations.pledgeExpired') : conflict('donations.idFixed', { status: word(`status.${r.status}`) });
    if (usedBy(d.transactionId, id, { method: 'transfer', channel: d.channel }) !== undefined) throw conflict('donations.transactionUsed');
    sqlite
      .prepare('UPDATE donations SET channel = ?, transaction_id = ?, sender_number = ?, updated_at = ? WHERE id = ?')
      .run(d.channel, d.transactionId, d.senderNumber, now, id);
    return toRecord(byId.get(id)!);
  });

  const findByTransaction = sqlite.prepare<[string], Row>(
    `SELECT ${COLUMNS} FROM donations WHERE transaction_id = ? AND method = 'transfer'
     ORDER BY CASE status WHEN 'pending' THEN 0 WHEN 'confirmed' THEN 1 WHEN 'refunded' THEN 1 WHEN 'expired' THEN 2 ELSE 3 END, id DESC LIMIT 1`,
  );

  const importStatement = sqlite.transaction((rows: StatementRowLike[], actor: Actor, fileName: string | null): StatementResult => {
    const now = Date.now();
    expire.run({ now });
    const result: StatementResult = { lines: rows.length, confirmed: [], unmatched: [] };
    for (const line of rows) {
      const r = findByTransaction.get(line.transactionId);
      const missed = statementMiss(line, r);
      if (missed || !r) {
        if (missed) result.unmatched.push(missed);
      } else {
        if (!r.sender_number && line.sender) {
          r.sender_number = statementSender(line);
          sqlite.prepare('UPDATE donations SET sender_number = ? WHERE id = ?').run(r.sender_number, r.id);
        }
        if (!r.channel) {
          sqlite.prepare("UPDATE donations SET channel = 'bkash' WHERE id = ?").run(r.id);
          r.channel = 'bkash';
        }
        const after = confirmRow(r, actor, now, true);
        audit(actor, 'donation.confirm', r, after, { source: 'statement', line: line.line }, now);
        result.confirmed.push({ line: line.line, transactionId: line.transactionId, amount: toTk(line.amountPoisha), donationId: String(r.id) });
      }
    }
    appendAudit(
      db,
      actor,
      statementAudit(result, fileName),
      now,
    );
    return result;
  });

  /** A gift written straight into a state (demo seed, bench): pending, or confirmed with its ledger entry; no mail. */
  const seedOne = (g: SeededGift) => {
    const time = g.time ?? Date.now();
    const r = insertRow(
      { ...g, time },
      {
        status: 'pending',
        method: g.method ?? 'transfer',
        channel: g.channel ?? null,
        transactionId: g.transactionId ?? null,
        senderNumber: g.senderNumber ?? null,
        expiresAt: (g.method ?? 'transfer') === 'transfer' ? time + options.pendingDays * DAY : null,
      },
    );
    if (!r) return null;
    const status = g.status ?? 'confirmed';
    if (status === 'pending') return r;
    if (status === 'expired' || status === 'rejected') {
      setStatus.run({ id: r.id, status, reason: g.reason ?? null, confirmedAt: null, confirmedBy: null, receiptNo: null, now: g.confirmedAt ?? time });
      return byId.get(r.id)!;
    }
    const confirmed = confirmRow(r, null, g.confirmedAt ?? time, false);
    if (status === 'refunded') {
      const at = (g.confirmedAt ?? time) + 3_600_000;
      ledgerFor(confirmed, 'refund', at);
      setStatus.run({ id: r.id, status: 'refunded', reason: g.reason ?? 'Refunded', confirmedAt: null, confirmedBy: null, receiptNo: null, now: at });
      const after = byId.get(r.id)!;
      count(after, -1);
      return after;
    }
    return confirmed;
  };

  return {
    pledge: (input: NewPledge) => pledge.immediate(input),
    offline: (input: NewOfflineGift, actor: Actor) => offline.immediate(input, actor),
    transition: (id: number, action: 'confirm' | 'reject' | 'refund', actor: Actor, reason: string | null) =>
      transition.immediate(id, action, actor, reason),
    setTransaction: (id: number, d: { channel: TransferChannel; transactionId: string; senderNumber: string }) => setTransaction.immediate(id, d),
    importStatement: (rows: StatementRowLike[], actor: Actor, fileName: string | null) => importStatement.immediate(rows, actor, fileName),
    expire: (now: number) => expire.run({ now }).changes,
    instructions: (id: number, signedIn: boolean) => {
      const r = byId.get(id);
      return r ? instructions(r, signedIn) : null;
    },
    byId: (id: number) => byId.get(id),
    /** One gift in any state (inside the caller's transaction). */
    seedOne,
    /** Many gifts in one transaction (seeding, bench). */
    many: sqlite.transaction((gifts: SeededGift[]) => {
      for (const g of gifts) seedOne(g);
    }),
  };
}

/** `bus` hears each change of money once its transaction has committed (never a rolled-back one: those throw first). */
export function createDonationRepository(db: Db, options: MoneyOptions, bus: ChangeBus = NO_BUS): DonationRepository {
  const sqlite = db.$client;
  const writer = prepareDonationWriter(db, options);
  const byUser = sqlite.prepare<[number, number, number], Row>(
    `SELECT ${COLUMNS} FROM donations WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const countByUser = sqlite.prepare<[number], number>('SELECT count(*) FROM donations WHERE user_id = ?').pluck();
  const owner = sqlite.prepare<[number], { user_id: number | null }>('SELECT user_id FROM donations WHERE id = ?');
  const moneyMoved = () => bus.publish({ topic: 'money' });

  return {
    async pledge(input) {
      const result = writer.pledge(input);
      return result;
    },
    async recordOffline(input, actor) {
      const record = writer.offline(input, actor);
      if (record) moneyMoved();
      return record;
    },
    async get(id) {
      const r = writer.byId(id);
      return r ? toRecord(r) : null;
    },
    async ownerOf(id) {
      const r = owner.get(id);
      return r ? { userId: r.user_id } : null;
    },
    async addTransaction(id, details) {
      return writer.setTransaction(id, details);
    },
    async confirm(id, actor) {
      const record = writer.transition(id, 'confirm', actor, null);
      moneyMoved();
      return record;
    },
    async reject(id, actor, reason) {
      return writer.transition(id, 'reject', actor, reason);
    },
    async refund(id, actor, reason) {
      const record = writer.transition(id, 'refund', actor, reason);
      moneyMoved();
      return record;
    },
    async expireStale(now = Date.now()) {
      return writer.expire(now);
    },
    async importStatement(rows, actor, fileName) {
      const result = writer.importStatement(rows, actor, fileName);
      if (result.confirmed.length) moneyMoved();
      return result;
    },
    async confirmedInYear(userId, year) {
      const DHAKA = 6 * 3_600_000;
      return sqlite
        .prepare<[number, number, number], Row>(
          `SELECT ${COLUMNS} FROM donations WHERE user_id = ? AND status = 'confirmed' AND confirmed_at >= ? AND confirmed_at < ? ORDER BY confirmed_at, id`,
        )
        .all(userId, Date.UTC(year, 0, 1) - DHAKA, Date.UTC(year + 1, 0, 1) - DHAKA)
        .map(toRecord);
    },
    async listByUser(userId, { limit, offset }) {
      const rows = byUser.all(userId, limit, offset).map(toRecord);
      const total = offset === 0 && rows.length < limit ? rows.length : (countByUser.get(userId) as number);
      return { rows, total };
    },
    async listAll({ limit, offset }, filters = {}) {
      const where: string[] = [];
      const params: (string | number)[] = [];
      if (filters.status) (where.push('status = ?'), params.push(filters.status));
      if (filters.method) (where.push('method = ?'), params.push(filters.method));
      if (filters.campaignId !== undefined) (where.push('campaign_id = ?'), params.push(filters.campaignId));
      if (filters.minAgeMs !== undefined) (where.push('created_at <= ?'), params.push((filters.now ?? Date.now()) - filters.minAgeMs));
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const rows = sqlite
        .prepare<unknown[], Row>(`SELECT ${COLUMNS} FROM donations ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
        .all(...params, limit, offset)
        .map(toRecord);
      const total =
        offset === 0 && rows.length < limit ? rows.length : (sqlite.prepare(`SELECT count(*) FROM donations ${clause}`).pluck().get(...params) as number);
      return { rows, total };
    },
  };
}

/**
 * Joins the guest donations typed with `email` to the account `userId`. Call it inside the
 * transaction that confirms the account owns that address (verify-email, or a reset link that reached
 * it): the rows get the account's id and donor key, and the guest's leaderboard rows ('e:<email>',
 * named and anonymous) are merged into the account's, which keep the account's name. Synchronous.
 * Returns how many donations joined.
 */
export function claimGuestDonations(db: Db, userId: number, email: string): number {
  const sqlite = db.$client;
  const accountKey = donorKey(userId, email);
  const guestKey = donorKey(null, email);
  const claimed = sqlite
    .prepare('UPDATE donations SET user_id = ?, donor_key = ? WHERE user_id IS NULL AND donor_key = ?')
    .run(userId, accountKey, guestKey).changes;
  if (claimed === 0) return 0;
  const name = sqlite.prepare<[number], string>('SELECT name FROM users WHERE id = ?').pluck().get(userId)!;
  sqlite
    .prepare(
      `INSERT INTO donor_totals (donor_key, anonymous, user_id, name, email, total_poisha, donation_count, last_at)
       SELECT ?, anonymous, ?, ?, ?, total_poisha, donation_count, last_at FROM donor_totals WHERE donor_key = ?
       ON CONFLICT (donor_key, anonymous) DO UPDATE SET
         total_poisha = total_poisha + excluded.total_poisha,
         donation_count = donation_count + excluded.donation_count,
         last_at = max(last_at, excluded.last_at)`,
    )
    .run(accountKey, userId, name, email, guestKey);
  sqlite.prepare('DELETE FROM donor_totals WHERE donor_key = ?').run(guestKey);
  return claimed;
}
