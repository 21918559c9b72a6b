import { currentIntlLocale, currentLanguage, formatFixed2 } from 'shared-auth/i18n';

/**
 * An amount with two decimals as the overviews show averages: "Tk 250.00" in English,
 * "৳২৫০.০০" in Bangla (formatTk drops a zero fraction; this keeps it).
 */
export function formatTkFixed2(amount: number): string {
  const figure = formatFixed2(amount);
  return currentLanguage() === 'bn' ? `৳${figure}` : `Tk ${figure}`;
}

/** A year as the page's language writes it: 2026 / ২০২৬ (no thousands separator). */
export function formatYear(year: number): string {
  return new Intl.NumberFormat(currentIntlLocale(), { useGrouping: false }).format(year);
}
