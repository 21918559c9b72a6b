import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from 'shared-auth';
import { NS } from '../../i18n';
import { toastError, toastSuccess } from '../common/notify';

/**
 * The address to share: the API's share card of the campaign (OpenGraph and Twitter tags for
 * link previews), which sends people on to the campaign page.
 */
export function shareUrl(campaignId: string): string {
  return new URL(`${getRuntimeConfig().apiBaseUrl}/share/campaigns/${encodeURIComponent(campaignId)}`, window.location.href).href;
}

/** Share: the phone's share sheet (Web Share API) where there is one, else the link copied. */
export function ShareButton({ campaignId, title }: { campaignId: string; title: string }) {
  const { t } = useTranslation(NS.campaigns);
  async function share() {
    const url = shareUrl(campaignId);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closed by the person: nothing to say. Refused (not allowed here): copy instead.
        if ((error as { name?: string } | null)?.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess(t('share.copiedText'), t('share.copied'));
    } catch {
      toastError(t('share.copyFailedText', { url }), t('share.copyFailed'));
    }
  }
  return (
    <Button variant="default" fullWidth leftSection={<IconShare size={18} aria-hidden />} onClick={share}>
      {t('share.button')}
    </Button>
  );
}
