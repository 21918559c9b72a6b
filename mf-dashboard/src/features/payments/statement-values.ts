import { formatTk } from 'shared-auth';
import type { StatementResult } from 'api/types';

/** The largest statement file read in the browser (the API has its own body limit). */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

/** Why a file cannot be sent, or undefined when it can. */
export function statementFileError(file: Pick<File, 'name' | 'size' | 'type'>): string | undefined {
  const isCsv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  if (!isCsv) return `“${file.name}” is not a CSV file. Export the statement as .csv and choose that file.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > MAX_STATEMENT_BYTES) {
    const mb = (Math.ceil((file.size / (1024 * 1024)) * 10) / 10).toFixed(1); // up, so a file just over says 5.1
    return `“${file.name}” is ${mb} MB; a statement can be at most 5 MB. Split it into smaller files by date.`;
  }
  return undefined;
}

type Unmatched = StatementResult['unmatched'][number];

/** An unmatched line's reason, in words. */
export function mismatchText(line: Pick<Unmatched, 'reason' | 'expectedAmount'>): string {
  switch (line.reason) {
    case 'amount-differs':
      return line.expectedAmount === null ? 'Amount differs' : `Amount differs (gift is ${formatTk(line.expectedAmount)})`;
    case 'unknown-id':
      return 'Unknown transaction ID';
    case 'already-used':
      return 'Already used';
    case 'expired':
      return 'Gift expired';
    default:
      return String(line.reason);
  }
}
