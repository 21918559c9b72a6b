import { describe, expect, it } from 'vitest';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { formatExactTime, formatRelativeTime } from './relative-time';

const t = i18n.getFixedT('en', NS.wall);

const now = Date.UTC(2026, 2, 20, 12, 0, 0);
const min = 60_000;
const hour = 60 * min;
const day = 24 * hour;

describe('formatRelativeTime', () => {
  it('says "just now" under a minute, and for times slightly in the future', () => {
    expect(formatRelativeTime(t, now, now)).toBe('just now');
    expect(formatRelativeTime(t, now - 59_999, now)).toBe('just now');
    expect(formatRelativeTime(t, now + 30_000, now)).toBe('just now');
  });

  it('counts minutes under an hour', () => {
    expect(formatRelativeTime(t, now - min, now)).toBe('1 min ago');
    expect(formatRelativeTime(t, now - 3 * min - 20_000, now)).toBe('3 min ago');
    expect(formatRelativeTime(t, now - 59 * min, now)).toBe('59 min ago');
  });

  it('counts hours under a day', () => {
    expect(formatRelativeTime(t, now - hour, now)).toBe('1 h ago');
    expect(formatRelativeTime(t, now - 2 * hour - 10 * min, now)).toBe('2 h ago');
    expect(formatRelativeTime(t, now - 23 * hour, now)).toBe('23 h ago');
  });

  it('counts days under a week', () => {
    expect(formatRelativeTime(t, now - day, now)).toBe('1 day ago');
    expect(formatRelativeTime(t, now - 5 * day, now)).toBe('5 days ago');
    expect(formatRelativeTime(t, now - 6 * day - 23 * hour, now)).toBe('6 days ago');
  });

  it('shows a date from a week on', () => {
    expect(formatRelativeTime(t, Date.UTC(2026, 2, 12, 12, 0), now)).toBe('12 Mar 2026');
    expect(formatRelativeTime(t, Date.UTC(2024, 0, 5, 12, 0), now)).toBe('5 Jan 2024');
  });

  it('gives nothing for a time that is not a number', () => {
    expect(formatRelativeTime(t, Number.NaN, now)).toBe('');
  });
});

describe('formatExactTime', () => {
  it('includes the date and the time of day', () => {
    const text = formatExactTime(Date.UTC(2026, 2, 12, 12, 0));
    expect(text).toMatch(/12 Mar 2026/);
    expect(text).toMatch(/\d{2}:\d{2}/);
  });
});

describe('in Bangla', () => {
  it('says the relative times and dates in Bangla with Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.wall]);
    const bn = i18n.getFixedT('bn', NS.wall);
    expect(formatRelativeTime(bn, now - 30_000, now)).toBe('এইমাত্র');
    expect(formatRelativeTime(bn, now - 3 * min - 20_000, now)).toBe('৩ মিনিট আগে');
    expect(formatRelativeTime(bn, now - 2 * hour, now)).toBe('২ ঘণ্টা আগে');
    expect(formatRelativeTime(bn, now - day, now)).toBe('১ দিন আগে');
    expect(formatRelativeTime(bn, now - 5 * day, now)).toBe('৫ দিন আগে');
    const date = formatRelativeTime(bn, Date.UTC(2026, 2, 12, 12, 0), now);
    expect(date).toMatch(/১২/);
    expect(date).toMatch(/২০২৬/);
    expect(date).not.toMatch(/Mar/);
    expect(formatExactTime(Date.UTC(2026, 2, 12, 12, 0))).toMatch(/১৮:০০/); // Dhaka time
  });
});
