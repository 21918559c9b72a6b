import { downloadBlob } from '../frame/download';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/** Characters that make a spreadsheet treat a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell, always quoted (RFC 4180, inner quotes doubled), so no cell can end or split another.
 * Text that a spreadsheet would run as a formula (starting with = + - @ tab or CR) gets a leading
 * apostrophe (OWASP's advice). Numbers the dashboard itself writes are data: a negative amount stays a number.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A CSV document (header row + one line per row, CRLF line ends) for the given columns. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name such as relief-users-2026-11-22.csv. */
export function csvFileName(base: string, now: Date = new Date()): string {
  const slug = base
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `relief-${slug || 'export'}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Offer the CSV as a download (UTF-8 with BOM so spreadsheet apps read non-ASCII names right). */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, ['\uFEFF', csv], 'text/csv;charset=utf-8');
}
