import { Text, type MantineSize } from '@mantine/core';
import { daysLeft, type CampaignEnd } from './days-left';

/** "12 days left", "Last day" or "Closed" (nothing for an open campaign without an end date). */
export function DaysLeft({ campaign, size }: { campaign: CampaignEnd; size?: MantineSize }) {
  const text = daysLeft(campaign);
  if (text === null) return null;
  // The text colour (or dimmed when closed): a red would fail the contrast on the dark scheme's cards.
  return (
    <Text size={size} fw={600} c={text === 'Closed' ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }} data-testid="days-left">
      {text}
    </Text>
  );
}
