import { describe, expect, it } from 'vitest';
import { pageCount, pagedUrl, toPaged } from './paging';

describe('paging helpers', () => {
  it('asks with limit and offset', () => {
    expect(pagedUrl('users', { limit: 50, offset: 100 })).toBe('users?limit=50&offset=100');
  });

  it('takes rows and total from the answer', () => {
    expect(toPaged({ data: [1, 2], total: 42 }, { limit: 2, offset: 0 })).toEqual({ rows: [1, 2], total: 42 });
  });

  it('counts what it has when an older API sends no total', () => {
    expect(toPaged({ data: [1, 2, 3] }, { limit: 50, offset: 50 })).toEqual({ rows: [1, 2, 3], total: 53 });
  });

  it('has at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
