import { afterEach, describe, expect, it, vi } from 'vitest';
import { render as renderBare } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { LazySection } from './lazy-section';

/** Rendered under a MantineProvider (the section's reserved height is a Mantine style prop). */
const render = (ui: ReactElement) => renderBare(<MantineProvider>{ui}</MantineProvider>);

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

describe('LazySection holding its place', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the placeholder it is given (the content\'s shape) until it comes near, then the content', async () => {
    let near: (() => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          near = () => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    const { findByText, getByTestId, queryByTestId, container } = render(
      <LazySection minHeight={{ base: 300, lg: 200 }} loadingLabel="Loading" placeholder={<div data-testid="shape" />}>
        <p>content</p>
      </LazySection>,
    );
    expect(getByTestId('shape')).toBeInTheDocument();
    expect(container.textContent).not.toContain('content');
    near?.();
    expect(await findByText('content')).toBeInTheDocument();
    expect(queryByTestId('shape')).toBeNull();
  });
});
