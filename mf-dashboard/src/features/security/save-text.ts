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

/** The recovery codes file: what they are, for which account, one code a line. */
export function recoveryCodesText(email: string, codes: readonly string[], now = new Date()): string {
  return [
    'Relief: two-factor recovery codes',
    `Account: ${email}`,
    `Created: ${now.toISOString().slice(0, 10)}`,
    '',
    'Each code signs you in once when you cannot use your authenticator app.',
    'Keep them somewhere safe and private.',
    '',
    ...codes,
    '',
  ].join('\r\n');
}
