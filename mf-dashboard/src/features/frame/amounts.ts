import { currentLanguage, formatFixed2 } from 'shared-auth';

/**
 * An amount with two decimals as the overviews show averages: "Tk. 250.00" in English,
 * "৳২৫০.০০" in Bangla (formatTk drops a zero fraction; this keeps it).
 */
export function formatTkFixed2(amount: number): string {
  const figure = formatFixed2(amount);
  return currentLanguage() === 'bn' ? `৳${figure}` : `Tk. ${figure}`;
}
