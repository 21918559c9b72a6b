const shortDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A short date for tables, e.g. "22 Nov 2026". */
export function formatShortDate(ms: number): string {
  return Number.isFinite(ms) ? shortDate.format(new Date(ms)) : '';
}

/** Date and time, e.g. "22 Nov 2026, 14:05". */
export function formatDateTime(ms: number): string {
  return Number.isFinite(ms) ? dateTime.format(new Date(ms)) : '';
}

/** ISO date-time for files (spreadsheets sort it correctly). */
export function isoDateTime(ms: number): string {
  return Number.isFinite(ms) ? new Date(ms).toISOString() : '';
}
