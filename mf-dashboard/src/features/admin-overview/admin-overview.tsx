import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth, useDocumentTitle, useMeQuery } from 'shared-auth';
import { formatCount, formatTk } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { formatTkFixed2 } from '../frame/amounts';
import { ChartSection, LazyChart } from '../frame/chart-section';
import { lazyWithRetry } from '../frame/lazy-retry';
import { ErrorState } from '../frame/page-states';
import { StatCard } from '../frame/stat-card';
import { TwoFactorNotice } from '../security/two-factor-notice';
import { useAdminStatsQuery } from './admin-stats-api';

const breakdownChart = lazyWithRetry(() => import('./donation-breakdown-chart'));

/** Platform-wide figures for admins, and the two-factor notice while the admin is not enrolled. */
export function AdminOverview() {
  // The notice's strings (security) load alongside, not after these.
  const { t } = useTranslation([NS['admin-overview'], NS.frame, NS.common, NS.security]);
  useDocumentTitle(t('title'));
  const { user } = useAuth();
  const { data: stats, isLoading, error, refetch } = useAdminStatsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  // Asked at the same time as the figures. Until it answers, the placeholders below are a
  // block of their own (key): the answer replaces them whole, notice included, instead of the
  // notice pushing visible placeholders down (a layout shift).
  const me = useMeQuery(undefined, { skip: user?.role !== 'admin' });
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      <Stack gap="lg" key={me.isLoading ? 'waiting-for-account' : 'account-known'}>
        <TwoFactorNotice />
        {error ? <ErrorState error={error} title={t('couldNotLoad')} onRetry={refetch} /> : null}
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
          <StatCard label={t('stats.campaigns')} value={stats ? formatCount(stats.campaignCount) : undefined} loading={isLoading} />
          <StatCard label={t('stats.donations')} value={stats ? formatCount(stats.donationCount) : undefined} loading={isLoading} />
          <StatCard label={t('stats.totalAmount')} value={stats ? formatTk(stats.totalAmount) : undefined} loading={isLoading} />
          <StatCard label={t('stats.averageAmount')} value={stats ? formatTkFixed2(stats.averageAmount) : undefined} loading={isLoading} />
        </SimpleGrid>
        {stats ? (
          <Paper withBorder radius="md" p="md" data-testid="pending-payments">
            <Text fw={600}>{t('pending.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('pending.note')}
            </Text>
            <Text>
              {t('pending.waiting', { count: stats.pendingCount, n: formatCount(stats.pendingCount), amount: formatTk(stats.pendingAmount) })}{' '}
              <Anchor component={Link} to="/dashboard/payments" underline="always">
                {t('pending.review')}
              </Anchor>
            </Text>
          </Paper>
        ) : null}
        <ChartSection id="breakdown-title" title={t('breakdown.title')} ready={Boolean(stats)} failed={Boolean(error)}>
          {stats ? <LazyChart chart={breakdownChart} byTitle={stats.byTitle} /> : null}
        </ChartSection>
      </Stack>
    </Stack>
  );
}
