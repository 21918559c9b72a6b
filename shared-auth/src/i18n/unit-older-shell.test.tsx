/**
 * A remote under a shell deployed before translations: the page's shared-auth has none of the i18n
 * functions and the shell provides no i18next. The remote's own copy (unit.ts) translates its pages.
 */
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

// The shared-auth of such a shell, as far as this matters: formatting in English only, no i18n.
// (Vitest's mock refuses to read a name it was not given: the missing ones are given as undefined,
// which is what a module namespace without them answers at run time.)
vi.mock('shared-auth', () => ({
  formatTk: (amount: number) => `Tk ${amount}`,
  truncate: (text: string) => text,
  registerNamespaces: undefined,
  formatDate: undefined,
  i18n: undefined,
}));

const unit = await import('./unit');

function Greeting() {
  const { t } = useTranslation('older-shell-test');
  return <p>{t('hello', { name: unit.formatCount(1234) })}</p>;
}

describe('shared-auth/i18n under a shell without translations', () => {
  it('uses its own copy, which makes the page instance and loads the registered namespaces', async () => {
    expect(unit.translatedBy).toBe('own');
    unit.registerNamespaces({
      'older-shell-test': {
        en: async () => ({ default: { hello: 'Hello {{name}}' } }),
        bn: async () => ({ default: { hello: 'নমস্কার {{name}}' } }),
      },
    });
    // Its pages wait for its own copy to load.
    const pages = unit.translatedPages({ Greeting: Object.assign(() => <Greeting />, { preload: async () => undefined }) });
    render(
      <Suspense fallback={<p>loading</p>}>
        <pages.Greeting />
      </Suspense>,
    );
    expect(await screen.findByText('Hello 1,234')).toBeTruthy();
    expect(unit.formatTk(1250)).toBe('Tk 1,250');
    expect(unit.i18n.t('hello', { ns: 'older-shell-test', name: 'A' })).toBe('Hello A');

    const { setLanguage } = await import('./i18n');
    await act(() => setLanguage('bn'));
    expect(await screen.findByText('নমস্কার ১,২৩৪')).toBeTruthy();
    expect(unit.formatTk(1250)).toBe('৳১,২৫০');
    expect(unit.formatDate('2026-11-26T10:00:00Z', 'long')).toMatch(/২৬/);
    expect(unit.currentLanguage()).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
  });

  it("a second remote's copy of the module finds the instance the first made (one per page)", async () => {
    const first = (await import('./i18n')).pageInstance();
    vi.resetModules();
    const second = await import('./i18n');
    expect(second.pageInstance()).toBe(first);
    // It sees the namespaces the first registered.
    expect(second.registeredNamespaces()).toContain('older-shell-test');
  });
});
