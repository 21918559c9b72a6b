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

/**
 * The number literals a JSON amount may be written as and keep its exact value: digits, at most 2 decimals
 * (JSON.stringify writes every valid amount so). Anything else, more decimals or an exponent, is judged by its
 * text like a numeric string (keepMoneyLiterals).
 */
const PLAIN_AMOUNT_LITERAL = /^-?\d+(?:\.\d{1,2})?$/;

/**
 * JSON.parse rounds a number to the nearest double before any check sees it: `100.0000000000000001` arrives as
 * 100, a valid amount. For the money fields of a JSON body (`fields`: top-level keys), a number whose literal is
 * not plain (PLAIN_AMOUNT_LITERAL) is replaced, in `body`, by its literal text, which the amount rule (toPoisha,
 * exact on the text) then refuses with the field's usual 400, at the point where every bad amount is refused
 * (after the sign-in check). Cheap: the text is scanned only when one of those fields holds a number.
 */
export function keepMoneyLiterals(body: unknown, text: string, fields: readonly string[]): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  if (!fields.some((f) => typeof record[f] === 'number')) return;
  for (const [key, literal] of topLevelNumberLiterals(text, fields)) {
    if (typeof record[key] === 'number' && !PLAIN_AMOUNT_LITERAL.test(literal)) record[key] = literal;
  }
}

/** After a key: the colon, and the number literal that follows it, if the value is a number. */
const COLON_THEN_NUMBER = /[ \t\n\r]*:[ \t\n\r]*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)?/y;

/**
 * The source text of the number values of `keys` in the top-level object of a valid JSON text, the last one
 * when a key repeats (as JSON.parse keeps it). Keys are compared as JSON.parse reads them
 * (`"donation\u0041mount"` is donationAmount); nested objects and text inside strings are passed over.
 */
export function topLevelNumberLiterals(text: string, keys: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  let depth = 0;
  let topIsObject = false;
  /** In the top-level object, where the next string is a key. */
  let keyNext = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      const end = stringEnd(text, i);
      if (keyNext) {
        keyNext = false;
        const raw = text.slice(i, end);
        const key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
        COLON_THEN_NUMBER.lastIndex = end;
        const after = COLON_THEN_NUMBER.exec(text);
        if (!after) {
          i = end; // not valid JSON (the callers parse it first): nothing to find here
          continue;
        }
        const literal = after[1];
        if (keys.includes(key)) {
          if (literal === undefined) found.delete(key);
          else found.set(key, literal);
        }
        i = COLON_THEN_NUMBER.lastIndex;
        continue;
      }
      i = end;
      continue;
    }
    if (c === '{' || c === '[') {
      depth++;
      if (depth === 1) topIsObject = c === '{';
      keyNext = depth === 1 && topIsObject;
    } else if (c === '}' || c === ']') {
      depth--;
    } else if (c === ',' && depth === 1 && topIsObject) {
      keyNext = true;
    }
    i++;
  }
  return found;
}

/** The index just after the string that starts (with its quote) at `start`. */
function stringEnd(text: string, start: number): number {
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return text.length;
    let backslashes = 0;
    while (text[quote - 1 - backslashes] === '\\') backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}
