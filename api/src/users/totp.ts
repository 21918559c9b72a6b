/** TOTP (RFC 6238, 30 s steps, 6 digits, SHA-1: what authenticator apps expect) with otplib; the QR code drawn here. */
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export const TOTP_ISSUER = 'Relief';

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(secret: string, account: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: account, secret });
}

/** The QR code of the otpauth URL as an SVG document (no outside service sees the secret). */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * Checks a 6-digit code, allowing one step of clock drift either way, and refusing a step at or before
 * `afterStep` (a code already used). Answers the accepted time step, or null.
 */
export async function verifyTotp(secret: string, code: string, afterStep: number | null, epochSeconds?: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
      ...(epochSeconds !== undefined ? { epoch: epochSeconds } : {}),
    });
    return result.valid ? (result as { timeStep: number }).timeStep : null;
  } catch {
    return null;
  }
}
