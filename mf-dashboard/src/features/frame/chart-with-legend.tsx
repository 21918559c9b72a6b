import type { ReactNode } from 'react';
import { Box, SimpleGrid } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatTk } from 'shared-auth/i18n';
import { AmountsLegend } from './amounts-legend';

/** Props every dashboard pie/donut shares: Tk tooltips on segments; the legend carries the figures for screen readers. */
export const CHART_PROPS = {
  withTooltip: true,
  tooltipDataSource: 'segment',
  valueFormatter: (value: number) => formatTk(value),
  accessibilityLayer: false,
} as const;

/**
 * A chart (drawn by `children` for the box's measured width) beside its legend, stacked on
 * narrow screens. `label` names the chart for screen readers.
 */
export function ChartWithLegend({
  label,
  items,
  height = 400,
  children,
}: {
  label: string;
  items: { name: string; value: number; color: string }[];
  height?: number;
  children: (width: number) => ReactNode;
}) {
  const { ref, width } = useElementSize();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Box ref={ref} role="img" aria-label={label} h={height} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {children(width)}
      </Box>
      <Box style={{ alignSelf: 'center' }}>
        <AmountsLegend items={items} />
      </Box>
    </SimpleGrid>
  );
}
