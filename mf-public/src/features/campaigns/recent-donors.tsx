import { avatarColor } from '../common/avatar-color';
import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTk } from 'shared-auth/i18n';
import type { DonorEntry } from 'api/types';
import { NS } from '../../i18n';

/** The latest donations to a campaign (anonymous donors stay anonymous). */
export function RecentDonors({ donors, max = 5 }: { donors: DonorEntry[]; max?: number }) {
  const { t } = useTranslation([NS.campaigns, NS.common]);
  if (donors.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('donors.none')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" maw={800}>
      <Title order={2} fz="xl">
        {t('donors.title')}
      </Title>
      <Paper withBorder radius="md" p="sm">
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {donors.slice(0, max).map((d, i) => {
            const name = d.anonymous ? t('public-common:anonymous') : d.name;
            return (
              <Group key={`${d.time}-${i}`} justify="space-between" component="li" wrap="nowrap">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Avatar name={name} color={avatarColor(d.anonymous ? 'Anonymous' : d.name)} variant="filled" size="md" alt="" />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'break-word' }}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(d.time)}
                    </Text>
                  </div>
                </Group>
                {/* An amount never breaks ("Tk" above "101,739.50" on a phone): the name wraps instead. */}
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', flexShrink: 0 }} data-testid="recent-donor-amount">
                  {formatTk(d.donationAmount)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </Paper>
    </Stack>
  );
}
