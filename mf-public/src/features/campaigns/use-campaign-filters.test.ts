import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './use-campaign-filters';

const p = (s: string) => new URLSearchParams(s);

describe('campaign filters in the URL', () => {
  it('reads defaults', () => expect(readFilters(p(''))).toEqual({ q: '', category: '', page: 1 }));
  it('reads values and ignores a bad page', () => {
    expect(readFilters(p('q=flood&category=Flood&page=3'))).toEqual({ q: 'flood', category: 'Flood', page: 3 });
    expect(readFilters(p('page=-2')).page).toBe(1);
    expect(readFilters(p('page=abc')).page).toBe(1);
  });
  it('writes only set values', () => {
    expect(writeFilters(p(''), { q: 'water' }).toString()).toBe('q=water');
    expect(writeFilters(p('q=water'), { q: '' }).toString()).toBe('');
    expect(writeFilters(p('q=a'), { category: 'Cyclone' }).toString()).toBe('q=a&category=Cyclone');
  });
  it('goes back to page 1 when the search or category changes', () => {
    expect(writeFilters(p('q=a&page=4'), { q: 'ab' }).toString()).toBe('q=ab');
    expect(writeFilters(p('category=Flood&page=4'), { category: 'Education' }).toString()).toBe('category=Education');
    expect(writeFilters(p('q=a&page=2'), { page: 3 }).toString()).toBe('q=a&page=3');
  });
  it('keeps unrelated parameters', () => {
    expect(writeFilters(p('utm=x'), { q: 'a' }).toString()).toBe('utm=x&q=a');
  });
});
