/**
 * The validation rules the API and the front-end forms share (exported as `api/rules`).
 *
 * Pure and dependency-free (no Node module, no import at all): the route schemas (TypeBox) and
 * src/lib/money.ts read these numbers and patterns, and the remotes' forms bundle this file to
 * check what a person types before sending it. The server checks again and has the last word.
 */

/** The email and password limits on their own, so a sign-in form bundles only these. */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** Longest (and shortest) text per field, in characters, as the route schemas enforce them. */
export const LIMITS = {
  name: 100,
  email: EMAIL_MAX,
  passwordMin: PASSWORD_MIN,
  passwordMax: PASSWORD_MAX,
  profession: 100,
  address: 200,
  campaignTitle: 120,
  campaignDescription: 5000,
  comment: 1000,
  testimonialTitle: 120,
  testimonial: 2000,
  contactSubject: 200,
  contactMessage: 5000,
  contactPhone: 30,
  reason: 500,
  offlineReference: 40,
  image: 2048,
  volunteerLocation: 100,
} as const;

/** The largest amount in Tk anywhere (a campaign's target; a gift may be capped lower by MAX_GIFT_TK). */
/**
 * The platform's time zone, Bangladesh Standard Time (UTC+6, no daylight saving): campaign end dates are
 * days there (a date-only endsAt lasts to the end of that day), for the API and the front ends alike.
 */
export const DHAKA_OFFSET_MS = 6 * 3_600_000;

export const MAX_AMOUNT_TK = 10_000_000;

/** Money as text: whole Tk (1 to 9 digits) and at most 2 decimals. */
export const AMOUNT_PATTERN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * An amount typed or sent as text → integer poisha (exact: "0.29" is 29, never through floats),
 * or null when it is not a positive amount with at most 2 decimals, at most `maxTk`.
 */
export function textToPoisha(text: string, maxTk: number = MAX_AMOUNT_TK): number | null {
  const m = AMOUNT_PATTERN.exec(text.trim());
  if (!m) return null;
  const poisha = Number(m[1]) * 100 + Number(((m[2] ?? '') + '00').slice(0, 2));
  if (poisha <= 0 || poisha > Math.round(maxTk * 100)) return null;
  return poisha;
}

/** A typed amount as sent (a numeric string, as the API accepts): no spaces, no thousands separators. */
export function normaliseAmount(text: string): string {
  return text.trim().replace(/,/g, '');
}

/** The message a form shows for a typed amount, or undefined when it is fine. */
export function amountError(text: string, maxTk: number = MAX_AMOUNT_TK): string | undefined {
  const value = normaliseAmount(text);
  if (!value) return 'Enter an amount';
  if (!/^\d*\.?\d*$/.test(value) || value === '.') return 'Enter a number, such as 500 or 250.50';
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return 'Use at most 2 decimals, such as 250.50';
  if (!/[1-9]/.test(value)) return 'The amount must be more than 0';
  if (textToPoisha(value, maxTk) === null) return `The amount can be at most Tk ${maxTk.toLocaleString('en-US')}`;
  return undefined;
}

/**
 * An email address: the server's rule (ajv-formats' `email` format, which the API registers from
 * this pattern) and at most LIMITS.email characters.
 */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export function isEmail(text: string): boolean {
  return text.length <= EMAIL_MAX && EMAIL_PATTERN.test(text);
}

/** Required text after trimming, at most `max` characters: the message to show, or undefined. */
export function textError(value: string, label: string, max: number): string | undefined {
  const v = value.trim();
  if (!v) return `${label} is required`;
  if (v.length > max) return `${label} can be at most ${max} characters`;
  return undefined;
}

/** An image: an http(s) URL (no "..") or a path under /assets/ served by the API. */
export const IMAGE_PATTERN = '^(?!.*\\.\\.)(https?://[^\\s<>"]+|/assets/[A-Za-z0-9._/-]+)$';
const IMAGE_RULE = new RegExp(IMAGE_PATTERN);

/** An image link the server's schema accepts (and, for a URL, one the browser can parse with a host). */
export function isImageLink(value: string): boolean {
  if (value.length > LIMITS.image || !IMAGE_RULE.test(value)) return false;
  if (value.startsWith('/assets/')) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

