const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Up to this many days a time is shown as "N days ago"; after that as a date. */
const DAYS_SHOWN_AS_AGO = 7;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const exactFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A short relative time: "just now", "3 min ago", "2 h ago", "5 days ago", then a date
 * ("12 Mar 2026"). Times slightly in the future (clock skew) count as "just now".
 */
export function formatRelativeTime(time: number, now: number = Date.now()): string {
  if (!Number.isFinite(time)) return '';
  const elapsed = now - time;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  if (days < DAYS_SHOWN_AS_AGO) return days === 1 ? '1 day ago' : `${days} days ago`;
  return dateFormat.format(time);
}

/** The exact time, for the native tooltip and screen readers: "12 Mar 2026, 14:05". */
export function formatExactTime(time: number): string {
  return Number.isFinite(time) ? exactFormat.format(time) : '';
}
