import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { BLUE_SHADES, colorAt } from '../frame/chart-colors';
import { CHART_PROPS, ChartWithLegend } from '../frame/chart-with-legend';
import type { ByTitle } from '../frame/chart-section';

const HEIGHT = 400;
/** The hole is 40 % of the radius. */
const HOLE = 0.4;

/** Donut of the amount given per campaign title, in shades of blue (loaded lazily). */
export default function AmountByTitleDonut({ byTitle }: ByTitle) {
  const { t } = useTranslation(NS['user-overview']);
  const data = byTitle.map((row, i) => ({ name: row.title, value: row.amount, color: colorAt(BLUE_SHADES, i) }));
  return (
    <ChartWithLegend label={t('chart.label')} items={data} height={HEIGHT}>
      {(width) => {
        const size = Math.max(160, Math.min(HEIGHT - 40, Math.floor(width) || 320));
        return <DonutChart data={data} size={size} thickness={Math.round((size / 2) * (1 - HOLE))} {...CHART_PROPS} />;
      }}
    </ChartWithLegend>
  );
}
