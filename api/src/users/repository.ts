import { asLocale, type Locale } from '../i18n/index.js';
import { asc, eq, sql } from 'drizzle-orm';
import { appendAudit, type Actor } from '../audit/log.js';
import type { Db } from '../db/client.js';
import { conflict } from '../lib/errors.js';
import { isUniqueViolation } from '../db/errors.js';
import { users } from '../db/schema.js';
import type { ProfileInput, Role, User } from '../types.js';
import { NO_BUS, type ChangeBus } from '../live/bus.js';

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
  image?: string;
  profession?: string;
  address?: string;
  createdAt?: number;
}

/** What sign-in and session checks need beyond the public User. */
export interface Credentials {
  user: User;
  passwordHash: string;
  tokenVersion: number;
  totpSecret: string | null;
  totpLastStep: number | null;
  /** The language of this account's mails. */
  locale: Locale;
  /** Whether the session asked about (findCredentialsById's sessionId) was signed out; absent when none was asked about. */
  sessionEnded?: boolean;
}

export interface UserRepository {
  findById(id: number): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  /** For sign-in and session checks only: the user, the stored password hash, token version and TOTP state. */
  findCredentials(email: string): Promise<Credentials | null>;
  /** With `sessionId`, also whether that session was signed out (one query with the user on PostgreSQL: this runs on every signed-in call). */
  findCredentialsById(id: number, sessionId?: string): Promise<Credentials | null>;
  /** Returns null when the email is taken. */
  create(input: NewUser): Promise<User | null>;
  /** With an actor other than the account (an admin), the change is audited in the same transaction. */
  updateProfile(id: number, patch: Partial<ProfileInput>, actor?: Actor): Promise<User | null>;
  /** An admin changes someone's role (audited). 409 for one's own role or the last admin. Null when not found. */
  setRole(id: number, role: Role, actor: Actor): Promise<User | null>;
  list(page: { limit: number; offset: number }): Promise<{ rows: User[]; total: number }>;
  count(): Promise<number>;
}

export const DEFAULT_AVATAR = '/assets/avatars/default.svg';

type Row = typeof users.$inferSelect;
export const toUser = (r: Row): User => ({
  _id: String(r.id),
  name: r.name,
  email: r.email,
  image: r.image,
  profession: r.profession,
  address: r.address,
  role: r.role,
  createdAt: r.createdAt,
  emailVerified: r.emailVerifiedAt !== null,
  twoFactorEnabled: r.totpEnabledAt !== null,
});

export const toCredentials = (r: Row): Credentials => ({
  user: toUser(r),
  passwordHash: r.passwordHash,
  tokenVersion: r.tokenVersion,
  totpSecret: r.totpEnabledAt !== null ? r.totpSecret : null,
  totpLastStep: r.totpLastStep,
  locale: asLocale(r.locale),
});

/** `bus` hears a rename once committed: the leaderboard shows account names. */
export function createUserRepository(db: Db, bus: ChangeBus = NO_BUS): UserRepository {
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare();
  const byEmail = db
    .select()
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare();

  const sessionEnded = db.$client.prepare<[string], number>('SELECT 1 FROM revoked_sessions WHERE id = ?').pluck();
  const countStmt = db.$client.prepare('SELECT count(*) FROM users').pluck();
  const adminCount = db.$client.prepare("SELECT count(*) FROM users WHERE role = 'admin'").pluck();
  // The leaderboard shows current names from donor_totals; a rename updates them in the same transaction.
  const renameDonor = db.$client.prepare('UPDATE donor_totals SET name = ? WHERE user_id = ?');

  return {
    async findById(id) {
      const r = byId.get({ id });
      return r ? toUser(r) : null;
    },
    async findByEmail(email) {
      const r = byEmail.get({ email });
      return r ? toUser(r) : null;
    },
    async findCredentials(email) {
      const r = byEmail.get({ email });
      return r ? toCredentials(r) : null;
    },
    async findCredentialsById(id, sessionId) {
      const r = byId.get({ id });
      if (!r) return null;
      const found = toCredentials(r);
      if (sessionId !== undefined) found.sessionEnded = sessionEnded.get(sessionId) !== undefined;
      return found;
    },
    async create(input) {
      try {
        const r = db
          .insert(users)
          .values({
            name: input.name,
            email: input.email,
            passwordHash: input.passwordHash,
            role: input.role,
            image: input.image ?? DEFAULT_AVATAR,
            profession: input.profession ?? '',
            address: input.address ?? '',
            createdAt: input.createdAt ?? Date.now(),
          })
          .returning()
          .get();
        return toUser(r);
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },
    async updateProfile(id, patch, actor) {
      const set: Partial<Row> = {};
      if (patch.name !== undefined) set.name = patch.name;
      if (patch.image !== undefined) set.image = patch.image;
      if (patch.profession !== undefined) set.profession = patch.profession;
      if (patch.address !== undefined) set.address = patch.address;
      if (Object.keys(set).length === 0) return this.findById(id);
      const r = db.$client.transaction(() => {
        const before = byId.get({ id });
        if (!before) return undefined;
        const row = db.update(users).set(set).where(eq(users.id, id)).returning().get();
        if (row && set.name !== undefined) renameDonor.run(set.name, id);
        if (row && actor && actor.id !== id) {
          const view = (u: Row) => ({ name: u.name, image: u.image, profession: u.profession, address: u.address });
          appendAudit(db, actor, { action: 'user.update', targetType: 'user', targetId: id, before: view(before as Row), after: view(row) });
        }
        return row;
      }).immediate();
      if (r && set.name !== undefined) bus.publish({ topic: 'donors' });
      return r ? toUser(r) : null;
    },
    async setRole(id, role, actor) {
      const r = db.$client.transaction(() => {
        const before = byId.get({ id }) as Row | undefined;
        if (!before) return undefined;
        if (id === actor.id) throw conflict('users.ownRole');
        if (before.role === role) return before;
        if (before.role === 'admin' && (adminCount.get() as number) <= 1) throw conflict('users.lastAdmin');
        const row = db.update(users).set({ role }).where(eq(users.id, id)).returning().get();
        appendAudit(db, actor, { action: 'user.role', targetType: 'user', targetId: id, before: { role: before.role }, after: { role } });
        return row;
      }).immediate();
      return r ? toUser(r) : null;
    },
    async list(page) {
      const rows = db.select().from(users).orderBy(asc(users.id)).limit(page.limit).offset(page.offset).all().map(toUser);
      return { rows, total: countStmt.get() as number };
    },
    async count() {
      return countStmt.get() as number;
    },
  };
}
