import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, getRuntimeConfig, useAuth } from 'shared-auth';
import { NS } from '../../i18n';
import { downloadBlob } from '../frame/download';
import { notifyError } from '../frame/notify';

/**
 * Downloads a PDF the API makes for the signed-in person (receipts, year statements), sending the
 * session in the Authorization header — never in the address.
 */
export function usePdfDownload() {
  const { t } = useTranslation(NS['user-donations']);
  const { token } = useAuth();
  const [busy, setBusy] = useState<string | null>(null);
  async function download(path: string, fileName: string) {
    setBusy(path);
    try {
      const res = await fetch(`${getRuntimeConfig().apiBaseUrl}/${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message ?? t('download.notMade', { status: res.status }));
      }
      downloadBlob(fileName, [await res.arrayBuffer()], 'application/pdf');
    } catch (error) {
      // fetch itself failing (offline) says so in the browser's words: the page's are shared-auth's.
      const message = error instanceof TypeError ? errorMessage({ status: 'FETCH_ERROR', error: error.message }) : (error as Error).message;
      notifyError(message, t('download.failed'));
    } finally {
      setBusy(null);
    }
  }
  return { download, busy };
}
