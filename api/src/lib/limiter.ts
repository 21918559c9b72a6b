/**
 * Events per key (an IP, an account) in a sliding window, in memory: after `max` events within
 * `windowMs`, retryAfter() answers how long until the oldest one leaves the window. Bounded: at most
 * `maxKeys` keys are remembered (the least recently used are forgotten first). One process only:
 * several API instances each count their own (see README, scale-out).
 */
export class SlidingWindowLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /**
   * Milliseconds to wait before the next attempt, or 0 when an attempt is allowed now. `max` (at most
   * the limiter's own) asks about a lower bar: `retryAfter(key, 1)` is how long until the key has no
   * event left in the window.
   */
  retryAfter(key: string, max = this.max): number {
    const list = this.recent(key);
    return list.length < max ? 0 : list[list.length - max]! + this.windowMs - this.now();
  }

  /** Events of the key now in the window. */
  count(key: string): number {
    return this.recent(key).length;
  }

  /** Counts one event for the key. */
  hit(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.delete(key);
    this.failures.set(key, list);
    if (this.failures.size > this.maxKeys) this.failures.delete(this.failures.keys().next().value!);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}
