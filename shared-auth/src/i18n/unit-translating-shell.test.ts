/**
 * A remote under a shell whose shared-auth translates, including one built before the page
 * instance was kept in one place (2026-11-26): every function is the shell's, and importing
 * shared-auth/i18n makes no second instance (a second `initReactI18next` would take the frame's
 * translations away).
 */
import { describe, expect, it, vi } from 'vitest';

const shell = vi.hoisted(() => ({
  registerNamespaces: vi.fn(),
  loadNamespaces: vi.fn(async () => undefined),
  currentLanguage: vi.fn(() => 'bn' as const),
  currentIntlLocale: vi.fn(() => 'bn-BD'),
  formatTk: vi.fn(() => '৳৫'),
  formatFixed2: vi.fn(() => '৫.০০'),
  formatCount: vi.fn(() => '৫'),
  formatDate: vi.fn(() => '২৬ নভে, ২০২৬'),
  i18n: { t: vi.fn((key: string) => `shell:${key}`) },
}));
vi.mock('shared-auth', () => shell);

describe('shared-auth/i18n under a translating shell', () => {
  it("hands out the shell's functions and makes no instance of its own", async () => {
    const unit = await import('./unit');
    expect(unit.translatedBy).toBe('shell');
    unit.registerNamespaces({});
    expect(shell.registerNamespaces).toHaveBeenCalledOnce();
    await unit.loadNamespaces(['a']);
    expect(shell.loadNamespaces).toHaveBeenCalledWith(['a']);
    expect(unit.formatTk(5)).toBe('৳৫');
    expect(unit.formatFixed2(5)).toBe('৫.০০');
    expect(unit.formatCount(5)).toBe('৫');
    expect(unit.formatDate('2026-11-26')).toBe('২৬ নভে, ২০২৬');
    expect(unit.currentLanguage()).toBe('bn');
    expect(unit.currentIntlLocale()).toBe('bn-BD');
    expect(unit.i18n.t('x')).toBe('shell:x');
    // Pages are handed over as they are (no waiting, no wrapper).
    const pages = { Home: Object.assign(() => null, { preload: async () => undefined }) };
    expect(unit.translatedPages(pages)).toBe(pages);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('relief.i18n')]).toBeUndefined();
  });
});
