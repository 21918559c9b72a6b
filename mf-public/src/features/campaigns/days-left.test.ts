import { describe, expect, it } from 'vitest';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { daysLeft as timeLeft, daysLeftText, isClosed, type CampaignEnd } from './days-left';

/** What a card says (in English), or null. */
function daysLeft(campaign: CampaignEnd, now: number): string | null {
  const left = timeLeft(campaign, now);
  return left === null ? null : daysLeftText(i18n.getFixedT('en', NS.campaigns), left);
}

/** A moment in Dhaka (UTC+6), as epoch ms. */
const dhaka = (y: number, m: number, d: number, h = 12, min = 0) => Date.UTC(y, m - 1, d, h - 6, min);
/** The endsAt the API answers for a campaign whose last day is y-m-d: midnight after it, in Dhaka. */
const lastDay = (y: number, m: number, d: number) => dhaka(y, m, d + 1, 0);
const now = dhaka(2026, 11, 26, 10);

describe('daysLeft', () => {
  it('says nothing for an open campaign without an end date', () => {
    expect(daysLeft({}, now)).toBeNull();
    expect(daysLeft({ endsAt: null, closedAt: null, closed: false }, now)).toBeNull();
  });

  it('counts calendar days of Dhaka: today as the last day is "Last day", tomorrow is 1 day left', () => {
    expect(daysLeft({ endsAt: lastDay(2026, 11, 26) }, now)).toBe('Last day');
    expect(daysLeft({ endsAt: lastDay(2026, 11, 26) }, dhaka(2026, 11, 26, 23, 59))).toBe('Last day');
    expect(daysLeft({ endsAt: lastDay(2026, 11, 27) }, now)).toBe('1 day left');
    expect(daysLeft({ endsAt: lastDay(2026, 12, 8) }, now)).toBe('12 days left');
    // An end set to a time of day (not midnight) still counts its own day.
    expect(daysLeft({ endsAt: dhaka(2026, 11, 26, 18) }, now)).toBe('Last day');
  });

  it('counts across a month and a year end, whatever the UTC date is', () => {
    expect(daysLeft({ endsAt: lastDay(2027, 1, 2) }, dhaka(2026, 12, 30, 22))).toBe('3 days left');
    // 01:00 in Dhaka on the 27th is still the 26th in UTC.
    expect(daysLeft({ endsAt: lastDay(2026, 11, 27) }, dhaka(2026, 11, 27, 1))).toBe('Last day');
  });

  it('says Closed once the end has passed, or when an admin closed it (whatever the end date)', () => {
    expect(daysLeft({ endsAt: lastDay(2026, 11, 25) }, now)).toBe('Closed');
    expect(daysLeft({ endsAt: lastDay(2026, 12, 31), closed: true }, now)).toBe('Closed');
    expect(daysLeft({ endsAt: null, closedAt: dhaka(2026, 11, 20) }, now)).toBe('Closed');
  });
});

describe('daysLeftText in Bangla', () => {
  it('says the time left with Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces(NS.campaigns);
    const bn = i18n.getFixedT('bn', NS.campaigns);
    expect(timeLeft({ endsAt: lastDay(2026, 12, 8) }, now)).toBe(12);
    expect(daysLeftText(bn, 12)).toBe('আর ১২ দিন বাকি');
    expect(daysLeftText(bn, 'lastDay')).toBe('আজ শেষ দিন');
    expect(daysLeftText(bn, 'closed')).toBe('বন্ধ');
  });
});

describe('isClosed', () => {
  it('is true when closed, closed at a time, or past the end; false otherwise', () => {
    expect(isClosed({ closed: true }, now)).toBe(true);
    expect(isClosed({ closedAt: 1 }, now)).toBe(true);
    expect(isClosed({ endsAt: now }, now)).toBe(true);
    expect(isClosed({ endsAt: now + 1 }, now)).toBe(false);
    expect(isClosed({ closed: false, closedAt: null, endsAt: null }, now)).toBe(false);
  });
});
