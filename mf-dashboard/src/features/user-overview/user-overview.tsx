import { Button, Center, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth, useDocumentTitle } from 'shared-auth';
import { formatCount, formatTk } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { formatTkFixed2 } from '../frame/amounts';
import { ChartSection, LazyChart } from '../frame/chart-section';
import { lazyWithRetry } from '../frame/lazy-retry';
import { ErrorState } from '../frame/page-states';
import { StatCard } from '../frame/stat-card';
import { useUserStatsQuery } from './user-stats-api';

const donutChart = lazyWithRetry(() => import('./amount-by-title-donut'));

/** A signed-in person's own giving. */
export function UserOverview() {
  const { t } = useTranslation([NS['user-overview'], NS.frame, NS.common]);
  useDocumentTitle(t('documentTitle')); // the heading greets by name: not for a tab
  const { user } = useAuth();
  const email = user?.email ?? '';
  const { data: stats, isLoading, error, refetch } = useUserStatsQuery(email, { skip: !email, refetchOnMountOrArgChange: 30 });
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('welcome', { name: user?.name ?? '' })}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      {error ? <ErrorState error={error} title={t('couldNotLoad')} onRetry={refetch} /> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <StatCard label={t('stats.count')} value={stats ? formatCount(stats.donationCount) : undefined} loading={isLoading} />
        <StatCard label={t('stats.total')} value={stats ? formatTk(stats.totalAmount) : undefined} loading={isLoading} />
        <StatCard label={t('stats.average')} value={stats ? formatTkFixed2(stats.averageAmount) : undefined} loading={isLoading} />
        <StatCard
          label={t('stats.max')}
          value={stats ? formatTk(stats.maxDonation ? stats.maxDonation.amount : 0) : undefined}
          loading={isLoading}
          note={stats?.maxDonation ? stats.maxDonation.title : undefined}
        />
      </SimpleGrid>
      <ChartSection id="my-breakdown-title" title={t('chart.title')} ready={Boolean(stats)} failed={Boolean(error)}>
        {stats && stats.byTitle.length === 0 ? (
          <Center mih={160}>
            <Stack align="center" gap="sm">
              <Text c="dimmed">{t('chart.empty')}</Text>
              <Button component={Link} to="/donations">
                {t('chart.findCampaign')}
              </Button>
            </Stack>
          </Center>
        ) : stats ? (
          <LazyChart chart={donutChart} byTitle={stats.byTitle} />
        ) : null}
      </ChartSection>
    </Stack>
  );
}
