import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { openedPageReady } from './first-render';

afterEach(() => {
  vi.useRealTimers();
});

function loaderWith(loadPage: (remote: string, page: string) => Promise<ComponentType>) {
  return { loadPage: vi.fn(loadPage) };
}

const Page = Object.assign(() => null, { preload: vi.fn(async () => undefined) });

describe('openedPageReady', () => {
  it("waits for the opened page's remote and runs the page's preload", async () => {
    const loader = loaderWith(async () => Page);
    await openedPageReady(loader, '/donations/7', () => false);
    expect(loader.loadPage).toHaveBeenCalledWith('mf_public', 'DonationDetail');
    expect(Page.preload).toHaveBeenCalled();
  });

  it('accepts a page without preload (an older remote)', async () => {
    const loader = loaderWith(async () => () => null);
    await expect(openedPageReady(loader, '/about-us', () => false)).resolves.toBeUndefined();
    expect(loader.loadPage).toHaveBeenCalledWith('mf_community', 'AboutUs');
  });

  it('waits for nothing on an unknown address or a guarded page without a session', async () => {
    const loader = loaderWith(async () => Page);
    await openedPageReady(loader, '/nope', () => false);
    await openedPageReady(loader, '/dashboard/profile', () => false);
    expect(loader.loadPage).not.toHaveBeenCalled();
    await openedPageReady(loader, '/dashboard/profile', () => true);
    expect(loader.loadPage).toHaveBeenCalledWith('mf_dashboard', 'Dashboard');
  });

  it('never rejects: a remote that fails to load is shown by its error boundary', async () => {
    const loader = loaderWith(async () => Promise.reject(new Error('remote down')));
    await expect(openedPageReady(loader, '/', () => false)).resolves.toBeUndefined();
  });

  it('gives up waiting after the time limit', async () => {
    vi.useFakeTimers();
    const loader = loaderWith(() => new Promise<ComponentType>(() => undefined));
    let done = false;
    void openedPageReady(loader, '/leaderboard', () => false, 1000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
