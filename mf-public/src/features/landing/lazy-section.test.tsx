import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { LazySection } from './lazy-section';

/** A ResizeObserver whose callbacks the test calls (jsdom lays nothing out). */
function fakeResizeObserver() {
  const live = new Set<{ callback: () => void }>();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(readonly callback: () => void) {
        live.add(this);
      }
      observe() {}
      disconnect() {
        live.delete(this);
      }
    },
  );
  return { resize: () => live.forEach((o) => o.callback()), count: () => live.size };
}

describe('LazySection arriving at its anchor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('keeps its section at the top while the page above it takes its height, until the person moves', () => {
    vi.useFakeTimers();
    const observer = fakeResizeObserver();
    window.history.replaceState(null, '', '/?ref=RLF-66#contact');
    render(
      <section id="contact">
        <LazySection anchor="contact" minHeight={100} loadingLabel="Loading">
          <p>form</p>
        </LazySection>
      </section>,
    );
    const scrolled = vi.spyOn(document.getElementById('contact')!, 'scrollIntoView');
    vi.advanceTimersByTime(60);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'start' });
    // The sections above load later (the gallery near the window, the pictures): the section moved down.
    observer.resize();
    vi.advanceTimersByTime(1000);
    observer.resize();
    expect(scrolled).toHaveBeenCalledTimes(3);
    // The person scrolls: the page is theirs.
    window.dispatchEvent(new WheelEvent('wheel'));
    observer.resize();
    expect(scrolled).toHaveBeenCalledTimes(3);
    expect(observer.count()).toBe(0);
  });

  it('without its anchor in the address, never scrolls', () => {
    vi.useFakeTimers();
    const observer = fakeResizeObserver();
    render(
      <section id="contact">
        <LazySection anchor="contact" minHeight={100} loadingLabel="Loading">
          <p>form</p>
        </LazySection>
      </section>,
    );
    const scrolled = vi.spyOn(document.getElementById('contact')!, 'scrollIntoView');
    vi.advanceTimersByTime(60);
    observer.resize();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
