export const MAX_DONATION_TK = 10_000_000;

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** Checks a typed donation amount; returns the message to show, or undefined when it is fine.
 *  The server checks again and has the last word. */
export function amountError(text: string): string | undefined {
  const value = text.trim().replace(/,/g, '');
  if (!value) return 'Enter an amount';
  if (!/^\d*\.?\d*$/.test(value) || value === '.') return 'Enter a number, such as 500 or 250.50';
  if (!DECIMAL.test(value)) return 'Use at most 2 decimals, such as 250.50';
  const n = Number(value);
  if (!(n > 0)) return 'The amount must be more than 0';
  if (n > MAX_DONATION_TK) return 'The amount can be at most Tk 10,000,000';
  return undefined;
}

/** The amount as sent: the typed text without spaces or thousands separators. */
export function normaliseAmount(text: string): string {
  return text.trim().replace(/,/g, '');
}
