/** The atomic account changes (see account-store.ts) on PostgreSQL: one transaction each, with their link and mail. */
import type { PgDb, PgQ } from '../db/pg/client.js';
import { claimGuestDonationsPg } from '../donations/repository.pg.js';
import { NO_BUS, type ChangeBus } from '../live/bus.js';
import { enqueueMailPg } from '../mail/outbox.pg.js';
import { LINK_TTL_MS, type AccountStore, type LinkPurpose } from './account-store.js';

export function createPgAccountStore(db: PgDb, bus: ChangeBus = NO_BUS): AccountStore {
  const insertLink = (q: PgQ, userId: number, purpose: LinkPurpose, hash: string, email: string, now: number) =>
    q.run('INSERT INTO auth_tokens (user_id, purpose, token_hash, email, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
      userId,
      purpose,
      hash,
      email,
      now + LINK_TTL_MS[purpose],
      now,
    ]);
  const useLinks = (q: PgQ, now: number, userId: number, purpose: LinkPurpose) =>
    q.run('UPDATE auth_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL', [now, userId, purpose]);
  const setVerified = (q: PgQ, now: number, userId: number) =>
    q.run('UPDATE users SET email_verified_at = ? WHERE id = ? AND email_verified_at IS NULL', [now, userId]);
  const setPassword = (q: PgQ, passwordHash: string, userId: number) =>
    q.get<{ token_version: number }>('UPDATE users SET password_hash = ?, token_version = token_version + 1 WHERE id = ? RETURNING token_version', [passwordHash, userId]);

  /** A link row that may be used now, or null (locked: a link is used once, whoever else tries it at the same moment). */
  const validLink = async (q: PgQ, hash: string, purpose: LinkPurpose, now: number) => {
    const link = await q.get<{ id: number; user_id: number; email: string; expires_at: number; used_at: number | null }>(
      'SELECT id, user_id, email, expires_at, used_at FROM auth_tokens WHERE token_hash = ? AND purpose = ?',
      [hash, purpose],
    );
    if (!link || link.used_at !== null || link.expires_at <= now) return null;
    const user = await q.get<{ name: string; email: string; email_verified_at: number | null; locale: string }>('SELECT name, email, email_verified_at, locale FROM users WHERE id = ?', [
      link.user_id,
    ]);
    if (!user || user.email !== link.email) return null;
    return { link, user };
  };

  return {
    async register(input, linkHash, mail, now = Date.now()) {
      return db.tx(async (q) => {
        const userId = await q.value<number>(
          "INSERT INTO users (name, email, password_hash, image, profession, address, role, created_at, locale) VALUES (?, ?, ?, ?, '', '', 'user', ?, ?) ON CONFLICT (email) DO NOTHING RETURNING id",
          [input.name, input.email, input.passwordHash, input.image, now, input.locale],
        );
        if (userId === undefined) return null;
        await insertLink(q, userId, 'verify-email', linkHash, input.email, now);
        await enqueueMailPg(q, mail, now);
        return userId;
      });
    },
    async issueLink(userId, purpose, email, hash, mail, now = Date.now()) {
      await db.tx(async (q) => {
        await insertLink(q, userId, purpose, hash, email, now);
        await enqueueMailPg(q, mail, now);
      });
    },
    async linkTimes(userId, purpose, since) {
      const rows = await db.all<{ created_at: number }>(
        'SELECT created_at FROM auth_tokens WHERE user_id = ? AND purpose = ? AND created_at >= ? ORDER BY created_at DESC',
        [userId, purpose, since],
      );
      return rows.map((r) => r.created_at);
    },
    async verifyEmail(hash, now = Date.now()) {
      const done = await db.tx(
        async (q) => {
          const found = await validLink(q, hash, 'verify-email', now);
          if (!found) return null;
          const userId = found.link.user_id;
          await useLinks(q, now, userId, 'verify-email');
          await setVerified(q, now, userId);
          const claimed = await claimGuestDonationsPg(q, userId, found.user.email);
          return { userId, claimed };
        },
        { lock: true },
      );
      if (done?.claimed) bus.publish({ topic: 'donors' });
      return done;
    },
    async resetPassword(hash, passwordHash, mail, now = Date.now()) {
      const done = await db.tx(
        async (q) => {
          const found = await validLink(q, hash, 'reset-password', now);
          if (!found) return null;
          const userId = found.link.user_id;
          await useLinks(q, now, userId, 'reset-password');
          await setPassword(q, passwordHash, userId);
          let claimed = 0;
          if (found.user.email_verified_at === null) {
            await setVerified(q, now, userId);
            claimed = await claimGuestDonationsPg(q, userId, found.user.email);
          }
          await enqueueMailPg(q, mail(found.user), now);
          return { userId, claimed };
        },
        { lock: true },
      );
      if (done?.claimed) bus.publish({ topic: 'donors' });
      return done ? { userId: done.userId } : null;
    },
    async changePassword(userId, passwordHash, mail, now = Date.now()) {
      return db.tx(async (q) => {
        const row = await setPassword(q, passwordHash, userId);
        if (!row) throw new Error(`no user ${userId}`);
        await useLinks(q, now, userId, 'reset-password');
        await enqueueMailPg(q, mail, now);
        return row.token_version;
      });
    },
    async mailOnceSince(userId, mail, since, now = Date.now()) {
      return db.tx(async (q) => {
        await q.run('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
        if ((await q.value('SELECT 1 FROM outbox WHERE kind = ? AND to_address = ? AND created_at > ? LIMIT 1', [mail.kind, mail.to, since])) !== undefined) return false;
        await enqueueMailPg(q, mail, now);
        return true;
      });
    },
    async rehash(userId, passwordHash) {
      await db.run('UPDATE users SET password_hash = ? WHERE id = ?', [passwordHash, userId]);
    },
    async setLocale(userId, locale) {
      await db.run('UPDATE users SET locale = ? WHERE id = ?', [locale, userId]);
    },
    async setTotpSecret(userId, secret) {
      await db.run('UPDATE users SET totp_secret = ?, totp_enabled_at = NULL, totp_last_step = NULL WHERE id = ?', [secret, userId]);
    },
    async totpSecret(userId) {
      return (await db.value<string | null>('SELECT totp_secret FROM users WHERE id = ?', [userId])) ?? null;
    },
    async enableTotp(userId, acceptedStep, recoveryHashes, mail, now = Date.now()) {
      await db.tx(async (q) => {
        await q.run('UPDATE users SET totp_enabled_at = ?, totp_last_step = ?, token_version = token_version + 1 WHERE id = ? AND totp_secret IS NOT NULL', [now, acceptedStep, userId]);
        await q.run('DELETE FROM recovery_codes WHERE user_id = ?', [userId]);
        for (const h of recoveryHashes) await q.run('INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, ?)', [userId, h]);
        await enqueueMailPg(q, mail, now);
      });
    },
    async disableTotp(userId, mail) {
      await db.tx(async (q) => {
        await q.run('UPDATE users SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL, token_version = token_version + 1 WHERE id = ?', [userId]);
        await q.run('DELETE FROM recovery_codes WHERE user_id = ?', [userId]);
        await enqueueMailPg(q, mail);
      });
    },
    async useTotpStep(userId, s) {
      return (await db.run('UPDATE users SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)', [s, userId, s])) === 1;
    },
    async useRecoveryCode(userId, hash, now = Date.now()) {
      return (await db.run('UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL', [now, userId, hash])) === 1;
    },
    async unusedRecoveryCodes(userId) {
      return (await db.value<number>('SELECT count(*) FROM recovery_codes WHERE user_id = ? AND used_at IS NULL', [userId]))!;
    },
    async endSession(userId, sessionId, expiresAt, now = Date.now()) {
      await db.tx(async (q) => {
        await q.run('DELETE FROM revoked_sessions WHERE expires_at <= ?', [now]);
        await q.run(
          'INSERT INTO revoked_sessions (id, user_id, expires_at) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET expires_at = greatest(revoked_sessions.expires_at, excluded.expires_at)',
          [sessionId, userId, expiresAt],
        );
      });
    },
    async endAllSessions(userId, now = Date.now()) {
      await db.tx(async (q) => {
        await q.run('UPDATE users SET token_version = token_version + 1 WHERE id = ?', [userId]);
        await useLinks(q, now, userId, 'reset-password');
      });
    },
  };
}
