/**
 * Authentication: verifies the Bearer token (HS256 only, expiry enforced), then loads the user so
 * that a token of a deleted user, or one issued before the last password change (claim `ver`), is
 * refused and the current name/role are used. The version moves on when the password changes, when two-factor
 * sign-in is turned on or off, and on POST /auth/logout-everywhere. A token whose session was signed out
 * (POST /auth/logout: its `sid` in revoked_sessions) is refused too; that check rides on the same query.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, HttpError, notFound, unauthorized } from '../lib/errors.js';
import type { Role, TokenClaims } from '../types.js';
import type { Locale, MessageKey } from '../i18n/index.js';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** The language of the account's mails (users.locale). */
  locale: Locale;
  /** The session this token belongs to (POST /auth/logout ends it), and when the token expires (ms epoch). */
  session: { id: string; expiresAt: number };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

/**
 * The session id of a verified token: its `sid`, or for a token issued before sessions had ids, a hash of
 * the token itself (that token alone is its session: signing out with it ends just it, and it works until
 * then, as before).
 */
export function sessionIdOf(token: string, claims: Pick<TokenClaims, 'sid'>): string {
  if (typeof claims.sid === 'string') return claims.sid;
  return 'token:' + crypto.createHash('sha256').update(token).digest('base64url');
}

async function resolveAuth(request: FastifyRequest): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return null;
  const m = /^Bearer\s+([A-Za-z0-9_\-.]+)\s*$/i.exec(header);
  if (!m) throw unauthorized('auth.bearer');
  let claims: TokenClaims;
  try {
    claims = request.server.jwt.verify<TokenClaims>(m[1]!);
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code.includes('EXPIRED')) throw unauthorized('auth.expired');
    throw unauthorized('auth.invalidToken');
  }
  const id = Number(claims.sub);
  if (!Number.isSafeInteger(id) || id <= 0) throw unauthorized('auth.invalidToken');
  if (claims.sid !== undefined && (typeof claims.sid !== 'string' || claims.sid.length > 64)) throw unauthorized('auth.invalidToken');
  const session = { id: sessionIdOf(m[1]!, claims), expiresAt: claims.exp * 1000 };
  const found = await request.server.repos.users.findCredentialsById(id, session.id);
  if (!found) throw unauthorized('auth.accountGone');
  if ((typeof claims.ver === 'number' ? claims.ver : 0) !== found.tokenVersion) throw unauthorized('auth.sessionEndedSecurity');
  if (found.sessionEnded) throw unauthorized('auth.signedOut');
  const { user } = found;
  return { id, name: user.name, email: user.email, role: user.role, emailVerified: user.emailVerified, twoFactorEnabled: user.twoFactorEnabled, locale: found.locale, session };
}

/**
 * The signed-in user when the request carries a token that is valid now (signature, expiry, the account's
 * token version, its session not signed out), else null: for a route open to everyone that gives a signed-in
 * caller something more (a fresh token) and ignores a bad Authorization header.
 */
export async function validAuthOrNull(request: FastifyRequest): Promise<AuthUser | null> {
  try {
    return await resolveAuth(request);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 401) return null;
    throw err;
  }
}

/** preValidation: a valid token if one is sent (guests allowed; a bad token is still refused). */
export async function optionalAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  request.auth = await resolveAuth(request);
}

/** preValidation: signed in (any role), else 401. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  request.auth = await resolveAuth(request);
  if (!request.auth) throw unauthorized();
}

/** True when this admin's writes are refused until they enrol in two-factor sign-in (REQUIRE_ADMIN_2FA). */
export function twoFactorRequired(request: FastifyRequest, auth: AuthUser): boolean {
  return auth.role === 'admin' && request.server.config.requireAdmin2fa && !auth.twoFactorEnabled;
}

/**
 * preValidation: signed in as admin, else 401 / 403. With REQUIRE_ADMIN_2FA an admin who has not
 * enrolled in two-factor may read but every write (any method but GET/HEAD) is refused.
 */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireAdminMayEnrol(request, reply);
  if (request.method !== 'GET' && request.method !== 'HEAD' && twoFactorRequired(request, request.auth!)) throw forbidden('auth.twoFactorFirst');
}

/** preValidation for the two-factor routes themselves: an admin, enrolled or not. */
export async function requireAdminMayEnrol(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  request.auth = await resolveAuth(request);
  if (!request.auth) throw unauthorized();
  if (request.auth.role !== 'admin') throw forbidden('auth.adminOnly');
}

/** For per-user records: the user themself or an admin. */
export function assertSelfOrAdmin(auth: AuthUser, owner: { id?: number; email?: string }): void {
  if (auth.role === 'admin') return;
  if (owner.id !== undefined && owner.id === auth.id) return;
  if (owner.email !== undefined && owner.email === auth.email) return;
  throw forbidden('auth.ownOnly');
}

/**
 * The account an `{email}` in a path names, for own-or-admin reads of history: the caller's own id,
 * or (admins) the id of the account using that address. Donations and totals are by account id, so
 * gifts a guest typed with that address are not part of it until the account confirms the address.
 */
export async function accountIdFor(request: FastifyRequest, email: string): Promise<number> {
  const auth = request.auth!;
  assertSelfOrAdmin(auth, { email });
  if (email === auth.email) return auth.id;
  const user = await request.server.repos.users.findByEmail(email);
  if (!user) throw notFound('auth.noAccountForEmail');
  return Number(user._id);
}

/**
 * For changes to a record that belongs to an account (a comment, a testimonial, a volunteer entry, a
 * profile): its owner, or an admin. An admin acting on someone else's record is an admin write, so
 * with REQUIRE_ADMIN_2FA it needs two-factor sign-in first.
 */
export function assertOwnerOrAdmin(request: FastifyRequest, ownerId: number | null, message: MessageKey): void {
  const auth = request.auth!;
  if (ownerId !== null && ownerId === auth.id) return;
  if (auth.role !== 'admin') throw forbidden(message);
  if (twoFactorRequired(request, auth)) throw forbidden('auth.twoFactorFirst');
}
