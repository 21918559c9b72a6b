import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './after-paint';

function Probe({ seen }: { seen: boolean[] }) {
  seen.push(useAfterFirstPaint());
  return null;
}

describe('useAfterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('is false in the first render and turns true only after the next frame and a task after it', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual([false]);
    act(() => vi.runAllTimers());
    expect(seen.at(-1)).toBe(false); // no frame yet: nothing has been painted
    act(() => frames.splice(0).forEach((callback) => callback(0)));
    expect(seen.at(-1)).toBe(false); // the frame is being drawn: still before its paint
    act(() => vi.runAllTimers());
    expect(seen.at(-1)).toBe(true);
    raf.mockRestore();
  });

  it('sets nothing once unmounted', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: boolean[] = [];
    const { unmount } = render(<Probe seen={seen} />);
    unmount();
    expect(cancel).toHaveBeenCalled();
    act(() => vi.runAllTimers());
    expect(seen).toEqual([false]);
    expect(error).not.toHaveBeenCalled();
    raf.mockRestore();
    cancel.mockRestore();
    error.mockRestore();
  });
});
