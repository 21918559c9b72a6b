import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Box, SimpleGrid } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatTk } from 'shared-auth';
import { AmountsLegend } from '../frame/amounts-legend';
import { BLUE_SHADES, colorAt } from '../frame/chart-colors';

const HEIGHT = 400;
/** The hole is 40 % of the radius. */
const HOLE = 0.4;

/** Donut of the amount given per campaign title, in shades of blue (loaded lazily). */
export default function AmountByTitleDonut({ byTitle }: { byTitle: { title: string; amount: number }[] }) {
  const { ref, width } = useElementSize();
  const data = byTitle.map((row, i) => ({ name: row.title, value: row.amount, color: colorAt(BLUE_SHADES, i) }));
  const size = Math.max(160, Math.min(HEIGHT - 40, Math.floor(width) || 320));
  const thickness = Math.round((size / 2) * (1 - HOLE));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Box ref={ref} role="img" aria-label="Donut chart: amount donated per campaign (the figures are listed beside it)" h={HEIGHT} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <DonutChart
          data={data}
          size={size}
          thickness={thickness}
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
