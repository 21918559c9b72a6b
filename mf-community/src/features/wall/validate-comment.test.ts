import { describe, expect, it } from 'vitest';
import { validateComment } from './validate-comment';

describe('validateComment', () => {
  it('refuses an empty or blank comment', () => {
    expect(validateComment('')).toMatch(/write a message/);
    expect(validateComment('   \n\t ')).toMatch(/write a message/);
  });

  it('refuses more than 1000 characters (after trimming)', () => {
    expect(validateComment('a'.repeat(1001))).toMatch(/at most 1000/);
    expect(validateComment(`  ${'a'.repeat(1000)}  `)).toBeNull();
  });

  it('accepts ordinary text', () => {
    expect(validateComment('Thank you all!')).toBeNull();
  });
});
