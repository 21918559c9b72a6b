import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './limiter.js';

describe('SlidingWindowLimiter', () => {
  it('allows max failures in the window, then asks to wait until the oldest leaves it', () => {
    let now = 1_000_000;
    const limiter = new SlidingWindowLimiter(3, 60_000, 100, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('a')).toBe(0);
      limiter.hit('a');
      now += 1000;
    }
    expect(limiter.retryAfter('a')).toBe(60_000 - 3000);
    expect(limiter.retryAfter('b')).toBe(0);
    now += 57_000;
    expect(limiter.retryAfter('a')).toBe(0);
  });

  it('forgets a key on success and keeps at most maxKeys keys', () => {
    const limiter = new SlidingWindowLimiter(1, 60_000, 2);
    limiter.hit('a');
    expect(limiter.retryAfter('a')).toBeGreaterThan(0);
    limiter.clear('a');
    expect(limiter.retryAfter('a')).toBe(0);
    limiter.hit('x');
    limiter.hit('y');
    limiter.hit('z');
    expect(limiter.retryAfter('x')).toBe(0);
    expect(limiter.retryAfter('z')).toBeGreaterThan(0);
  });

  it('counts the events in the window and answers for a lower bar (retryAfter(key, 1): until none is left)', () => {
    let now = 1_000_000;
    const limiter = new SlidingWindowLimiter(5, 60_000, 100, () => now);
    expect(limiter.count('a')).toBe(0);
    expect(limiter.retryAfter('a', 1)).toBe(0);
    limiter.hit('a');
    now += 10_000;
    limiter.hit('a');
    expect(limiter.count('a')).toBe(2);
    expect(limiter.retryAfter('a')).toBe(0);
    expect(limiter.retryAfter('a', 2)).toBe(50_000);
    expect(limiter.retryAfter('a', 1)).toBe(60_000);
    now += 50_000;
    expect(limiter.count('a')).toBe(1);
    expect(limiter.retryAfter('a', 1)).toBe(10_000);
  });
});
