import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyOnIntent } from './lazy-on-intent';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A download that finishes when the test says so. */
function deferredModule() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<{ default: typeof Greeting }>((res, rej) => {
    resolve = () => res({ default: Greeting });
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lazyOnIntent', () => {
  it('downloads nothing until asked, then once however often it is asked', async () => {
    const download = deferredModule();
    const load = vi.fn(() => download.promise);
    const greeting = lazyOnIntent(load);
    expect(load).not.toHaveBeenCalled();
    expect(greeting.isLoaded()).toBe(false);

    const first = greeting.preload();
    const second = greeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(greeting.isLoaded()).toBe(false);

    download.resolve();
    await Promise.all([first, second]);
    expect(greeting.isLoaded()).toBe(true);
    await greeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download instead of keeping the failure', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('Loading chunk donate-dialog failed'))
      .mockResolvedValueOnce({ default: Greeting });
    const greeting = lazyOnIntent(load);

    await expect(greeting.preload()).rejects.toThrow('Loading chunk donate-dialog failed');
    expect(greeting.isLoaded()).toBe(false);

    await expect(greeting.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
    expect(greeting.isLoaded()).toBe(true);
  });

  it('renders the downloaded component with its props', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const greeting = lazyOnIntent(load);
    await greeting.preload();
    render(
      <Suspense fallback={null}>
        <greeting.Component name="Rahim" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Rahim')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
