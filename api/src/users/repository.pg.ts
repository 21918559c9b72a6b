/** Users on PostgreSQL: the same behaviour as repository.ts. */
import { appendAuditPg } from '../audit/log.pg.js';
import { isUniqueViolation } from '../db/errors.js';
import type { PgDb, PgQ } from '../db/pg/client.js';
import type { users } from '../db/schema.js';
import { conflict } from '../lib/errors.js';
import { NO_BUS, type ChangeBus } from '../live/bus.js';
import { DEFAULT_AVATAR, toCredentials, toUser, type UserRepository } from './repository.js';

type Row = typeof users.$inferSelect;

/** Every column, named as Drizzle's select() names them (the Row the SQLite repository maps). */
export const USER_COLUMNS = `id, name, email, password_hash AS "passwordHash", image, profession, address, role, created_at AS "createdAt",
  email_verified_at AS "emailVerifiedAt", token_version AS "tokenVersion", totp_secret AS "totpSecret",
  totp_enabled_at AS "totpEnabledAt", totp_last_step AS "totpLastStep", locale`;

export function createPgUserRepository(db: PgDb, bus: ChangeBus = NO_BUS): UserRepository {
  const byId = (q: PgQ, id: number) => q.get<Row>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, [id]);
  const byEmail = (email: string) => db.get<Row>(`SELECT ${USER_COLUMNS} FROM users WHERE email = ?`, [email]);
  const count = async () => (await db.value<number>('SELECT count(*) FROM users'))!;
  return {
    async findById(id) {
      const r = await byId(db, id);
      return r ? toUser(r) : null;
    },
    async findByEmail(email) {
      const r = await byEmail(email);
      return r ? toUser(r) : null;
    },
    async findCredentials(email) {
      const r = await byEmail(email);
      return r ? toCredentials(r) : null;
    },
    async findCredentialsById(id, sessionId) {
      if (sessionId === undefined) {
        const r = await byId(db, id);
        return r ? toCredentials(r) : null;
      }
      // The user and whether this session was signed out, in one round trip.
      const r = await db.get<Row & { sessionEnded: boolean }>(
        `SELECT ${USER_COLUMNS}, EXISTS (SELECT 1 FROM revoked_sessions WHERE id = ?) AS "sessionEnded" FROM users WHERE id = ?`,
        [sessionId, id],
      );
      return r ? { ...toCredentials(r), sessionEnded: r.sessionEnded } : null;
    },
    async create(input) {
      try {
        const r = (await db.get<Row>(
          `INSERT INTO users (name, email, password_hash, role, image, profession, address, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${USER_COLUMNS}`,
          [input.name, input.email, input.passwordHash, input.role, input.image ?? DEFAULT_AVATAR, input.profession ?? '', input.address ?? '', input.createdAt ?? Date.now()],
        ))!;
        return toUser(r);
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },
    async updateProfile(id, patch, actor) {
      const set: Record<string, string> = {};
      if (patch.name !== undefined) set.name = patch.name;
      if (patch.image !== undefined) set.image = patch.image;
      if (patch.profession !== undefined) set.profession = patch.profession;
      if (patch.address !== undefined) set.address = patch.address;
      if (Object.keys(set).length === 0) return this.findById(id);
      const r = await db.tx(
        async (q) => {
          const before = await byId(q, id);
          if (!before) return undefined;
          const row = await q.get<Row>(
            `UPDATE users SET ${Object.keys(set).map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id RETURNING ${USER_COLUMNS}`,
            { ...set, id },
          );
          // The leaderboard shows current names from donor_totals: renamed in the same transaction.
          if (row && set.name !== undefined) await q.run('UPDATE donor_totals SET name = ? WHERE user_id = ?', [set.name, id]);
          if (row && actor && actor.id !== id) {
            const view = (u: Row) => ({ name: u.name, image: u.image, profession: u.profession, address: u.address });
            await appendAuditPg(q, actor, { action: 'user.update', targetType: 'user', targetId: id, before: view(before), after: view(row) });
          }
          return row;
        },
        { lock: true },
      );
      if (r && set.name !== undefined) bus.publish({ topic: 'donors' });
      return r ? toUser(r) : null;
    },
    async setRole(id, role, actor) {
      const r = await db.tx(
        async (q) => {
          const before = await byId(q, id);
          if (!before) return undefined;
          if (id === actor.id) throw conflict('users.ownRole');
          if (before.role === role) return before;
          if (before.role === 'admin' && (await q.value<number>("SELECT count(*) FROM users WHERE role = 'admin'"))! <= 1) {
            throw conflict('users.lastAdmin');
          }
          const row = await q.get<Row>(`UPDATE users SET role = ? WHERE id = ? RETURNING ${USER_COLUMNS}`, [role, id]);
          await appendAuditPg(q, actor, { action: 'user.role', targetType: 'user', targetId: id, before: { role: before.role }, after: { role } });
          return row;
        },
        { lock: true },
      );
      return r ? toUser(r) : null;
    },
    async list(page) {
      const rows = await db.all<Row>(`SELECT ${USER_COLUMNS} FROM users ORDER BY id LIMIT ? OFFSET ?`, [page.limit, page.offset]);
      return { rows: rows.map(toUser), total: await count() };
    },
    count,
  };
}
