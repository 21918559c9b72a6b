import '@mantine/charts/styles.css';
import { PieChart } from '@mantine/charts';
import { Box, Center, SimpleGrid, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatTk } from 'shared-auth';
import { AmountsLegend } from '../frame/amounts-legend';
import { SLICE_COLORS, colorAt } from '../frame/chart-colors';

/** Pie chart of the amount raised per campaign title (loaded lazily: charts are heavy). */
export default function DonationBreakdownChart({ byTitle }: { byTitle: { title: string; amount: number }[] }) {
  const { ref, width } = useElementSize();
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
  const size = Math.max(160, Math.min(360, Math.floor(width) || 320));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Box ref={ref} role="img" aria-label="Pie chart: donation breakdown by title (the figures are listed beside it)" h={400} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <PieChart
          data={data}
          size={size}
          withTooltip
          tooltipDataSource="segment"
          valueFormatter={(value) => formatTk(value, 'Tk.')}
          accessibilityLayer={false}
        />
      </Box>
      <Box style={{ alignSelf: 'center' }}>
        <AmountsLegend items={data} />
      </Box>
    </SimpleGrid>
  );
}
