import { describe, expect, it } from 'vitest';
import { daysLeft, isClosed } from './days-left';

const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).getTime();
const now = at(2026, 11, 26, 10);

describe('daysLeft', () => {
  it('says nothing for an open campaign without an end date', () => {
    expect(daysLeft({}, now)).toBeNull();
    expect(daysLeft({ endsAt: null, closedAt: null, closed: false }, now)).toBeNull();
  });

  it('counts calendar days: the end later today is the last day, tomorrow is 1 day left', () => {
    expect(daysLeft({ endsAt: at(2026, 11, 26, 23, 59) }, now)).toBe('Last day');
    expect(daysLeft({ endsAt: at(2026, 11, 26, 10, 30) }, now)).toBe('Last day');
    expect(daysLeft({ endsAt: at(2026, 11, 27, 0, 1) }, now)).toBe('1 day left');
    expect(daysLeft({ endsAt: at(2026, 12, 8, 23, 59) }, now)).toBe('12 days left');
  });

  it('counts across a month and a year end', () => {
    expect(daysLeft({ endsAt: at(2027, 1, 2) }, at(2026, 12, 30, 22))).toBe('3 days left');
  });

  it('says Closed once the end has passed, or when an admin closed it (whatever the end date)', () => {
    expect(daysLeft({ endsAt: at(2026, 11, 26, 9, 59) }, now)).toBe('Closed');
    expect(daysLeft({ endsAt: at(2026, 12, 31), closed: true }, now)).toBe('Closed');
    expect(daysLeft({ endsAt: null, closedAt: at(2026, 11, 20) }, now)).toBe('Closed');
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
