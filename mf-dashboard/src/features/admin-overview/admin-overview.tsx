import { Suspense } from 'react';
import { Center, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatFixed2, formatTk } from 'shared-auth';
import { ChartBoundary } from '../frame/chart-boundary';
import { lazyWithRetry } from '../frame/lazy-retry';
import { ErrorState } from '../frame/page-states';
import { StatCard } from '../frame/stat-card';
import { useAdminStatsQuery } from './admin-stats-api';

const breakdownChart = lazyWithRetry(() => import('./donation-breakdown-chart'));

function ChartLoading() {
  return (
    <Center h={400} role="status">
      <Text c="dimmed">Loading chart...</Text>
    </Center>
  );
}

/** Platform-wide figures for admins. */
export function AdminOverview() {
  const { data: stats, isLoading, error, refetch } = useAdminStatsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Admin Dashboard</Title>
        <Text c="dimmed">Overview of donation activities across the platform</Text>
      </div>
      {error ? <ErrorState error={error} title="Could not load the figures" onRetry={refetch} /> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <StatCard label="Total Donations Services" value={stats ? stats.campaignCount : undefined} loading={isLoading} />
        <StatCard label="Total Users Donations" value={stats ? stats.donationCount : undefined} loading={isLoading} />
        <StatCard label="Total Donation Amount" value={stats ? formatTk(stats.totalAmount, 'Tk.') : undefined} loading={isLoading} />
        <StatCard label="Avg. Donation Amount" value={stats ? `Tk. ${formatFixed2(stats.averageAmount)}` : undefined} loading={isLoading} />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="breakdown-title">
        <Title order={3} size="h4" id="breakdown-title" mb="md">
          Donation Breakdown by Title
        </Title>
        {stats ? (
          <ChartBoundary>
            {(attempt) => {
              const DonationBreakdownChart = breakdownChart(attempt);
              return (
                <Suspense fallback={<ChartLoading />}>
                  <DonationBreakdownChart byTitle={stats.byTitle} />
                </Suspense>
              );
            }}
          </ChartBoundary>
        ) : error ? (
          <Text c="dimmed">The chart cannot be shown without the figures.</Text>
        ) : (
          <ChartLoading />
        )}
      </Paper>
    </Stack>
  );
}
