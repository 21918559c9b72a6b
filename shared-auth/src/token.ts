import { jwtDecode } from 'jwt-decode';
import type { TokenClaims } from 'api/types';

/**
 * The claims of the API's tokens (api/types TokenClaims) the front end reads. `emailVerified`: whether
 * the email address was confirmed when the token was issued; a token without the claim counts as
 * unconfirmed until GET /me says otherwise.
 */
export interface AuthUser extends Pick<TokenClaims, 'sub' | 'name' | 'email' | 'role' | 'exp' | 'emailVerified'> {
  /** The token has no `emailVerified` claim (issued before the claim existed): whether the address
   *  is confirmed is not known until GET /me says so. */
  emailVerifiedUnknown?: true;
}

/** Decode a token's claims; null when it cannot be decoded or lacks the claims we need. */
export function decodeToken(token: string | null | undefined): AuthUser | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<Partial<Omit<AuthUser, 'emailVerified'>> & { emailVerified?: unknown }>(token);
    if (
      typeof claims.sub !== 'string' ||
      typeof claims.name !== 'string' ||
      typeof claims.email !== 'string' ||
      (claims.role !== 'user' && claims.role !== 'admin') ||
      typeof claims.exp !== 'number'
    ) {
      return null;
    }
    return {
      sub: claims.sub,
      name: claims.name,
      email: claims.email,
      role: claims.role,
      exp: claims.exp,
      emailVerified: claims.emailVerified === true,
      ...(typeof claims.emailVerified === 'boolean' ? {} : { emailVerifiedUnknown: true as const }),
    };
  } catch {
    return null;
  }
}

/** A token counts only while it decodes and has not expired. */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): boolean {
  const user = decodeToken(token);
  return user !== null && user.exp * 1000 > now;
}
