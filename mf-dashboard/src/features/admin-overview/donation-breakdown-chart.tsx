import '@mantine/charts/styles.css';
import { PieChart } from '@mantine/charts';
import { Center, Text } from '@mantine/core';
import { SLICE_COLORS, colorAt } from '../frame/chart-colors';
import { CHART_PROPS, ChartWithLegend } from '../frame/chart-with-legend';
import type { ByTitle } from '../frame/chart-section';

/** Pie chart of the amount raised per campaign title (loaded lazily: charts are heavy). */
export default function DonationBreakdownChart({ byTitle }: ByTitle) {
  const data = byTitle
    .filter((row) => row.amount > 0)
    .map((row, i) => ({ name: row.title, value: row.amount, color: colorAt(SLICE_COLORS, i) }));
  if (data.length === 0) {
    return (
      <Center h={200}>
        <Text c="dimmed">No donation data to display</Text>
      </Center>
    );
  }
  return (
    <ChartWithLegend label="Pie chart: donation breakdown by title (the figures are listed beside it)" items={data}>
      {(width) => <PieChart data={data} size={Math.max(160, Math.min(360, Math.floor(width) || 320))} {...CHART_PROPS} />}
    </ChartWithLegend>
  );
}
