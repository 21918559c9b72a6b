import { describe, expect, it } from 'vitest';
import en from '../../locales/en/wall.json';
import bn from '../../locales/bn/wall.json';
import { validateComment } from './validate-comment';

describe('validateComment', () => {
  it('refuses an empty or blank comment', () => {
    expect(validateComment('')).toBe('errors.empty');
    expect(validateComment('   \n\t ')).toBe('errors.empty');
  });

  it('refuses more than 1000 characters (after trimming)', () => {
    expect(validateComment('a'.repeat(1001))).toBe('errors.tooLong');
    expect(validateComment(`  ${'a'.repeat(1000)}  `)).toBeNull();
  });

  it('accepts ordinary text', () => {
    expect(validateComment('Thank you all!')).toBeNull();
  });

  it('gives keys that have a message in English and in Bangla', () => {
    expect(en.errors.empty).toMatch(/write a message/);
    expect(en.errors.tooLong).toMatch(/at most \{\{max/);
    expect(bn.errors.empty).toMatch(/\p{Script=Bengali}/u);
    expect(bn.errors.tooLong).toMatch(/\p{Script=Bengali}/u);
  });
});
