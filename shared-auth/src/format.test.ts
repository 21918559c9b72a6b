import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatDate, formatFixed2, formatTk, progressPercent, truncate } from './format';

describe('formatting', () => {
  it('formats Tk amounts exactly, two decimals when there is a fraction', () => {
    expect(formatTk(1500)).toBe('Tk 1,500');
    expect(formatTk(1234.5)).toBe('Tk 1,234.50');
    expect(formatTk(0.3)).toBe('Tk 0.30');
    expect(formatTk(99.99, 'Tk.')).toBe('Tk. 99.99');
  });
  it('writes Tk amounts and counts in Bangla with ৳, Bengali digits and bn-BD grouping', () => {
    expect(formatTk(1500, 'Tk', 'bn')).toBe('৳১,৫০০');
    expect(formatTk(1234.5, 'Tk.', 'bn')).toBe('৳১,২৩৪.৫০');
    expect(formatTk(10000000, 'Tk', 'bn')).toBe('৳১,০০,০০,০০০');
    expect(formatFixed2(0, 'bn')).toBe('০.০০');
    expect(formatCount(1234, 'bn')).toBe('১,২৩৪');
    expect(formatCount(1234, 'en')).toBe('1,234');
  });
  it('writes dates in Dhaka time in either language', () => {
    // 18:30 UTC is already the next day in Dhaka (UTC+6).
    const at = Date.UTC(2026, 10, 25, 18, 30);
    expect(formatDate(at, 'short', 'en')).toBe('26 Nov 2026');
    expect(formatDate(at, 'long', 'bn')).toBe('২৬ নভেম্বর, ২০২৬');
    expect(formatDate(new Date(at).toISOString(), 'dateTime', 'en')).toBe('26 Nov 2026, 00:30');
    expect(formatDate('not a date')).toBe('');
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
  it('cuts Bengali text only between letters as read (no stray halant or vowel sign)', () => {
    const text = 'ঘূর্ণিঝড়ের পর নিরাপদ খাবার পানি: জলোচ্ছ্বাসে সাতক্ষীরা';
    const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((g) => g.segment);
    for (let max = 1; max < text.length; max++) {
      const cut = truncate(text, max).replace(/\.\.\.$/, '');
      expect(cut.length).toBeLessThanOrEqual(max);
      // The cut is whole letters: a prefix of the grapheme list.
      let joined = '';
      for (const g of graphemes) {
        if (joined.length >= cut.length) break;
        joined += g;
      }
      expect(joined).toBe(cut);
    }
    expect(truncate('ক্ষমা', 2)).toBe('...'); // ক্ষ is one letter of three code units
  });

  it('truncates with an ellipsis only when longer', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('abc', 3)).toBe('abc');
  });
});

describe('warmFormats', () => {
  const real = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat, Segmenter: Intl.Segmenter };
  let made = 0;
  afterEach(() => {
    Object.assign(Intl, real);
  });

  it('makes the language\'s formatters ahead, so that formatting later makes none', async () => {
    // Counts the formatters made (a constructor returning its object works with `new`).
    Object.assign(Intl, {
      NumberFormat: function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made++;
        return new real.NumberFormat(...args);
      },
      DateTimeFormat: function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        made++;
        return new real.DateTimeFormat(...args);
      },
      Segmenter: function (...args: ConstructorParameters<typeof Intl.Segmenter>) {
        made++;
        return new real.Segmenter(...args);
      },
    });
    // A fresh copy of the module: none of its formatters made yet.
    vi.resetModules();
    const { formatCount, formatDate, formatFixed2, formatTk, truncate, warmFormats } = await import('./format');
    warmFormats('bn');
    expect(made).toBe(6);
    expect(formatTk(1250.5, 'Tk', 'bn')).toBe('৳১,২৫০.৫০');
    expect(formatTk(1250, 'Tk', 'bn')).toBe('৳১,২৫০');
    expect(formatCount(1234, 'bn')).toBe('১,২৩৪');
    expect(formatFixed2(3, 'bn')).toBe('৩.০০');
    expect(formatDate(0, 'short', 'bn')).not.toBe('');
    expect(formatDate(0, 'long', 'bn')).not.toBe('');
    // Every card's description cut with the one segmenter.
    expect(truncate('ক্ষ'.repeat(40), 10)).toBe('ক্ষক্ষক্ষ...');
    expect(truncate('abcdefghijkl', 5)).toBe('abcde...');
    expect(made).toBe(6);
  });
});
