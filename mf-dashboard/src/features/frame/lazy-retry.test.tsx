import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyWithRetry } from './lazy-retry';

describe('lazyWithRetry', () => {
  it('gives the same component for the same attempt, and a new one (a new download) for the next', async () => {
    const load = vi.fn(async () => ({ default: ({ label }: { label: string }) => <p>{label}</p> }));
    const chart = lazyWithRetry(load);
    expect(chart(0)).toBe(chart(0));
    expect(chart(1)).not.toBe(chart(0));
    expect(load).not.toHaveBeenCalled(); // nothing is fetched before a component renders

    const First = chart(0);
    const { unmount } = render(
      <Suspense fallback={<p>loading</p>}>
        <First label="first" />
      </Suspense>,
    );
    expect(await screen.findByText('first')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    unmount();

    const Second = chart(1);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Second label="second" />
      </Suspense>,
    );
    expect(await screen.findByText('second')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
