// jest-dom, the happy-dom shims and the clean-up after each test.
import '../testing/setup';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { lazyPage, PREFETCH_WAIT_MS } from './lazy-page';
import { setPageDispatch } from '../page-store';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>clicked {n}</button>;
}

describe('lazyPage', () => {
  it('shows the fallback until the code is there, then the page', async () => {
    const d = deferred<{ default: typeof Counter }>();
    const Page = lazyPage(() => d.promise, <p>loading</p>);
    render(<Page />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => d.resolve({ default: Counter }));
    expect(await screen.findByText('clicked 0')).toBeInTheDocument();
  });

  it('renders a preloaded page in the first pass, without the fallback', async () => {
    const load = vi.fn(async () => ({ default: Counter }));
    const Page = lazyPage(load, <p>loading</p>);
    await Page.preload();
    await Page.preload();
    const seen: string[] = [];
    const { container } = render(<Page />);
    seen.push(container.textContent ?? '');
    expect(seen).toEqual(['clicked 0']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a page that first rendered behind the fallback mounted (its state) when it renders again', async () => {
    const d = deferred<{ default: typeof Counter }>();
    const Page = lazyPage(() => d.promise, <p>loading</p>);
    const { rerender } = render(<Page />);
    await act(async () => d.resolve({ default: Counter }));
    await act(async () => (await screen.findByText('clicked 0')).click());
    rerender(<Page />);
    expect(screen.getByText('clicked 1')).toBeInTheDocument();
  });

  it('forgets a failed download: the next preload tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Counter });
    const Page = lazyPage(load, <p>loading</p>);
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
    render(<Page />);
    expect(screen.getByText('clicked 0')).toBeInTheDocument();
  });

  it("starts the module's first query into the page's store, and counts as loaded once it has its data", async () => {
    const dispatched: unknown[] = [];
    setPageDispatch(((action: unknown) => dispatched.push(action)) as never);
    const data = deferred<void>();
    let settled = false;
    const Page = lazyPage(async () => ({ default: Counter, prefetch: (dispatch: (a: never) => unknown) => (dispatch('first query' as never), data.promise) }), <p>loading</p>);
    const ready = Page.preload().then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(dispatched).toEqual(['first query']);
    expect(settled).toBe(false);
    data.resolve();
    await ready;
    setPageDispatch(null);
  });

  it('waits for a slow or failing first query only so long, then the page shows (and shows its own loading or error)', async () => {
    vi.useFakeTimers();
    try {
      setPageDispatch((() => undefined) as never);
      const never = lazyPage(async () => ({ default: Counter, prefetch: () => new Promise(() => undefined) }), <p>loading</p>);
      let done = false;
      const ready = never.preload().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(PREFETCH_WAIT_MS - 50);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      await ready;
      const failing = lazyPage(async () => ({ default: Counter, prefetch: () => Promise.reject(new Error('offline')) }), <p>loading</p>);
      await expect(failing.preload()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
      setPageDispatch(null);
    }
  });
});
