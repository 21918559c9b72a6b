import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatFixed2, formatTk, useAuth, useDocumentTitle, useMeQuery } from 'shared-auth';
import { ChartSection, LazyChart } from '../frame/chart-section';
import { lazyWithRetry } from '../frame/lazy-retry';
import { ErrorState } from '../frame/page-states';
import { StatCard } from '../frame/stat-card';
import { TwoFactorNotice } from '../security/two-factor-notice';
import { useAdminStatsQuery } from './admin-stats-api';

const breakdownChart = lazyWithRetry(() => import('./donation-breakdown-chart'));

/** Platform-wide figures for admins, and the two-factor notice while the admin is not enrolled. */
export function AdminOverview() {
  useDocumentTitle('Admin Dashboard');
  const { user } = useAuth();
  const { data: stats, isLoading, error, refetch } = useAdminStatsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  // Asked at the same time as the figures. Until it answers, the placeholders below are a
  // block of their own (key): the answer replaces them whole, notice included, instead of the
  // notice pushing visible placeholders down (a layout shift).
  const me = useMeQuery(undefined, { skip: user?.role !== 'admin' });
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Admin Dashboard</Title>
        <Text c="dimmed">Overview of donation activities across the platform</Text>
      </div>
      <Stack gap="lg" key={me.isLoading ? 'waiting-for-account' : 'account-known'}>
        <TwoFactorNotice />
        {error ? <ErrorState error={error} title="Could not load the figures" onRetry={refetch} /> : null}
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
          <StatCard label="Total Donations Services" value={stats ? stats.campaignCount : undefined} loading={isLoading} />
          <StatCard label="Total Users Donations" value={stats ? stats.donationCount : undefined} loading={isLoading} />
          <StatCard label="Total Donation Amount" value={stats ? formatTk(stats.totalAmount, 'Tk.') : undefined} loading={isLoading} />
          <StatCard label="Avg. Donation Amount" value={stats ? `Tk. ${formatFixed2(stats.averageAmount)}` : undefined} loading={isLoading} />
        </SimpleGrid>
        {stats ? (
          <Paper withBorder radius="md" p="md" data-testid="pending-payments">
            <Text fw={600}>Pending payments</Text>
            <Text size="sm" c="dimmed">
              The figures above count confirmed money only.
            </Text>
            <Text>
              {stats.pendingCount} {stats.pendingCount === 1 ? 'gift waits' : 'gifts wait'} for their money to be seen ({formatTk(stats.pendingAmount, 'Tk.')}).{' '}
              <Anchor component={Link} to="/dashboard/payments" underline="always">
                Review payments
              </Anchor>
            </Text>
          </Paper>
        ) : null}
        <ChartSection id="breakdown-title" title="Donation Breakdown by Title" ready={Boolean(stats)} failed={Boolean(error)}>
          {stats ? <LazyChart chart={breakdownChart} byTitle={stats.byTitle} /> : null}
        </ChartSection>
      </Stack>
    </Stack>
  );
}
