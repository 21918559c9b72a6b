import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from 'shared-auth';
import { usePublicLeaderboardQuery } from './leaderboard-api';
import { LeaderboardList } from './leaderboard-list';
import { ErrorBlock } from '../common/query-state';
import '../common/page-styles';

/** /leaderboard: the top 10 donors by summed donations. */
export default function LeaderboardPage() {
  useDocumentTitle('Top Donors');
  const { data, error, isLoading, refetch } = usePublicLeaderboardQuery();
  return (
    <Container size={720} py="md" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Top Donors</Title>
          <Text c="dimmed" mt={4}>
            The ten people who have given the most. Thank you all.
          </Text>
        </div>
        {isLoading ? (
          <Stack gap="sm" role="status" aria-label="Loading the leaderboard">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={72} radius="md" />
            ))}
          </Stack>
        ) : error ? (
          <ErrorBlock error={error} title="Could not load the leaderboard" onRetry={refetch} />
        ) : (
          <LeaderboardList rows={data ?? []} />
        )}
      </Stack>
    </Container>
  );
}
