import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { openedPageReady } from './first-render';
import { staticCatalog } from '../test/catalog-fixture';

const catalog = staticCatalog();

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
    await openedPageReady(loader, catalog, '/things/7', () => false);
    expect(loader.loadPage).toHaveBeenCalledWith('mf_public', 'Thing');
    expect(Page.preload).toHaveBeenCalled();
  });

  it('accepts a page without preload (an older remote)', async () => {
    const loader = loaderWith(async () => () => null);
    await expect(openedPageReady(loader, catalog, '/about', () => false)).resolves.toBeUndefined();
    expect(loader.loadPage).toHaveBeenCalledWith('mf_community', 'About');
  });

  it('waits for nothing on an unknown address or a guarded page without a session', async () => {
    const loader = loaderWith(async () => Page);
    await openedPageReady(loader, catalog, '/nope', () => false);
    await openedPageReady(loader, catalog, '/desk/profile', () => false);
    expect(loader.loadPage).not.toHaveBeenCalled();
    await openedPageReady(loader, catalog, '/desk/profile', () => true);
    expect(loader.loadPage).toHaveBeenCalledWith('mf_dashboard', 'Desk');
  });

  it('never rejects: a remote that fails to load is shown by its error boundary', async () => {
    const loader = loaderWith(async () => Promise.reject(new Error('remote down')));
    await expect(openedPageReady(loader, catalog, '/', () => false)).resolves.toBeUndefined();
  });

  it('gives up waiting after the time limit', async () => {
    vi.useFakeTimers();
    const loader = loaderWith(() => new Promise<ComponentType>(() => undefined));
    let done = false;
    void openedPageReady(loader, catalog, '/things', () => false, 1000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('waits for the catalog too, within the same time limit', async () => {
    vi.useFakeTimers();
    const loader = loaderWith(async () => Page);
    const slow = { whenFound: () => new Promise<never>(() => undefined) };
    let done = false;
    void openedPageReady(loader, slow, '/things', () => false, 500).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(true);
    expect(loader.loadPage).not.toHaveBeenCalled();
  });
});
