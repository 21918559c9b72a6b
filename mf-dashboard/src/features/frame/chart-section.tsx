import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Center, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminStats } from 'api/types';
import { NS } from '../../i18n';
import { ChartBoundary } from './chart-boundary';

/** Placeholder while a chart's data or code is on its way. */
export function ChartLoading() {
  const { t } = useTranslation(NS.frame);
  return (
    <Center h={400} role="status">
      <Text c="dimmed">{t('chart.loading')}</Text>
    </Center>
  );
}

/**
 * An overview's chart box: its title, then `children` once the figures are there (`ready`), a note
 * when they could not be loaded (`failed`), a loading placeholder until then.
 */
export function ChartSection({
  id,
  title,
  ready,
  failed,
  children,
}: {
  id: string;
  title: string;
  ready: boolean;
  failed: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS.frame);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="md">
        {title}
      </Title>
      {ready ? children : failed ? <Text c="dimmed">{t('chart.noFigures')}</Text> : <ChartLoading />}
    </Paper>
  );
}

/** The amount per campaign title (AdminStats and UserStats both carry it). */
export type ByTitle = Pick<AdminStats, 'byTitle'>;

/** A lazily loaded chart (see lazyWithRetry) inside its error boundary, with a "Try again" that reloads its code. */
export function LazyChart({ chart, byTitle }: ByTitle & { chart: (attempt: number) => ComponentType<ByTitle> }) {
  return (
    <ChartBoundary>
      {(attempt) => {
        const Chart = chart(attempt);
        return (
          <Suspense fallback={<ChartLoading />}>
            <Chart byTitle={byTitle} />
          </Suspense>
        );
      }}
    </ChartBoundary>
  );
}
