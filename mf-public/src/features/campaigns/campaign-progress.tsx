import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { progressPercent } from 'shared-auth';
import { formatTk } from 'shared-auth/i18n';
import { NS } from '../../i18n';

/** Raised against target: a bar plus the two amounts in Tk. */
export function CampaignProgress({ raised, target, size = 'md' }: { raised: number; target: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation(NS.campaigns);
  const percent = progressPercent(raised, target);
  return (
    <div>
      <Progress
        value={percent}
        size={size}
        radius="xl"
        color="pink"
        aria-label={t('progress.label', { percent })}
      />
      <Group justify="space-between" mt={6} gap={4} wrap="wrap">
        <Text size="sm" fw={600}>
          {t('progress.raised', { amount: formatTk(raised) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('progress.ofTarget', { target: formatTk(target), percent })}
        </Text>
      </Group>
    </div>
  );
}
