import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersFrom, giftQuery, withFilters } from './gift-filters';

describe('filtersFrom', () => {
  it('reads the filters from the address', () => {
    expect(filtersFrom(new URLSearchParams('status=expired&method=transfer&campaign=3&age=7'))).toEqual({
      status: 'expired',
      method: 'transfer',
      campaignId: '3',
      minAgeDays: 7,
    });
  });
  it('falls back to pending and "any" for missing or unknown values', () => {
    expect(filtersFrom(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
    expect(filtersFrom(new URLSearchParams('status=confirmed&method=card&campaign=%20&age=5'))).toEqual(DEFAULT_FILTERS);
  });
});

describe('withFilters', () => {
  it('writes only what differs from the default, keeps the tab and goes back to page 1', () => {
    const next = withFilters(new URLSearchParams('tab=pending&page=3&status=expired'), { ...DEFAULT_FILTERS, method: 'offline', minAgeDays: 3 });
    expect(next.toString()).toBe('tab=pending&method=offline&age=3');
  });
});

describe('giftQuery', () => {
  it('asks for the status and the page, and each filter that is set', () => {
    expect(giftQuery({ ...DEFAULT_FILTERS, limit: 50, offset: 0 })).toBe('status=pending&limit=50&offset=0');
    expect(giftQuery({ status: 'expired', method: 'transfer', campaignId: '3', minAgeDays: 1, limit: 50, offset: 100 })).toBe(
      'status=expired&method=transfer&campaignId=3&minAgeDays=1&limit=50&offset=100',
    );
  });
});
