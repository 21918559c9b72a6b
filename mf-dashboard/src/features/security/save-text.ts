import { i18n } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { downloadBlob } from '../frame/download';

/** Copy text to the clipboard; false when the browser does not allow it here (e.g. not a secure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Save text as a .txt file through the browser's download (a local blob: nothing leaves the page). */
export function downloadText(fileName: string, text: string): void {
  downloadBlob(fileName, [text], 'text/plain;charset=utf-8');
}

/** The recovery codes file, in the page's language: what they are, for which account, one code a line. */
export function recoveryCodesText(email: string, codes: readonly string[], now = new Date()): string {
  const t = i18n.getFixedT(null, NS.security);
  return [
    t('recovery.file.heading'),
    t('recovery.file.account', { email }),
    t('recovery.file.created', { date: now.toISOString().slice(0, 10) }),
    '',
    t('recovery.file.explain'),
    t('recovery.file.keep'),
    '',
    ...codes,
    '',
  ].join('\r\n');
}
