import { formatDate } from 'shared-auth/i18n';

/** A short date for tables in the page's language (Dhaka time), e.g. "22 Nov 2026" / "২২ নভে, ২০২৬". */
export function formatShortDate(ms: number): string {
  return Number.isFinite(ms) ? formatDate(ms, 'short') : '';
}

/** Date and time in the page's language (Dhaka time), e.g. "22 Nov 2026, 14:05". */
export function formatDateTime(ms: number): string {
  return Number.isFinite(ms) ? formatDate(ms, 'dateTime') : '';
}

/** ISO date-time for files (spreadsheets sort it correctly). */
export function isoDateTime(ms: number): string {
  return Number.isFinite(ms) ? new Date(ms).toISOString() : '';
}
