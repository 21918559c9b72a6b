/**
 * What a person reads from the API, in English or Bangla: a typed catalogue (en.ts, bn.ts) of keys,
 * `{{name}}` placeholders (i18next's syntax), the language chosen from Accept-Language, and Intl
 * formatting of numbers, Tk amounts and dates for each language.
 *
 * Code refers to keys (`MessageKey`), never to English sentences. A value of a placeholder is
 * text as it is (names, ids, URLs), a number (written with the language's digits, no grouping:
 * "120", "১২০"), `{ grouped: n }`, or a function of the language (Tk amounts, dates, other keys).
 */
import { bn } from './bn.js';
import { en, type MessageKey } from './en.js';

export type { MessageKey };
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { en, bn };

/** `{ grouped: n }`: a number with the language's grouping ("10,000,000", "১,০০,০০,০০০"); JSON, so schemas may carry it. */
export type Param = string | number | { grouped: number } | ((locale: Locale) => string);
export type Params = Record<string, Param>;
/** A message to be put into words later, in the reader's language. */
export interface Msg {
  key: MessageKey;
  params?: Params;
}
export const msg = (key: MessageKey, params?: Params): Msg => (params ? { key, params } : { key });

/** A placeholder's value in a language. */
export function paramText(value: Param, locale: Locale): string {
  if (typeof value === 'function') return value(locale);
  if (typeof value === 'number') return plainNumber(value, locale);
  if (typeof value === 'object') return groupedNumber(value.grouped, locale);
  return value;
}

/** The message in that language; placeholders filled. */
export function translate(locale: Locale, key: MessageKey | Msg, params?: Params): string {
  const m = typeof key === 'string' ? { key, params } : key;
  const template = CATALOGUES[locale][m.key] ?? en[m.key];
  if (!m.params) return template;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = m.params![name];
    return value === undefined ? whole : paramText(value, locale);
  });
}

/** A nested message as a placeholder value: `{ status: word('status.refunded') }`. */
export const word =
  (key: MessageKey, params?: Params) =>
  (locale: Locale): string =>
    translate(locale, key, params);

/**
 * The language of an Accept-Language header: the highest-q choice we have (bn, bn-BD, bn-IN… → bn;
 * en… → en); nothing we have, or no header → English. Equal q: the earlier one.
 */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  return chosenLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** As pickLocale, but null when the header names none of our languages (or there is none): no choice made. */
export function chosenLocale(acceptLanguage: string | undefined): Locale | null {
  if (!acceptLanguage) return null;
  let best: Locale | null = null;
  let bestQ = 0;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const base = tag.trim().split('-')[0];
    if (base !== 'bn' && base !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (q > bestQ) {
      best = base;
      bestQ = q;
    }
  }
  return best;
}

/** A stored language (a column) as one of ours; anything else is English. */
export const asLocale = (value: string | null | undefined): Locale => (value === 'bn' ? 'bn' : 'en');

const INTL: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' };
const plain = { en: new Intl.NumberFormat('en-US', { useGrouping: false }), bn: new Intl.NumberFormat('bn-BD', { useGrouping: false }) };
const grouped = { en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }), bn: new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 }) };
const digit = { en: new Intl.NumberFormat('en-US'), bn: new Intl.NumberFormat('bn-BD') };

/** A number as written in running text, no grouping: 2026 → "2026" / "২০২৬". */
export const plainNumber = (n: number, locale: Locale) => plain[locale].format(n);
/** A whole number with the language's grouping: 10000000 → "10,000,000" / "১,০০,০০,০০০". */
export const groupedNumber = (n: number, locale: Locale) => grouped[locale].format(n);

/**
 * Tk amount exact to the poisha (integer arithmetic on the digits, never floats):
 * en "Tk 1,234.50", "Tk 500"; bn "৳১,২৩৪.৫০", "৳৫০০".
 */
export function tk(poisha: number, locale: Locale): string {
  const negative = poisha < 0;
  const abs = Math.abs(poisha);
  const whole = Math.trunc(abs / 100);
  const frac = abs % 100;
  const fraction = frac === 0 ? '' : `.${digit[locale].format(Math.trunc(frac / 10))}${digit[locale].format(frac % 10)}`;
  const sign = negative ? '-' : '';
  return locale === 'bn' ? `${sign}৳${grouped.bn.format(whole)}${fraction}` : `${sign}Tk ${grouped.en.format(whole)}${fraction}`;
}
/** tk() as a placeholder value. */
export const tkParam = (poisha: number) => (locale: Locale) => tk(poisha, locale);

const enDateTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', dateStyle: 'medium', timeStyle: 'short' });
const bnDate = new Intl.DateTimeFormat('bn-BD', { timeZone: 'Asia/Dhaka', dateStyle: 'long' });
const bnTime = new Intl.DateTimeFormat('bn-BD', { timeZone: 'Asia/Dhaka', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** A time in Dhaka: "26 Nov 2026, 16:45" / "২৬ নভেম্বর, ২০২৬, ১৬:৪৫". */
export const dhakaDateTime = (ms: number, locale: Locale) => (locale === 'bn' ? `${bnDate.format(ms)}, ${bnTime.format(ms)}` : enDateTime.format(ms));
/** The same, marked as Dhaka time ("… (Dhaka)", "… (ঢাকা)"), as a placeholder value. */
export const dhakaParam = (ms: number) => (locale: Locale) => translate(locale, 'time.dhaka', { time: dhakaDateTime(ms, locale) });

export const intlLocale = (locale: Locale) => INTL[locale];

type PluralBase<K> = K extends `${infer B}_one` ? B : never;
/** `{base}_one` or `{base}_other` by count (English's rule; Bangla writes both the same), with `count` filled. */
export const plural = (base: PluralBase<MessageKey>, count: number, params: Params = {}): Msg =>
  msg(`${base}_${count === 1 ? 'one' : 'other'}` as MessageKey, { ...params, count });
