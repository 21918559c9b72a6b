import { describe, expect, it } from 'vitest';
import { asLanguage, localized, pickLanguage } from './language';

describe('pickLanguage', () => {
  const none = { search: '', stored: null, browser: [] as string[] };
  it('?lang= wins over the remembered choice and the browser', () => {
    expect(pickLanguage({ search: '?lang=bn', stored: 'en', browser: ['en-US'] })).toBe('bn');
    expect(pickLanguage({ search: '?x=1&lang=en', stored: 'bn', browser: ['bn-BD'] })).toBe('en');
  });
  it('an unknown ?lang= is ignored', () => {
    expect(pickLanguage({ search: '?lang=fr', stored: 'bn', browser: [] })).toBe('bn');
  });
  it('then the remembered choice, then the first of our languages the browser lists', () => {
    expect(pickLanguage({ ...none, stored: 'bn' })).toBe('bn');
    expect(pickLanguage({ ...none, browser: ['fr-FR', 'bn-BD', 'en'] })).toBe('bn');
    expect(pickLanguage({ ...none, browser: ['de', 'en-GB', 'bn'] })).toBe('en');
  });
  it('English when nothing says otherwise', () => {
    expect(pickLanguage(none)).toBe('en');
    expect(pickLanguage({ ...none, stored: 'xx', browser: ['ja'] })).toBe('en');
  });
  it('asLanguage reads tags', () => {
    expect(asLanguage('bn_BD')).toBe('bn');
    expect(asLanguage(' EN ')).toBe('en');
    expect(asLanguage('')).toBeUndefined();
    expect(asLanguage(undefined)).toBeUndefined();
  });
});

describe('localized', () => {
  it('picks the language, falls back to English and takes a plain string as it is', () => {
    expect(localized({ en: 'Home', bn: 'হোম' }, 'bn')).toBe('হোম');
    expect(localized({ en: 'Home' }, 'bn')).toBe('Home');
    expect(localized('Home', 'bn')).toBe('Home');
  });
});
