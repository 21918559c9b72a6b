import { describe, expect, it } from 'vitest';
import { formatExactTime, formatRelativeTime } from './relative-time';

const now = Date.UTC(2026, 2, 20, 12, 0, 0);
const min = 60_000;
const hour = 60 * min;
const day = 24 * hour;

describe('formatRelativeTime', () => {
  it('says "just now" under a minute, and for times slightly in the future', () => {
    expect(formatRelativeTime(now, now)).toBe('just now');
    expect(formatRelativeTime(now - 59_999, now)).toBe('just now');
    expect(formatRelativeTime(now + 30_000, now)).toBe('just now');
  });

  it('counts minutes under an hour', () => {
    expect(formatRelativeTime(now - min, now)).toBe('1 min ago');
    expect(formatRelativeTime(now - 3 * min - 20_000, now)).toBe('3 min ago');
    expect(formatRelativeTime(now - 59 * min, now)).toBe('59 min ago');
  });

  it('counts hours under a day', () => {
    expect(formatRelativeTime(now - hour, now)).toBe('1 h ago');
    expect(formatRelativeTime(now - 2 * hour - 10 * min, now)).toBe('2 h ago');
    expect(formatRelativeTime(now - 23 * hour, now)).toBe('23 h ago');
  });

  it('counts days under a week', () => {
    expect(formatRelativeTime(now - day, now)).toBe('1 day ago');
    expect(formatRelativeTime(now - 5 * day, now)).toBe('5 days ago');
    expect(formatRelativeTime(now - 6 * day - 23 * hour, now)).toBe('6 days ago');
  });

  it('shows a date from a week on', () => {
    expect(formatRelativeTime(Date.UTC(2026, 2, 12, 12, 0), now)).toBe('12 Mar 2026');
    expect(formatRelativeTime(Date.UTC(2024, 0, 5, 12, 0), now)).toBe('5 Jan 2024');
  });

  it('gives nothing for a time that is not a number', () => {
    expect(formatRelativeTime(Number.NaN, now)).toBe('');
  });
});

describe('formatExactTime', () => {
  it('includes the date and the time of day', () => {
    const text = formatExactTime(Date.UTC(2026, 2, 12, 12, 0));
    expect(text).toMatch(/12 Mar 2026/);
    expect(text).toMatch(/\d{2}:\d{2}/);
  });
});
