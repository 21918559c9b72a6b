/**
 * Bengali digits (০–৯) as ASCII digits: a Bangla keyboard types ৫০০ for an amount or a phone
 * number, and the API (and the rules the forms share with it) read ASCII digits.
 */
export function asciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}
