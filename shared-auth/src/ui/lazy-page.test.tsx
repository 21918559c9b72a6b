// jest-dom, the happy-dom shims and the clean-up after each test.
import '../testing/setup';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { lazyPage } from './lazy-page';

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
});
