import { currentLanguage } from './i18n/i18n';
import { INTL_LOCALE, type Language } from './i18n/language';

/** Intl formatters per language, made on first use. */
function cached<T>(make: (locale: string) => T): (language?: Language) => T {
  const made = new Map<Language, T>();
  return (language = currentLanguage()) => {
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = make(INTL_LOCALE[language])));
    return formatter;
  };
}

const whole = cached((l) => new Intl.NumberFormat(l, { minimumFractionDigits: 0, maximumFractionDigits: 2 }));
const two = cached((l) => new Intl.NumberFormat(l, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * A Tk amount in the page's language: "Tk 1,250" / "Tk 1,250.50" in English (`prefix` there:
 * every screen, public and dashboard, uses the default), "৳১,২৫০" / "৳১,২৫০.৫০" in Bangla (bn-BD digits and grouping).
 * Amounts with a fraction show two decimals.
 */
export function formatTk(amount: number, prefix = 'Tk', language: Language = currentLanguage()): string {
  const n = Number.isFinite(amount) ? amount : 0;
  const text = (Number.isInteger(Math.round(n * 100) / 100) ? whole : two)(language).format(n);
  return language === 'bn' ? `৳${text}` : `${prefix} ${text}`;
}

/** Two decimals, as the overviews show averages ("0.00" / "০.০০" when none). */
export function formatFixed2(amount: number, language: Language = currentLanguage()): string {
  return two(language).format(Number.isFinite(amount) ? amount : 0);
}

const integer = cached((l) => new Intl.NumberFormat(l, { maximumFractionDigits: 0 }));
/** A count in the page's language: 1,234 / ১,২৩৪. */
export function formatCount(n: number, language: Language = currentLanguage()): string {
  return integer(language).format(Number.isFinite(n) ? n : 0);
}

const DATE_STYLES = {
  /** 26 Nov 2026 / ২৬ নভে, ২০২৬ */
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 26 November 2026 / ২৬ নভেম্বর, ২০২৬ */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 26 Nov 2026, 16:45 */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** 26 November 2026, 16:45 */
  longDateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

const dateFormats = Object.fromEntries(
  Object.entries(DATE_STYLES).map(([style, options]) => [
    style,
    cached((l) => new Intl.DateTimeFormat(l === 'en-US' ? 'en-GB' : l, { ...options, timeZone: 'Asia/Dhaka' })),
  ]),
) as Record<DateStyle, (language?: Language) => Intl.DateTimeFormat>;

/** A date (Dhaka time) in the page's language; '' for a value that is not a date. */
export function formatDate(value: string | number | Date, style: DateStyle = 'short', language: Language = currentLanguage()): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormats[style](language).format(date);
}

/** The one grapheme segmenter (truncate), made on first use: the first loads ICU's break rules. */
let graphemes: Intl.Segmenter | undefined;
const segmenter = () => (graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

/**
 * Makes the language's number and date formatters, and the segmenter, now. The first Intl formatter
 * of a page loads ICU's data (~70 ms of a slow phone's CPU, measured inside /donations' first render;
 * the first segmenter ~40 ms more, for the cards' descriptions); the shell calls this while the last
 * of its files still downloads, when the CPU is idle.
 */
export function warmFormats(language: Language = currentLanguage()): void {
  whole(language).format(1);
  two(language).format(1);
  integer(language).format(1);
  dateFormats.short(language).format(0);
  dateFormats.long(language).format(0);
  if (typeof Intl.Segmenter === 'function') [...segmenter().segment('ক')];
}

/** Per cent of target raised, 0..100 (capped), for progress bars. */
export function progressPercent(raised: number, target: number): number {
  if (!(target > 0) || !(raised > 0)) return 0;
  return Math.min(100, Math.round((raised / target) * 1000) / 10);
}

/** Cut text to `max` characters, adding an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  // Never inside a letter as the reader sees it: a Bengali conjunct or a consonant with its vowel sign
  // is several code units, and cutting between them leaves a stray halant or sign.
  let end = max;
  if (typeof Intl.Segmenter === 'function') {
    end = 0;
    for (const { index, segment } of segmenter().segment(text)) {
      if (index + segment.length > max) break;
      end = index + segment.length;
    }
  }
  return `${text.slice(0, end)}...`;
}
