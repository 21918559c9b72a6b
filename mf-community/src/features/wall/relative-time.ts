import { formatCount, formatDate } from 'shared-auth/i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Up to this many days a time is shown as "N days ago"; after that as a date. */
const DAYS_SHOWN_AS_AGO = 7;

/** The wall's t() (useTranslation(NS.wall)): the relative times are its `time.*` strings. */
export type WallT = (key: string, options?: Record<string, unknown>) => string;

/**
 * A short relative time in the page's language: "just now", "3 min ago", "2 h ago", "5 days ago"
 * ("এইমাত্র", "৩ মিনিট আগে", ...), then a date ("12 Mar 2026", "১২ মার্চ, ২০২৬"). Times slightly in
 * the future (clock skew) count as "just now".
 */
export function formatRelativeTime(t: WallT, time: number, now: number = Date.now()): string {
  if (!Number.isFinite(time)) return '';
  const elapsed = now - time;
  if (elapsed < MINUTE) return t('time.justNow');
  if (elapsed < HOUR) return t('time.minutesAgo', { n: formatCount(Math.floor(elapsed / MINUTE)) });
  if (elapsed < DAY) return t('time.hoursAgo', { n: formatCount(Math.floor(elapsed / HOUR)) });
  const days = Math.floor(elapsed / DAY);
  if (days < DAYS_SHOWN_AS_AGO) return t('time.daysAgo', { count: days, n: formatCount(days) });
  return formatDate(time, 'short');
}

/** The exact time (Dhaka), for the native tooltip and screen readers: "12 Mar 2026, 14:05". */
export function formatExactTime(time: number): string {
  return Number.isFinite(time) ? formatDate(time, 'dateTime') : '';
}
