import { afterEach, describe, expect, it } from 'vitest';
import { installDomShims, matchMediaStub } from './dom';

const original = window.matchMedia;
afterEach(() => {
  Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: original });
});

describe('matchMediaStub', () => {
  it('matches the queries its function says, as a MediaQueryList (a phone: every max-width)', () => {
    const matchMedia = matchMediaStub((query) => /max-width/.test(query));
    expect(matchMedia('(max-width: 48em)')).toMatchObject({ matches: true, media: '(max-width: 48em)' });
    expect(matchMedia('(min-width: 48em)').matches).toBe(false);
    // Mantine's hooks listen for changes and stop listening.
    const list = matchMedia('(prefers-color-scheme: dark)');
    expect(() => {
      list.addEventListener('change', () => {});
      list.removeEventListener('change', () => {});
      list.addListener(() => {});
      list.removeListener(() => {});
    }).not.toThrow();
  });

  it('is what installDomShims puts where there is no matchMedia (nothing matches), and it keeps one there is', () => {
    Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: undefined });
    installDomShims();
    expect(window.matchMedia('(max-width: 48em)')).toMatchObject({ matches: false, media: '(max-width: 48em)' });
    const own = matchMediaStub(() => true);
    window.matchMedia = own;
    installDomShims();
    expect(window.matchMedia).toBe(own);
  });
});
