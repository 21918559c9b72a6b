/**
 * A window.matchMedia whose lists match as `matches` says, for a test that needs a given screen (a
 * phone's: `matchMediaStub((query) => /max-width/.test(query))`). Its lists never change, so their
 * listeners are never called.
 */
export function matchMediaStub(matches: (query: string) => boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Browser APIs Mantine uses that happy-dom lacks (tests only). Safe to call more than once. */
export function installDomShims(): void {
  if (typeof window === 'undefined') return;
  // Where there is none, a screen no media query matches (happy-dom has its own).
  if (!window.matchMedia) Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaStub(() => false) });
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  }
  // Textarea autosize listens for font loading.
  if (!('fonts' in document) || !(document as { fonts?: unknown }).fonts) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
    });
  }
  window.scrollTo = () => {};
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}
