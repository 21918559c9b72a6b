/**
 * Donations and the life of a gift on PostgreSQL: the same rules as repository.ts (read it first). Every
 * change of money is ONE transaction holding the database-wide write lock (db/pg/client.ts), like SQLite's
 * IMMEDIATE transactions: the gift, the campaign total, the donor's leaderboard row, the recent-donor list,
 * the ledger entry, the receipt mail and the audit entry commit together, one change at a time across
 * every replica.
 */
import { appendAuditPg } from '../audit/log.pg.js';
import type { Actor } from '../audit/log.js';
import type { PgDb, PgQ } from '../db/pg/client.js';
import { appendLedgerPg } from '../ledger/repository.pg.js';
import { referenceHash, throwAwayReferenceKey } from '../ledger/chain.js';
import { NO_BUS, type ChangeBus } from '../live/bus.js';
import { assertTakesGifts, GIFT_CAMPAIGN, type GiftCampaign } from './repository.js';
import { conflict, notFound } from '../lib/errors.js';
import { toTk } from '../lib/money.js';
import { enqueueMailPg } from '../mail/outbox.pg.js';
import { pledgeMail, refundedMail, rejectedMail } from '../mail/templates.js';
import { effectiveAccountsPg } from '../payments/accounts.pg.js';
import type { DonationStatus, PaymentChannel, PaymentMethod, StatementResult, TransferChannel } from '../types.js';
import {
  COLUMNS,
  DAY,
  donorEntry,
  donorKey,
  ACCOUNT_LOCALE,
  giftMailFacts,
  GUEST_ROW_NAME,
  isGuestRow,
  VERIFIED_ADDRESS,
  instructionsOf,
  offlineLocale,
  assertNotSameOffline,
  SAME_OFFLINE_GIFT,
  sameOfflineParams,
  receiptMailOf,
  NOT_ALLOWED,
  RECENT_DONORS,
  receiptNoOf,
  referenceOf,
  statementAudit,
  statementMiss,
  statementSender,
  toRecord,
  transactionTaken,
  idKind,
  USED_BY,
  type GiftKind,
  type DonationRepository,
  type GiftMailKind,
  type MoneyOptions,
  type NewDonation,
  type NewOfflineGift,
  type NewPledge,
  type Row,
  type SeededGift,
  type StatementRowLike,
} from './repository.js';
import { word } from '../i18n/index.js';

const byId = (q: PgQ, id: number) => q.get<Row>(`SELECT ${COLUMNS} FROM donations WHERE id = ?`, [id]);
const expire = (q: PgQ, now: number) =>
  q.run("UPDATE donations SET status = 'expired', updated_at = ? WHERE status = 'pending' AND expires_at <= ?", [now, now]);

interface StatusChange {
  id: number;
  status: DonationStatus;
  reason: string | null;
  confirmedAt: number | null;
  confirmedBy: number | null;
  receiptNo: string | null;
  now: number;
}
const setStatus = (q: PgQ, s: StatusChange) =>
  q.run(
    `UPDATE donations SET status = @status, status_reason = @reason, confirmed_at = coalesce(@confirmedAt, confirmed_at),
       confirmed_by = coalesce(@confirmedBy, confirmed_by), receipt_no = coalesce(@receiptNo, receipt_no), updated_at = @now
     WHERE id = @id`,
    { ...s },
  );
/** The live gift of the same kind (see USED_BY) holding this ID, other than `exceptId`. */
const usedBy = (q: PgQ, transactionId: string, exceptId: number, kind: GiftKind) => q.value<number>(USED_BY, [transactionId, exceptId, ...idKind(kind)]);

