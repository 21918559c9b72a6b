import { Suspense } from 'react';
import { Center, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatFixed2, formatTk, useAuth } from 'shared-auth';
import { ChartBoundary } from '../frame/chart-boundary';
import { lazyWithRetry } from '../frame/lazy-retry';
import { ErrorState } from '../frame/page-states';
import { StatCard } from '../frame/stat-card';
import { useUserStatsQuery } from './user-stats-api';

const donutChart = lazyWithRetry(() => import('./amount-by-title-donut'));

function ChartLoading() {
  return (
    <Center h={400} role="status">
      <Text c="dimmed">Loading chart...</Text>
    </Center>
  );
}

/** A signed-in person's own giving. */
export function UserOverview() {
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
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="my-breakdown-title">
        <Title order={3} size="h4" id="my-breakdown-title" mb="md">
          Your donations by campaign
        </Title>
        {stats ? (
          stats.byTitle.length === 0 ? (
            <Center h={160}>
              <Text c="dimmed">No donation data to display</Text>
            </Center>
          ) : (
            <ChartBoundary>
              {(attempt) => {
                const AmountByTitleDonut = donutChart(attempt);
                return (
                  <Suspense fallback={<ChartLoading />}>
                    <AmountByTitleDonut byTitle={stats.byTitle} />
                  </Suspense>
                );
              }}
            </ChartBoundary>
          )
        ) : error ? (
          <Text c="dimmed">The chart cannot be shown without the figures.</Text>
        ) : (
          <ChartLoading />
        )}
      </Paper>
    </Stack>
  );
}
