/**
 * The account changes that must be atomic with their mail and their effects: each function is one
 * SQLite transaction (better-sqlite3; async interface like every repository, so another database can implement it), writing the change, its single-use link and its
 * outbox mail together. Links are stored only as SHA-256 hashes.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/client.js';
import { claimGuestDonations } from '../donations/repository.js';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.js';
import { NO_BUS, type ChangeBus } from '../live/bus.js';
import type { Locale } from '../i18n/index.js';

export type LinkPurpose = 'verify-email' | 'reset-password';

export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  'verify-email': 24 * 3600_000,
  'reset-password': 3600_000,
};

/** A new random link token (the mailed secret) and the hash that is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}

export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** Ten recovery codes like "k7m2-x9qp" (no 0/o/1/l to misread), and their hashes. */
export function newRecoveryCodes(count = 10): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: count }, () => {
    const bytes = crypto.randomBytes(8);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
  return { codes, hashes: codes.map((c) => hashSecret(normaliseRecoveryCode(c))) };
}

export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export interface AccountStore {
  /** Creates a user with its verify-email link and mail, in one transaction; null when the email is taken. */
  register(input: { name: string; email: string; passwordHash: string; image: string; locale: Locale }, linkHash: string, mail: OutgoingMail, now?: number): Promise<number | null>;
  /** Stores a link for the user and queues its mail, in one transaction. */
  issueLink(userId: number, purpose: LinkPurpose, email: string, hash: string, mail: OutgoingMail, now?: number): Promise<void>;
  /** Links of this purpose made for the user since `since` (for per-account limits), newest first. */
  linkTimes(userId: number, purpose: LinkPurpose, since: number): Promise<number[]>;
  /**
   * Confirms an email address with a verify-email link: marks the link (and the user's other such
   * links) used, sets email_verified_at, and joins the guest donations typed with that address.
   * Null when the link is unknown, used, expired, or no longer matches the account's address.
   */
  verifyEmail(hash: string, now?: number): Promise<{ userId: number; claimed: number } | null>;
  /**
   * Sets a new password with a reset-password link: every reset link of the user is used up, the
   * token version moves on (every session ends), and the address counts as confirmed (the link
   * reached it). Null when the link is not valid.
   */
  resetPassword(
    hash: string,
    passwordHash: string,
    mail: (user: { name: string; email: string; locale: string; email_verified_at: number | null }) => OutgoingMail,
    now?: number,
  ): Promise<{ userId: number } | null>;
  /**
   * A new password for a signed-in user; returns the new token version (older tokens stop working). The
   * reset links mailed before are used up in the same transaction: one of them no longer sets a password.
   */
  changePassword(userId: number, passwordHash: string, mail: OutgoingMail, now?: number): Promise<number>;
  /**
   * Queues a notice to the account unless a mail of its kind went to its address since `since`, in one
   * transaction (on PostgreSQL with the user's row locked: replicas deciding at the same moment queue it
   * once). True when queued. For the notice sent once per pause of the account's codes.
   */
  mailOnceSince(userId: number, mail: OutgoingMail, since: number, now?: number): Promise<boolean>;
  /** Replaces a stored hash made with older parameters (same password). */
  rehash(userId: number, passwordHash: string): Promise<void>;
  /** The language of the account's mails (users.locale): the one the person last chose. */
  setLocale(userId: number, locale: Locale): Promise<void>;
  setTotpSecret(userId: number, secret: string): Promise<void>;
  /** The secret stored by setTotpSecret (enrolling or enrolled), or null. */
  totpSecret(userId: number): Promise<string | null>;
  /**
   * Turns two-factor on with its recovery codes (replacing older ones) and queues the notice. The token
   * version moves on: every session opened before ends (a token stolen before enrolment stops working).
   */
  enableTotp(userId: number, step: number, recoveryHashes: string[], mail: OutgoingMail, now?: number): Promise<void>;
  /** Turns two-factor off (secret and recovery codes gone), queues the notice; every session opened before ends. */
  disableTotp(userId: number, mail: OutgoingMail): Promise<void>;
  /** Records the last accepted TOTP step; false when that step (or a later one) was already used. */
  useTotpStep(userId: number, step: number): Promise<boolean>;
  /** Uses a recovery code once; false when it is unknown or used. */
  useRecoveryCode(userId: number, hash: string, now?: number): Promise<boolean>;
  unusedRecoveryCodes(userId: number): Promise<number>;
  /**
   * Signs one session out (POST /auth/logout): its tokens are refused until `expiresAt`, when they expire
   * anyway. Rows already past their expiry are deleted in the same transaction (one indexed DELETE), so the
   * table holds only sessions whose tokens could still be valid.
   */
  endSession(userId: number, sessionId: string, expiresAt: number, now?: number): Promise<void>;
  /**
   * Signs every session of the account out (POST /auth/logout-everywhere): the token version moves on, and
   * the reset links mailed before are used up in the same transaction (a link is a way in, as a session is).
   */
  endAllSessions(userId: number, now?: number): Promise<void>;
}

