import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle, type AppDispatch } from 'shared-auth';
import { NS } from '../../i18n';
import { leaderboardApi, usePublicLeaderboardQuery } from './leaderboard-api';
import { LeaderboardList } from './leaderboard-list';
import { ErrorBlock } from '../common/query-state';
import { prefetchQuery } from '../common/prefetch';
import '../common/page-styles';

/** The page's first query, started before its first render (shared-auth's lazyPage). */
export const prefetch = (dispatch: AppDispatch) => prefetchQuery(dispatch(leaderboardApi.endpoints.publicLeaderboard.initiate()));

/** /leaderboard: the top 10 donors by summed donations. */
export default function LeaderboardPage() {
  const { t } = useTranslation(NS.leaderboard);
  useDocumentTitle(t('title'));
  const { data, error, isLoading, refetch } = usePublicLeaderboardQuery();
  return (
    <Container size={720} py="md" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('intro')}
          </Text>
        </div>
        {isLoading ? (
          <Stack gap="sm" role="status" aria-label={t('loading')}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={72} radius="md" />
            ))}
          </Stack>
        ) : error ? (
          <ErrorBlock error={error} title={t('loadError')} onRetry={refetch} />
        ) : (
          <LeaderboardList rows={data ?? []} />
        )}
      </Stack>
    </Container>
  );
}