/** The transaction-scoped core of a gift's life (the PostgreSQL twin of prepareDonationWriter). */
export function pgDonationWriter(options: MoneyOptions = { appUrl: 'http://localhost:3000', pendingDays: 7 }) {
  const referenceKey = options.referenceKey ?? throwAwayReferenceKey();
  const recentJson = async (q: PgQ, campaignId: number) => {
    const rows = await q.all<{ donor_name: string; amount_poisha: number; created_at: number; anonymous: number }>(
      `SELECT donor_name, amount_poisha, created_at, anonymous FROM donations
       WHERE campaign_id = ? AND status = 'confirmed' ORDER BY created_at DESC, id DESC LIMIT ${RECENT_DONORS}`,
      [campaignId],
    );
    return JSON.stringify(rows.map((d) => donorEntry(d.donor_name, d.amount_poisha, d.created_at, d.anonymous === 1)));
  };

  /** Moves the counted totals by one gift (+1 on confirm, -1 on refund). */
  const count = async (q: PgQ, r: Row, sign: 1 | -1) => {
    if (r.campaign_id !== null) {
      await q.run('UPDATE campaigns SET raised_poisha = raised_poisha + ?, donor_count = donor_count + ?, recent_donors = ? WHERE id = ?', [
        sign * r.amount_poisha,
        sign,
        await recentJson(q, r.campaign_id),
        r.campaign_id,
      ]);
    }
    const accountName = r.user_id !== null ? await q.value<string>('SELECT name FROM users WHERE id = ?', [r.user_id]) : undefined;
    const donor = {
      donorKey: r.donor_key,
      anonymous: r.anonymous,
      userId: r.user_id,
      donorName: accountName ?? r.donor_name,
      donorEmail: r.donor_email,
      amountPoisha: r.amount_poisha,
      time: r.created_at,
    };
    if (sign === 1) {
      await q.run(
        `INSERT INTO donor_totals (donor_key, anonymous, user_id, name, email, total_poisha, donation_count, last_at)
         VALUES (@donorKey, @anonymous, @userId, @donorName, @donorEmail, @amountPoisha, 1, @time)
         ON CONFLICT (donor_key, anonymous) DO UPDATE SET
           total_poisha = donor_totals.total_poisha + excluded.total_poisha,
           donation_count = donor_totals.donation_count + 1,
           name = excluded.name,
           last_at = greatest(donor_totals.last_at, excluded.last_at)`,
        donor,
      );
    } else {
      await q.run(
        'UPDATE donor_totals SET total_poisha = total_poisha - @amountPoisha, donation_count = donation_count - 1 WHERE donor_key = @donorKey AND anonymous = @anonymous',
        donor,
      );
      await q.run('DELETE FROM donor_totals WHERE donor_key = ? AND anonymous = ? AND donation_count <= 0', [r.donor_key, r.anonymous]);
    }
    if (isGuestRow(r)) await q.run(GUEST_ROW_NAME, donor);
  };

  const ledgerFor = (q: PgQ, r: Row, kind: 'confirm' | 'refund' | 'offline', time: number) =>
    appendLedgerPg(q, {
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

  /** What a mail of this kind about `r` may say, and to whom; null: none (the rule: giftMailFacts). */
  const mailFacts = async (q: PgQ, r: Row, kind: GiftMailKind) =>
    giftMailFacts(r, kind, r.donor_email !== '' && (await q.value<number>(VERIFIED_ADDRESS, [r.donor_email])) !== undefined);

  /** pending|expired → confirmed: counted, ledger, receipt mail. */
  const confirmRow = async (q: PgQ, r: Row, actor: Actor | null, now: number, mail: boolean) => {
    // An expired gift's transaction ID may since have been given for another gift: one ID confirms one gift.
    const other = r.transaction_id ? await usedBy(q, r.transaction_id, r.id, r) : undefined;
    if (other !== undefined) throw transactionTaken(r.transaction_id!, other);
    const seq = await ledgerFor(q, r, r.method === 'offline' ? 'offline' : 'confirm', now);
    const receiptNo = receiptNoOf(seq);
    await setStatus(q, { id: r.id, status: 'confirmed', reason: null, confirmedAt: now, confirmedBy: actor?.id ?? null, receiptNo, now });
    const after = (await byId(q, r.id))!;
    await count(q, after, 1);
    const facts = mail ? await mailFacts(q, r, 'receipt') : null;
    if (facts) await enqueueMailPg(q, receiptMailOf(options.appUrl, r, facts, receiptNo, now), now);
    return after;
  };

  const loadForChange = async (q: PgQ, id: number, now: number) => {
    await expire(q, now);
    const r = await byId(q, id);
    if (!r) throw notFound('donations.notFound');
    return r;
  };

  const audit = (q: PgQ, actor: Actor, action: string, before: Row, after: Row, extra: Record<string, unknown> = {}, now = Date.now()) =>
    appendAuditPg(
      q,
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

  const instructions = async (q: PgQ, r: Row, signedIn: boolean) => instructionsOf(r, await effectiveAccountsPg(q, r.campaign_id), signedIn);

  const insertRow = async (
    q: PgQ,
    input: NewDonation,
    extra: { status: DonationStatus; method: PaymentMethod; channel: PaymentChannel | null; transactionId: string | null; senderNumber: string | null; expiresAt: number | null },
    /** One more refusal once the campaign is known to take the gift, before anything is written (offline duplicates). */
    check?: () => Promise<void>,
  ) => {
    // Under the write lock, as closing is: a gift either sees the campaign closed or commits before the close.
    const c = await q.get<GiftCampaign>(GIFT_CAMPAIGN, [input.campaignId]);
    if (!c) return null;
    const time = input.time ?? Date.now();
    assertTakesGifts(c, Date.now(), extra.method === 'offline' ? time : undefined);
    await check?.();
    if (extra.transactionId && (await usedBy(q, extra.transactionId, -1, extra)) !== undefined) {
      throw conflict('donations.transactionUsed');
    }
    const id = (await q.value<number>(
      `INSERT INTO donations (campaign_id, campaign_title, campaign_image, donor_name, donor_email, user_id, donor_key, amount_poisha,
         anonymous, created_at, status, method, channel, transaction_id, sender_number, expires_at, updated_at, locale)
       VALUES (@campaignId, @title, @image, @donorName, @donorEmail, @userId, @donorKey, @amountPoisha,
         @anonymous, @time, @status, @method, @channel, @transactionId, @senderNumber, @expiresAt, @time, @locale)
       RETURNING id`,
      {
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
      },
    ))!;
    return (await byId(q, id))!;
  };

  const pledge = async (q: PgQ, input: NewPledge) => {
    const time = input.time ?? Date.now();
    const r = await insertRow(
      q,
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
    const how = (await instructions(q, r, input.userId !== null))!;
    const facts = input.mailInstructions ? await mailFacts(q, r, 'pledge') : null;
    if (facts) await enqueueMailPg(q, pledgeMail(options.appUrl, facts, how.steps, how.accounts), time);
    return { record: toRecord(r), instructions: how };
  };

  const offline = async (q: PgQ, input: NewOfflineGift, actor: Actor) => {
    const now = Date.now();
    const userId = input.donorEmail
      ? ((await q.value<number>('SELECT id FROM users WHERE email = ? AND email_verified_at IS NOT NULL', [input.donorEmail])) ?? null)
      : null;
    const locale = offlineLocale(input, input.donorEmail ? await q.value<string>(ACCOUNT_LOCALE, [input.donorEmail]) : undefined);
    // Under the write lock: two recordings of one envelope at the same moment are checked one after the other,
    // after the campaign check (a closed campaign says so first), before anything is written.
    const same = sameOfflineParams(input, now);
    const notSame = same ? async () => assertNotSameOffline(await q.value<number>(SAME_OFFLINE_GIFT, same)) : undefined;
    const r = await insertRow(q, { ...input, userId, locale }, {
      status: 'pending', // confirmed just below, in this transaction
      method: 'offline',
      channel: input.channel,
      transactionId: input.reference,
      senderNumber: null,
      expiresAt: null,
    }, notSame);
    if (!r) return null;
    const after = await confirmRow(q, r, actor, now, true);
    await appendAuditPg(q, actor, { action: 'donation.offline', targetType: 'donation', targetId: r.id, before: null, after: toRecord(after) }, now);
    return toRecord(after);
  };

  const transition = async (q: PgQ, id: number, action: 'confirm' | 'reject' | 'refund', actor: Actor, reason: string | null) => {
    const now = Date.now();
    const r = await loadForChange(q, id, now);
    assertAllowed(action, r);
    let after: Row;
    if (action === 'confirm') {
      after = await confirmRow(q, r, actor, now, true);
    } else if (action === 'reject') {
      await setStatus(q, { id, status: 'rejected', reason, confirmedAt: null, confirmedBy: null, receiptNo: null, now });
      after = (await byId(q, id))!;
      const facts = await mailFacts(q, r, 'rejected');
      if (facts) await enqueueMailPg(q, rejectedMail(facts, reason!), now);
    } else {
      await ledgerFor(q, r, 'refund', now);
      await setStatus(q, { id, status: 'refunded', reason, confirmedAt: null, confirmedBy: null, receiptNo: null, now });
      after = (await byId(q, id))!;
      await count(q, after, -1);
      const facts = await mailFacts(q, r, 'refunded');
      if (facts) await enqueueMailPg(q, refundedMail(facts, reason!), now);
    }
    await audit(q, actor, `donation.${action}`, r, after, {}, now);
    return toRecord(after);
  };

  const setTransaction = async (q: PgQ, id: number, d: { channel: TransferChannel; transactionId: string; senderNumber: string }) => {
    const now = Date.now();
    const r = await loadForChange(q, id, now);
    if (r.method !== 'transfer') throw conflict('donations.transfersOnly');
    if (r.status !== 'pending') throw r.status === 'expired' ? conflict('donations.pledgeExpired') : conflict('donations.idFixed', { status: word(`status.${r.status}`) });
    if ((await usedBy(q, d.transactionId, id, { method: 'transfer', channel: d.channel })) !== undefined) throw conflict('donations.transactionUsed');
    await q.run('UPDATE donations SET channel = ?, transaction_id = ?, sender_number = ?, updated_at = ? WHERE id = ?', [d.channel, d.transactionId, d.senderNumber, now, id]);
    return toRecord((await byId(q, id))!);
  };

  const importStatement = async (q: PgQ, rows: StatementRowLike[], actor: Actor, fileName: string | null): Promise<StatementResult> => {
    const now = Date.now();
    await expire(q, now);
    const result: StatementResult = { lines: rows.length, confirmed: [], unmatched: [] };
    for (const line of rows) {
      const r = await q.get<Row>(
        `SELECT ${COLUMNS} FROM donations WHERE transaction_id = ? AND method = 'transfer'
         ORDER BY CASE status WHEN 'pending' THEN 0 WHEN 'confirmed' THEN 1 WHEN 'refunded' THEN 1 WHEN 'expired' THEN 2 ELSE 3 END, id DESC LIMIT 1`,
        [line.transactionId],
      );
      const missed = statementMiss(line, r);
      if (missed || !r) {
        if (missed) result.unmatched.push(missed);
      } else {
        if (!r.sender_number && line.sender) {
          r.sender_number = statementSender(line);
          await q.run('UPDATE donations SET sender_number = ? WHERE id = ?', [r.sender_number, r.id]);
        }
        if (!r.channel) {
          await q.run("UPDATE donations SET channel = 'bkash' WHERE id = ?", [r.id]);
          r.channel = 'bkash';
        }
        const after = await confirmRow(q, r, actor, now, true);
        await audit(q, actor, 'donation.confirm', r, after, { source: 'statement', line: line.line }, now);
        result.confirmed.push({ line: line.line, transactionId: line.transactionId, amount: toTk(line.amountPoisha), donationId: String(r.id) });
      }
    }
    await appendAuditPg(
      q,
      actor,
      statementAudit(result, fileName),
      now,
    );
    return result;
  };

  /** A gift written straight into a state (demo seed, bench): pending, or confirmed with its ledger entry; no mail. */
  const seedOne = async (q: PgQ, g: SeededGift) => {
    const time = g.time ?? Date.now();
    const r = await insertRow(
      q,
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
      await setStatus(q, { id: r.id, status, reason: g.reason ?? null, confirmedAt: null, confirmedBy: null, receiptNo: null, now: g.confirmedAt ?? time });
      return (await byId(q, r.id))!;
    }
    const confirmed = await confirmRow(q, r, null, g.confirmedAt ?? time, false);
    if (status === 'refunded') {
      const at = (g.confirmedAt ?? time) + 3_600_000;
      await ledgerFor(q, confirmed, 'refund', at);
      await setStatus(q, { id: r.id, status: 'refunded', reason: g.reason ?? 'Refunded', confirmedAt: null, confirmedBy: null, receiptNo: null, now: at });
      const after = (await byId(q, r.id))!;
      await count(q, after, -1);
      return after;
    }
    return confirmed;
  };

  return { pledge, offline, transition, setTransaction, importStatement, instructions, seedOne };
}

/** `bus` hears each change of money once its transaction has committed. */
export function createPgDonationRepository(db: PgDb, options: MoneyOptions, bus: ChangeBus = NO_BUS): DonationRepository {
  const writer = pgDonationWriter(options);
  const locked = { lock: true };
  const moneyMoved = () => bus.publish({ topic: 'money' });
  return {
    async pledge(input) {
      return db.tx((q) => writer.pledge(q, input), locked);
    },
    async recordOffline(input, actor) {
      const record = await db.tx((q) => writer.offline(q, input, actor), locked);
      if (record) moneyMoved();
      return record;
    },
    async get(id) {
      const r = await byId(db, id);
      return r ? toRecord(r) : null;
    },
    async ownerOf(id) {
      const r = await db.get<{ user_id: number | null }>('SELECT user_id FROM donations WHERE id = ?', [id]);
      return r ? { userId: r.user_id } : null;
    },
    async addTransaction(id, details) {
      return db.tx((q) => writer.setTransaction(q, id, details), locked);
    },
    async confirm(id, actor) {
      const record = await db.tx((q) => writer.transition(q, id, 'confirm', actor, null), locked);
      moneyMoved();
      return record;
    },
    async reject(id, actor, reason) {
      return db.tx((q) => writer.transition(q, id, 'reject', actor, reason), locked);
    },
    async refund(id, actor, reason) {
      const record = await db.tx((q) => writer.transition(q, id, 'refund', actor, reason), locked);
      moneyMoved();
      return record;
    },
    async expireStale(now = Date.now()) {
      return expire(db, now);
    },
    async importStatement(rows, actor, fileName) {
      const result = await db.tx((q) => writer.importStatement(q, rows, actor, fileName), locked);
      if (result.confirmed.length) moneyMoved();
      return result;
    },
    async confirmedInYear(userId, year) {
      const DHAKA = 6 * 3_600_000;
      const rows = await db.all<Row>(
        `SELECT ${COLUMNS} FROM donations WHERE user_id = ? AND status = 'confirmed' AND confirmed_at >= ? AND confirmed_at < ? ORDER BY confirmed_at, id`,
        [userId, Date.UTC(year, 0, 1) - DHAKA, Date.UTC(year + 1, 0, 1) - DHAKA],
      );
      return rows.map(toRecord);
    },
    async listByUser(userId, { limit, offset }) {
      const rows = (await db.all<Row>(`SELECT ${COLUMNS} FROM donations WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, [userId, limit, offset])).map(
        toRecord,
      );
      const total = offset === 0 && rows.length < limit ? rows.length : (await db.value<number>('SELECT count(*) FROM donations WHERE user_id = ?', [userId]))!;
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
      const rows = (await db.all<Row>(`SELECT ${COLUMNS} FROM donations ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, [...params, limit, offset])).map(toRecord);
      const total = offset === 0 && rows.length < limit ? rows.length : (await db.value<number>(`SELECT count(*) FROM donations ${clause}`, params))!;
      return { rows, total };
    },
  };
}

/** Joins the guest donations typed with `email` to the account (see claimGuestDonations); inside the caller's locked transaction. */
export async function claimGuestDonationsPg(q: PgQ, userId: number, email: string): Promise<number> {
  const accountKey = donorKey(userId, email);
  const guestKey = donorKey(null, email);
  const claimed = await q.run('UPDATE donations SET user_id = ?, donor_key = ? WHERE user_id IS NULL AND donor_key = ?', [userId, accountKey, guestKey]);
  if (claimed === 0) return 0;
  const name = await q.value<string>('SELECT name FROM users WHERE id = ?', [userId]);
  await q.run(
    `INSERT INTO donor_totals (donor_key, anonymous, user_id, name, email, total_poisha, donation_count, last_at)
     SELECT ?, anonymous, ?, ?, ?, total_poisha, donation_count, last_at FROM donor_totals WHERE donor_key = ?
     ON CONFLICT (donor_key, anonymous) DO UPDATE SET
       total_poisha = donor_totals.total_poisha + excluded.total_poisha,
       donation_count = donor_totals.donation_count + excluded.donation_count,
       last_at = greatest(donor_totals.last_at, excluded.last_at)`,
    [accountKey, userId, name, email, guestKey],
  );
  await q.run('DELETE FROM donor_totals WHERE donor_key = ?', [guestKey]);
  return claimed;
}
