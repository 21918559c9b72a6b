import { describe, expect, it, vi } from 'vitest';
import { lastSegment, prefetchQuery } from './prefetch';

describe('prefetchQuery', () => {
  it('waits for the answer, then lets go of it (also when it failed)', async () => {
    const unsubscribe = vi.fn();
    let answer!: () => void;
    const request = Object.assign(new Promise<void>((resolve) => (answer = resolve)), { unsubscribe });
    const done = prefetchQuery(request);
    await Promise.resolve();
    expect(unsubscribe).not.toHaveBeenCalled();
    answer();
    await done;
    expect(unsubscribe).toHaveBeenCalledOnce();
    const failed = Object.assign(Promise.reject(new Error('offline')), { unsubscribe });
    await expect(prefetchQuery(failed)).rejects.toThrow('offline');
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });
});

describe('lastSegment', () => {
  it("is the address's last segment, decoded as React Router decodes a parameter", () => {
    expect(lastSegment('/donations/42')).toBe('42');
    expect(lastSegment('/donations/42/')).toBe('42');
    expect(lastSegment('/donations/a%20b')).toBe('a b');
    expect(lastSegment('/donations/%E0%A4')).toBe('%E0%A4');
  });
});