/** `bus` hears guest gifts joining an account (leaderboard rows merge) once committed. */
export function createAccountStore(db: Db, bus: ChangeBus = NO_BUS): AccountStore {
  const sqlite = db.$client;
  const insertLink = sqlite.prepare(
    'INSERT INTO auth_tokens (user_id, purpose, token_hash, email, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const linkTimes = sqlite
    .prepare<[number, string, number], number>('SELECT created_at FROM auth_tokens WHERE user_id = ? AND purpose = ? AND created_at >= ? ORDER BY created_at DESC')
    .pluck();
  const findLink = sqlite.prepare<[string, string], { id: number; user_id: number; email: string; expires_at: number; used_at: number | null }>(
    'SELECT id, user_id, email, expires_at, used_at FROM auth_tokens WHERE token_hash = ? AND purpose = ?',
  );
  const useLinks = sqlite.prepare('UPDATE auth_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL');
  const userRow = sqlite.prepare<[number], { name: string; email: string; email_verified_at: number | null; locale: string }>(
    'SELECT name, email, email_verified_at, locale FROM users WHERE id = ?',
  );
  const setVerified = sqlite.prepare('UPDATE users SET email_verified_at = ? WHERE id = ? AND email_verified_at IS NULL');
  const setPassword = sqlite.prepare('UPDATE users SET password_hash = ?, token_version = token_version + 1 WHERE id = ? RETURNING token_version');
  const setHash = sqlite.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const setLocale = sqlite.prepare('UPDATE users SET locale = ? WHERE id = ?');
  const setSecret = sqlite.prepare('UPDATE users SET totp_secret = ?, totp_enabled_at = NULL, totp_last_step = NULL WHERE id = ?');
  const getSecret = sqlite.prepare<[number], string | null>('SELECT totp_secret FROM users WHERE id = ?').pluck();
  const enable = sqlite.prepare('UPDATE users SET totp_enabled_at = ?, totp_last_step = ?, token_version = token_version + 1 WHERE id = ? AND totp_secret IS NOT NULL');
  const disable = sqlite.prepare('UPDATE users SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL, token_version = token_version + 1 WHERE id = ?');
  const step = sqlite.prepare('UPDATE users SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)');
  const deleteCodes = sqlite.prepare('DELETE FROM recovery_codes WHERE user_id = ?');
  const insertCode = sqlite.prepare('INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, ?)');
  const useCode = sqlite.prepare('UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL');
  const unusedCodes = sqlite.prepare<[number], number>('SELECT count(*) FROM recovery_codes WHERE user_id = ? AND used_at IS NULL').pluck();
  const pruneSessions = sqlite.prepare('DELETE FROM revoked_sessions WHERE expires_at <= ?');
  // Signed out twice (a retry): the later expiry wins.
  const revokeSession = sqlite.prepare(
    'INSERT INTO revoked_sessions (id, user_id, expires_at) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET expires_at = max(expires_at, excluded.expires_at)',
  );
  const bumpVersion = sqlite.prepare('UPDATE users SET token_version = token_version + 1 WHERE id = ?');
  const mailedSince = sqlite.prepare<[string, string, number], number>('SELECT 1 FROM outbox WHERE kind = ? AND to_address = ? AND created_at > ? LIMIT 1').pluck();

  /** A link row that may be used now, or null. */
  const validLink = (hash: string, purpose: LinkPurpose, now: number) => {
    const link = findLink.get(hash, purpose);
    if (!link || link.used_at !== null || link.expires_at <= now) return null;
    const user = userRow.get(link.user_id);
    // A link mailed to an address the account no longer has proves nothing about the current one.
    if (!user || user.email !== link.email) return null;
    return { link, user };
  };

  const insertUser = sqlite.prepare(
    "INSERT INTO users (name, email, password_hash, image, profession, address, role, created_at, locale) VALUES (?, ?, ?, ?, '', '', 'user', ?, ?) ON CONFLICT (email) DO NOTHING",
  );

  return {
    async register(input, linkHash, mail, now = Date.now()) {
      return db.transaction(() => {
        const res = insertUser.run(input.name, input.email, input.passwordHash, input.image, now, input.locale);
        if (res.changes === 0) return null;
        const userId = Number(res.lastInsertRowid);
        insertLink.run(userId, 'verify-email', linkHash, input.email, now + LINK_TTL_MS['verify-email'], now);
        enqueueMail(db, mail, now);
        return userId;
      });
    },
    async issueLink(userId, purpose, email, hash, mail, now = Date.now()) {
      db.transaction(() => {
        insertLink.run(userId, purpose, hash, email, now + LINK_TTL_MS[purpose], now);
        enqueueMail(db, mail, now);
      });
    },
    async linkTimes(userId, purpose, since) {
      return linkTimes.all(userId, purpose, since);
    },
    async verifyEmail(hash, now = Date.now()) {
      const done = db.transaction(() => {
        const found = validLink(hash, 'verify-email', now);
        if (!found) return null;
        const userId = found.link.user_id;
        useLinks.run(now, userId, 'verify-email');
        setVerified.run(now, userId);
        const claimed = claimGuestDonations(db, userId, found.user.email);
        return { userId, claimed };
      });
      if (done?.claimed) bus.publish({ topic: 'donors' });
      return done;
    },
    async resetPassword(hash, passwordHash, mail, now = Date.now()) {
      const done = db.transaction(() => {
        const found = validLink(hash, 'reset-password', now);
        if (!found) return null;
        const userId = found.link.user_id;
        useLinks.run(now, userId, 'reset-password');
        setPassword.run(passwordHash, userId);
        let claimed = 0;
        if (found.user.email_verified_at === null) {
          setVerified.run(now, userId);
          claimed = claimGuestDonations(db, userId, found.user.email);
        }
        enqueueMail(db, mail(found.user), now);
        return { userId, claimed };
      });
      if (done?.claimed) bus.publish({ topic: 'donors' });
      return done ? { userId: done.userId } : null;
    },
    async changePassword(userId, passwordHash, mail, now = Date.now()) {
      return db.transaction(() => {
        const row = setPassword.get(passwordHash, userId) as { token_version: number } | undefined;
        if (!row) throw new Error(`no user ${userId}`);
        useLinks.run(now, userId, 'reset-password');
        enqueueMail(db, mail, now);
        return row.token_version;
      });
    },
    async mailOnceSince(_userId, mail, since, now = Date.now()) {
      return db.transaction(() => {
        if (mailedSince.get(mail.kind, mail.to, since) !== undefined) return false;
        enqueueMail(db, mail, now);
        return true;
      });
    },
    async rehash(userId, passwordHash) {
      setHash.run(passwordHash, userId);
    },
    async setLocale(userId, locale) {
      setLocale.run(locale, userId);
    },
    async setTotpSecret(userId, secret) {
      setSecret.run(secret, userId);
    },
    async totpSecret(userId) {
      return getSecret.get(userId) ?? null;
    },
    async enableTotp(userId, acceptedStep, recoveryHashes, mail, now = Date.now()) {
      db.transaction(() => {
        enable.run(now, acceptedStep, userId);
        deleteCodes.run(userId);
        for (const h of recoveryHashes) insertCode.run(userId, h);
        enqueueMail(db, mail, now);
      });
    },
    async disableTotp(userId, mail) {
      db.transaction(() => {
        disable.run(userId);
        deleteCodes.run(userId);
        enqueueMail(db, mail);
      });
    },
    async useTotpStep(userId, s) {
      return step.run(s, userId, s).changes === 1;
    },
    async useRecoveryCode(userId, hash, now = Date.now()) {
      return useCode.run(now, userId, hash).changes === 1;
    },
    async unusedRecoveryCodes(userId) {
      return unusedCodes.get(userId) as number;
    },
    async endSession(userId, sessionId, expiresAt, now = Date.now()) {
      db.transaction(() => {
        pruneSessions.run(now);
        revokeSession.run(sessionId, userId, expiresAt);
      });
    },
    async endAllSessions(userId, now = Date.now()) {
      db.transaction(() => {
        bumpVersion.run(userId);
        useLinks.run(now, userId, 'reset-password');
      });
    },
  };
}
