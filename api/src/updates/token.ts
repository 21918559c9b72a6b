/**
 * One-click unsubscribe links. The token names (email, campaign id) without showing the address:
 * `<campaign id>.<sealed>`, the address sealed with AES-256-GCM (random 96-bit nonce, the campaign id
 * as associated data) under a key derived (HKDF) from UNSUBSCRIBE_SECRET (default JWT_SECRET), so the
 * JWT secret itself never signs or seals anything but tokens. A forwarded mail, a proxy's log or a
 * screenshot of the link does not give the address away, and GCM's tag makes any change to either
 * part fail. No expiry: a link in an old mail keeps working.
 *
 * Mails sent before the address was sealed carry version 1 tokens, `<campaign id>.<address in
 * base64url>.<HMAC-SHA-256>`; they still verify (in constant time), and no new one is made.
 */
import crypto from 'node:crypto';

export interface Unsubscribe {
  email: string;
  campaignId: number;
}

export interface UnsubscribeTokens {
  sign(u: Unsubscribe): string;
  /** null for anything not made by us (forged, tampered, malformed). */
  verify(token: string): Unsubscribe | null;
}

const CAMPAIGN = '([1-9][0-9]{0,15})';
/** Version 2: nonce (12) + sealed address (1..320) + tag (16), in base64url. */
const SEALED = new RegExp(`^${CAMPAIGN}\\.([A-Za-z0-9_-]{39,467})$`);
/** Version 1: address in base64url, then its HMAC. */
const SIGNED = new RegExp(`^${CAMPAIGN}\\.([A-Za-z0-9_-]{1,400})\\.([A-Za-z0-9_-]{43})$`);
const NONCE = 12;
const TAG = 16;

const derive = (secret: string, info: string) => Buffer.from(crypto.hkdfSync('sha256', secret, 'relief', info, 32));

/** Version 1's signature (kept to read links in mails already sent; tests make one with it). */
export function legacySignature(secret: string, campaignId: number, email: string): Buffer {
  return crypto.createHmac('sha256', derive(secret, 'relief unsubscribe links v1')).update(`${campaignId}\n${email}`).digest();
}

export function unsubscribeTokens(secret: string): UnsubscribeTokens {
  const key = derive(secret, 'relief unsubscribe links v2');
  const aad = (campaignId: number) => Buffer.from(`relief unsubscribe ${campaignId}`);

  function open(campaignId: number, sealed: Buffer): string | null {
    if (sealed.length <= NONCE + TAG) return null;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, sealed.subarray(0, NONCE), { authTagLength: TAG });
      decipher.setAAD(aad(campaignId));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
      return Buffer.concat([decipher.update(sealed.subarray(NONCE, sealed.length - TAG)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  return {
    sign({ email, campaignId }) {
      const nonce = crypto.randomBytes(NONCE);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG });
      cipher.setAAD(aad(campaignId));
      const body = Buffer.concat([cipher.update(email, 'utf8'), cipher.final()]);
      return `${campaignId}.${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    verify(token) {
      const sealed = SEALED.exec(token);
      if (sealed) {
        const campaignId = Number(sealed[1]);
        const email = open(campaignId, Buffer.from(sealed[2]!, 'base64url'));
        return email === null ? null : { email, campaignId };
      }
      const signed = SIGNED.exec(token);
      if (!signed) return null;
      const campaignId = Number(signed[1]);
      const email = Buffer.from(signed[2]!, 'base64url').toString('utf8');
      const given = Buffer.from(signed[3]!, 'base64url');
      const expected = legacySignature(secret, campaignId, email);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
      return { email, campaignId };
    },
  };
}
