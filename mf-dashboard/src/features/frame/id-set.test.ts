import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { toggled, useIdSet, withEach } from './id-set';

describe('toggled / withEach', () => {
  it('adds an id that is not there and takes out one that is, leaving the set given alone', () => {
    const start = new Set(['a']);
    expect([...toggled(start, 'b')]).toEqual(['a', 'b']);
    expect([...toggled(start, 'a')]).toEqual([]);
    expect([...start]).toEqual(['a']);
  });

  it('adds or takes out several at once, keeping the others', () => {
    const start = new Set(['a', 'x']);
    expect([...withEach(start, ['a', 'b', 'c'], true)].sort()).toEqual(['a', 'b', 'c', 'x']);
    expect([...withEach(start, ['a', 'b'], false)]).toEqual(['x']);
    expect([...start]).toEqual(['a', 'x']);
  });
});

describe('useIdSet', () => {
  it('starts empty; toggle, setEach and clear change it', () => {
    const { result } = renderHook(() => useIdSet());
    expect(result.current.ids.size).toBe(0);
    act(() => result.current.toggle('a'));
    act(() => result.current.toggle('b'));
    expect([...result.current.ids]).toEqual(['a', 'b']);
    act(() => result.current.toggle('a'));
    expect([...result.current.ids]).toEqual(['b']);
    act(() => result.current.setEach(['c', 'd'], true));
    expect([...result.current.ids].sort()).toEqual(['b', 'c', 'd']);
    act(() => result.current.setEach(['b', 'c'], false));
    expect([...result.current.ids]).toEqual(['d']);
    act(() => result.current.clear());
    expect(result.current.ids.size).toBe(0);
  });

  it('keeps its functions from render to render', () => {
    const { result } = renderHook(() => useIdSet());
    const { toggle, setEach, clear } = result.current;
    act(() => toggle('a'));
    expect(result.current.toggle).toBe(toggle);
    expect(result.current.setEach).toBe(setEach);
    expect(result.current.clear).toBe(clear);
  });

  it('applies two toggles in one go one after the other', () => {
    const { result } = renderHook(() => useIdSet());
    act(() => {
      result.current.toggle('a');
      result.current.toggle('a');
      result.current.toggle('b');
    });
    expect([...result.current.ids]).toEqual(['b']);
  });
});
