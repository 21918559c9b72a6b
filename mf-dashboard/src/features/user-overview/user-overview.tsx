import { Center, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatFixed2, formatTk, useAuth, useDocumentTitle } from 'shared-auth';
import { ChartSection, LazyChart } from '../frame/chart-section';
import { lazyWithRetry } from '../frame/lazy-retry';
import { ErrorState } from '../frame/page-states';
import { StatCard } from '../frame/stat-card';
import { useUserStatsQuery } from './user-stats-api';

const donutChart = lazyWithRetry(() => import('./amount-by-title-donut'));

/** A signed-in person's own giving. */
export function UserOverview() {
  useDocumentTitle('Dashboard'); // the heading greets by name: not for a tab
  const { user } = useAuth();
  const email = user?.email ?? '';
  const { data: stats, isLoading, error, refetch } = useUserStatsQuery(email, { skip: !email, refetchOnMountOrArgChange: 30 });
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Welcome, {user?.name}</Title>
        <Text c="dimmed">Your donations at a glance</Text>
      </div>
      {error ? <ErrorState error={error} title="Could not load your figures" onRetry={refetch} /> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <StatCard label="Number Of Donations" value={stats ? stats.donationCount : undefined} loading={isLoading} />
        <StatCard label="Total Donation" value={stats ? formatTk(stats.totalAmount, 'Tk.') : undefined} loading={isLoading} />
        <StatCard label="Average Donation" value={stats ? `Tk. ${formatFixed2(stats.averageAmount)}` : undefined} loading={isLoading} />
        <StatCard
          label="Maximum Donation"
          value={stats ? (stats.maxDonation ? formatTk(stats.maxDonation.amount, 'Tk.') : formatTk(0, 'Tk.')) : undefined} loading={isLoading}
          note={stats?.maxDonation ? stats.maxDonation.title : undefined}
        />
      </SimpleGrid>
      <ChartSection id="my-breakdown-title" title="Your donations by campaign" ready={Boolean(stats)} failed={Boolean(error)}>
        {stats && stats.byTitle.length === 0 ? (
          <Center h={160}>
            <Text c="dimmed">No donation data to display</Text>
          </Center>
        ) : stats ? (
          <LazyChart chart={donutChart} byTitle={stats.byTitle} />
        ) : null}
      </ChartSection>
    </Stack>
  );
}
