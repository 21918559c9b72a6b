import { describe, expect, it } from 'vitest';
import { formatFixed2, formatTk, progressPercent, truncate } from './format';

describe('formatting', () => {
  it('formats Tk amounts exactly, two decimals when there is a fraction', () => {
    expect(formatTk(1500)).toBe('Tk 1,500');
    expect(formatTk(1234.5)).toBe('Tk 1,234.50');
    expect(formatTk(0.3)).toBe('Tk 0.30');
    expect(formatTk(99.99, 'Tk.')).toBe('Tk. 99.99');
  });
  it('shows averages with two decimals', () => {
    expect(formatFixed2(0)).toBe('0.00');
    expect(formatFixed2(1234.567)).toBe('1,234.57');
  });
  it('computes progress capped at 100', () => {
    expect(progressPercent(250, 1000)).toBe(25);
    expect(progressPercent(2000, 1000)).toBe(100);
    expect(progressPercent(10, 0)).toBe(0);
  });
  it('truncates with an ellipsis only when longer', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('abc', 3)).toBe('abc');
  });
});
