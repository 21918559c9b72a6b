import type { ReactNode } from 'react';
import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle, type AppDispatch } from 'shared-auth';
import type { LeaderboardRow } from 'api/types';
import { NS } from '../../i18n';
import { leaderboardApi } from './leaderboard-api';
import { LeaderboardList } from './leaderboard-list';
import { ErrorBlock } from '../common/query-state';
import { prefetchQuery, usePrefetchedQuery } from 'shared-auth/prefetch';
import '../common/page-styles';

/** The page's first query, started before its first render (shared-auth's lazyPage). */
export const prefetch = (dispatch: AppDispatch) => prefetchQuery(dispatch(leaderboardApi.endpoints.publicLeaderboard.initiate()));

/** /leaderboard: the top 10 donors by summed donations. */
export default function LeaderboardPage() {
  const { t } = useTranslation(NS.leaderboard);
  useDocumentTitle(t('title'));
  const { data, error, isLoading, refetch } = usePrefetchedQuery(leaderboardApi.endpoints.publicLeaderboard, undefined);
  return (
    <LeaderboardLayout>
      {isLoading ? <RowsLoading /> : error ? <ErrorBlock error={error} title={t('loadError')} onRetry={refetch} /> : <LeaderboardList rows={data ?? []} />}
    </LeaderboardLayout>
  );
}

/**
 * The page as its first screen (scripts/first-screen.tsx): the heading and the `rows` mf-public's
 * server fetched when it renders the screen live (server/render-screen.tsx), or their placeholders in
 * the static screen written at build time. The page replaces it once it renders.
 */
export function LeaderboardFirstScreen({ rows }: { rows?: LeaderboardRow[] }) {
  return <LeaderboardLayout>{rows ? <LeaderboardList rows={rows} firstScreen /> : <RowsLoading />}</LeaderboardLayout>;
}

function LeaderboardLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS.leaderboard);
  return (
    <Container size={720} py="md" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('intro')}
          </Text>
        </div>
        {children}
      </Stack>
    </Container>
  );
}

function RowsLoading() {
  const { t } = useTranslation(NS.leaderboard);
  return (
    <Stack gap="sm" role="status" aria-label={t('loading')}>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height={72} radius="md" />
      ))}
    </Stack>
  );
}
