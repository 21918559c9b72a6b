import { Group, Progress, Text } from '@mantine/core';
import { formatTk, progressPercent } from 'shared-auth';

/** Raised against target: a bar plus the two amounts in Tk. */
export function CampaignProgress({ raised, target, size = 'md' }: { raised: number; target: number; size?: 'sm' | 'md' | 'lg' }) {
  const percent = progressPercent(raised, target);
  return (
    <div>
      <Progress
        value={percent}
        size={size}
        radius="xl"
        color="pink"
        aria-label={`${percent}% of the target raised`}
      />
      <Group justify="space-between" mt={6} gap={4} wrap="wrap">
        <Text size="sm" fw={600}>
          {formatTk(raised)} raised
        </Text>
        <Text size="sm" c="dimmed">
          of {formatTk(target)} ({percent}%)
        </Text>
      </Group>
    </div>
  );
}
