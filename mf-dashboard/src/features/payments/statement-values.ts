import { i18n, currentIntlLocale, formatTk } from 'shared-auth/i18n';
import type { StatementResult } from 'api/types';
import { NS } from '../../i18n';

/** The messages below, in the page's language when they are made. */
const t = i18n.getFixedT(null, NS.payments);

/** The largest statement file read in the browser (the API has its own body limit). */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

/** Why a file cannot be sent, or undefined when it can. */
export function statementFileError(file: Pick<File, 'name' | 'size' | 'type'>): string | undefined {
  const isCsv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  if (!isCsv) return t('statement.fileErrors.notCsv', { name: file.name });
  if (file.size === 0) return t('statement.fileErrors.empty', { name: file.name });
  if (file.size > MAX_STATEMENT_BYTES) {
    const mb = Math.ceil((file.size / (1024 * 1024)) * 10) / 10; // up, so a file just over says 5.1
    return t('statement.fileErrors.tooLarge', { name: file.name, size: formatOneDecimal(mb) });
  }
  return undefined;
}

/** 5.1 / ৫.১: one decimal in the page's language. */
function formatOneDecimal(n: number): string {
  return new Intl.NumberFormat(currentIntlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
}

/** A gift's reference, "RLF-<id>" (a code, the same in every language: what donors write in the transfer). */
export const giftReference = (id: string | number): string => `RLF-${id}`;

type Unmatched = StatementResult['unmatched'][number];

/** An unmatched line's reason, in words. */
export function mismatchText(line: Pick<Unmatched, 'reason' | 'expectedAmount'>): string {
  switch (line.reason) {
    case 'amount-differs':
      return line.expectedAmount === null ? t('statement.mismatch.amountDiffers') : t('statement.mismatch.amountDiffersFrom', { amount: formatTk(line.expectedAmount) });
    case 'unknown-id':
      return t('statement.mismatch.unknownId');
    case 'already-used':
      return t('statement.mismatch.alreadyUsed');
    case 'expired':
      return t('statement.mismatch.expired');
    case 'sender-differs':
      return t('statement.mismatch.senderDiffers');
    default:
      return String(line.reason);
  }
}
