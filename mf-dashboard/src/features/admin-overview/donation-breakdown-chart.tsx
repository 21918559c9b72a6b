import '@mantine/charts/styles.css';
import { PieChart } from '@mantine/charts';
import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { SLICE_COLORS, colorAt } from '../frame/chart-colors';
import { CHART_PROPS, ChartWithLegend } from '../frame/chart-with-legend';
import type { ByTitle } from '../frame/chart-section';

/** Pie chart of the amount raised per campaign title (loaded lazily: charts are heavy). */
export default function DonationBreakdownChart({ byTitle }: ByTitle) {
  const { t } = useTranslation(NS['admin-overview']);
  const data = byTitle
    .filter((row) => row.amount > 0)
    .map((row, i) => ({ name: row.title, value: row.amount, color: colorAt(SLICE_COLORS, i) }));
  if (data.length === 0) {
    return (
      <Center h={200}>
        <Text c="dimmed">{t('breakdown.empty')}</Text>
      </Center>
    );
  }
  return (
    <ChartWithLegend label={t('breakdown.chartLabel')} items={data}>
      {(width) => <PieChart data={data} size={Math.max(160, Math.min(360, Math.floor(width) || 320))} {...CHART_PROPS} />}
    </ChartWithLegend>
  );
}
