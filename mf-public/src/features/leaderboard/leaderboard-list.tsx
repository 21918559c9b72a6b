import { avatarColor } from '../common/avatar-color';
import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatTk } from 'shared-auth/i18n';
import type { LeaderboardRow } from 'api/types';
import { NS } from '../../i18n';

const MEDALS = ['yellow', 'gray', 'orange'] as const;

/** Ranked donors: rank, initial, name, how many gifts and "Tk {amount}". No email address: public
 *  answers carry none (a donor's address is theirs to share). `firstScreen`: drawn in the page's first
 *  screen (its rows' test id says so: the page's own rows are the sign its code runs). */
export function LeaderboardList({ rows, firstScreen = false }: { rows: LeaderboardRow[]; firstScreen?: boolean }) {
  const { t } = useTranslation([NS.leaderboard, NS.common]);
  if (rows.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center" c="dimmed">
          {t('none')}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack component="ol" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('list')}>
      {rows.map((row) => {
        const name = row.anonymous ? t('public-common:anonymous') : row.name;
        return (
          <Paper component="li" key={`${row.rank}-${name}`} withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={firstScreen ? 'leaderboard-row-first-screen' : 'leaderboard-row'}>
            {/* On a phone the amount has a line of its own below the name, which keeps the row's width (a
                group's name such as "Green Thread Garments staff" was cut to "Green Thread Garments…" beside
                the amount); from the sm width on, beside it. At most three lines, so a name of hundreds of
                characters cannot stretch the row. */}
            <Group justify="space-between" wrap="wrap" gap="sm" style={{ rowGap: 4 }}>
              <Group wrap="nowrap" gap="sm" miw={0} w={{ base: '100%', sm: 'auto' }} style={{ flex: '1 1 auto' }}>
                <Badge
                  size="lg"
                  miw={34}
                  px={6}
                  variant={row.rank <= 3 ? 'filled' : 'light'}
                  color={MEDALS[row.rank - 1] ?? 'pink'}
                  aria-label={t('rank', { rank: formatCount(row.rank) })}
                >
                  {formatCount(row.rank)}
                </Badge>
                <Avatar color={avatarColor(name)} variant="filled" name={name} alt="" radius="xl" size={36}>
                  {name.charAt(0).toUpperCase()}
                </Avatar>
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={600} lineClamp={3} fz={{ base: 'sm', sm: 'md' }} style={{ overflowWrap: 'break-word' }} data-testid="leaderboard-name">
                    {name}
                  </Text>
                  <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed">
                    {t('donations', { count: row.donationCount, number: formatCount(row.donationCount) })}
                  </Text>
                </div>
              </Group>
              <Text fw={700} c="light-dark(var(--mantine-color-pink-8), var(--mantine-color-pink-4))" fz={{ base: 'sm', sm: 'md' }} style={{ whiteSpace: 'nowrap', marginInlineStart: 'auto' }}>
                {formatTk(row.totalAmount)}
              </Text>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
