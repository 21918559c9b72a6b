import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { getRuntimeConfig } from 'shared-auth';
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
      toastSuccess('Paste it anywhere to share this campaign.', 'Link copied');
    } catch {
      toastError(`Copy this link to share the campaign: ${url}`, 'Could not copy the link');
    }
  }
  return (
    <Button variant="default" fullWidth leftSection={<IconShare size={18} aria-hidden />} onClick={share}>
      Share
    </Button>
  );
}
