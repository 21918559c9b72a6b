/**
 * One-click unsubscribe links: a token over (email, campaign id), signed with HMAC-SHA-256 under a key
 * derived (HKDF) from UNSUBSCRIBE_SECRET (default JWT_SECRET), so the JWT secret itself never signs
 * anything but tokens. No expiry: a link in an old mail keeps working. Compared in constant time.
 */
import crypto from 'node:crypto';

export interface Unsubscribe {
  email: string;
  campaignId: number;
}

export interface UnsubscribeTokens {
  sign(u: Unsubscribe): string;
  /** null for anything not signed by us (forged, tampered, malformed). */
  verify(token: string): Unsubscribe | null;
}

export function unsubscribeTokens(secret: string): UnsubscribeTokens {
  const key = Buffer.from(crypto.hkdfSync('sha256', secret, 'relief', 'relief unsubscribe links v1', 32));
  const mac = (campaignId: number, email: string) => crypto.createHmac('sha256', key).update(`${campaignId}\n${email}`).digest();
  return {
    sign({ email, campaignId }) {
      return `${campaignId}.${Buffer.from(email).toString('base64url')}.${mac(campaignId, email).toString('base64url')}`;
    },
    verify(token) {
      const m = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!m) return null;
      const campaignId = Number(m[1]);
      const email = Buffer.from(m[2]!, 'base64url').toString('utf8');
      const given = Buffer.from(m[3]!, 'base64url');
      const expected = mac(campaignId, email);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
      return { email, campaignId };
    },
  };
}
