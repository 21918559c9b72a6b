import { describe, expect, it, vi } from 'vitest';
import { retryingLoad } from './retrying-load';

describe('retryingLoad', () => {
  it('loads once: calls while it is on its way and after it succeeded share the one download', async () => {
    let finish!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const get = retryingLoad(load);
    const first = get();
    const second = get();
    expect(load).toHaveBeenCalledTimes(1);
    finish('module');
    await expect(first).resolves.toBe('module');
    await expect(second).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure: every caller of that attempt sees it, the next call downloads again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce('module');
    const get = retryingLoad(load);
    const a = get();
    const b = get();
    await expect(a).rejects.toThrow('ChunkLoadError');
    await expect(b).rejects.toThrow('ChunkLoadError');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(get()).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not start the download before the first call', () => {
    const load = vi.fn(() => Promise.resolve(1));
    retryingLoad(load);
    expect(load).not.toHaveBeenCalled();
  });
});
