import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartBoundary } from './chart-boundary';
import { lazyWithRetry } from './lazy-retry';
import { renderWithProviders } from './test/render';

describe('ChartBoundary + lazyWithRetry', () => {
  it('shows a retry when the chart code fails to load, and loads it again on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const chart = lazyWithRetry<{ label: string }>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('ChunkLoadError');
      return { default: ({ label }: { label: string }) => <p>{label}</p> };
    });
    renderWithProviders(
      <ChartBoundary>
        {(attempt) => {
          const Chart = chart(attempt);
          return (
            <Suspense fallback={<p>Loading chart...</p>}>
              <Chart label="the chart" />
            </Suspense>
          );
        }}
      </ChartBoundary>,
    );
    expect(await screen.findByText('The chart could not be loaded.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the chart')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
