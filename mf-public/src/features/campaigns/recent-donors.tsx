import { avatarColor } from '../common/avatar-color';
import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatTk } from 'shared-auth';
import type { DonorEntry } from 'api/types';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The latest donations to a campaign (anonymous donors stay anonymous). */
export function RecentDonors({ donors, max = 5 }: { donors: DonorEntry[]; max?: number }) {
  if (donors.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No donations yet. Be the first to help.
      </Text>
    );
  }
  return (
    <Stack gap="sm" maw={800}>
      <Title order={2} fz="xl">
        Recent donors
      </Title>
      <Paper withBorder radius="md" p="sm">
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {donors.slice(0, max).map((d, i) => (
            <Group key={`${d.time}-${i}`} justify="space-between" component="li" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Avatar name={d.anonymous ? 'Anonymous' : d.name} color={avatarColor(d.anonymous ? 'Anonymous' : d.name)} variant="filled" size="md" alt="" />
                <div>
                  <Text size="sm" fw={500}>
                    {d.anonymous ? 'Anonymous' : d.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {dateFormat.format(new Date(d.time))}
                  </Text>
                </div>
              </Group>
              <Text size="sm" fw={600}>
                {formatTk(d.donationAmount)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
