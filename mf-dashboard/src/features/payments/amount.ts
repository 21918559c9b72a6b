/**
 * A typed gift amount, checked as the donate form of mf-public checks it (same rules, same words;
 * remotes share no code but shared-auth). The server checks again and has the last word
 * (api/src/lib/money.ts: positive, at most 2 decimals, at most Tk 10,000,000; a gift may be capped lower).
 */
export const MAX_GIFT_TK = 10_000_000;

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** The message to show for a typed amount, or undefined when it is fine. */
export function amountError(text: string): string | undefined {
  const value = normaliseAmount(text);
  if (!value) return 'Enter an amount';
  if (!/^\d*\.?\d*$/.test(value) || value === '.') return 'Enter a number, such as 500 or 250.50';
  if (!DECIMAL.test(value)) return 'Use at most 2 decimals, such as 250.50';
  const n = Number(value);
  if (!(n > 0)) return 'The amount must be more than 0';
  if (n > MAX_GIFT_TK) return 'The amount can be at most Tk 10,000,000';
  return undefined;
}

/** The amount as sent (a numeric string, as the contract allows): no spaces, no thousands separators. */
export function normaliseAmount(text: string): string {
  return text.trim().replace(/,/g, '');
}
