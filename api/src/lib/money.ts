/**
 * Money: integer poisha inside (1 Tk = 100 poisha), Tk as JSON numbers outside.
 * Parsing works on the decimal text, never through floating-point arithmetic,
 * so "0.29" is exactly 29 poisha.
 */
import { MAX_AMOUNT_TK, textToPoisha } from '../rules.js';
import { badRequest } from './errors.js';

export { MAX_AMOUNT_TK };
export const MAX_AMOUNT_POISHA = MAX_AMOUNT_TK * 100;

/** Returns the amount in poisha, or null when the value is not a positive amount with ≤ 2 decimals ≤ the maximum. */
export function toPoisha(value: unknown, maxPoisha = MAX_AMOUNT_POISHA): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value); // shortest round-trip text: 0.29 → "0.29", 1e21 → "1e+21" (rejected)
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  // The decimal rule shared with the forms (src/rules.ts).
  return textToPoisha(text, maxPoisha / 100);
}

/** Like toPoisha, but throws a 400 naming the field. */
export function parseAmount(value: unknown, field: string, maxPoisha = MAX_AMOUNT_POISHA): number {
  const poisha = toPoisha(value, maxPoisha);
  if (poisha === null) {
    throw badRequest('field.amount', { field, max: { grouped: maxPoisha / 100 } });
  }
  return poisha;
}

/** Poisha → Tk as a JSON number (exact for every value below 2^53 poisha: n/100 is the nearest double to the decimal). */
export function toTk(poisha: number): number {
  return poisha / 100;
}
