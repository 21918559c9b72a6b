import { Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { daysLeft, daysLeftText, type CampaignEnd } from './days-left';

/** "12 days left", "Last day" or "Closed" (nothing for an open campaign without an end date). */
export function DaysLeft({ campaign, size }: { campaign: CampaignEnd; size?: MantineSize }) {
  const { t } = useTranslation(NS.campaigns);
  const left = daysLeft(campaign);
  if (left === null) return null;
  // The text colour (or dimmed when closed): a red would fail the contrast on the dark scheme's cards.
  return (
    <Text size={size} fw={600} c={left === 'closed' ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }} data-testid="days-left">
      {daysLeftText(t, left)}
    </Text>
  );
}
