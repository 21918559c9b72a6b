import { describe, expect, it } from 'vitest';
import addFormatsModule from 'ajv-formats';
import fs from 'node:fs';
import { amountError, EMAIL_PATTERN, isEmail, isImageLink, LIMITS, MAX_AMOUNT_TK, normaliseAmount, textError, textToPoisha } from './rules.js';
import { uploadSrcSet } from './upload-names.js';

describe('shared rules (api/rules)', () => {
  it('parses amounts exactly to the poisha and refuses the rest', () => {
    expect(textToPoisha('0.29')).toBe(29);
    expect(textToPoisha(' 250.5 ')).toBe(25050);
    expect(textToPoisha('10000000')).toBe(MAX_AMOUNT_TK * 100);
    for (const bad of ['', '0', '0.00', '-1', '1e3', '0.001', 'NaN', 'Infinity', '10000000.01', '1,000', '.5']) expect(textToPoisha(bad), bad).toBeNull();
    expect(textToPoisha('500.01', 500)).toBeNull();
    expect(textToPoisha('500', 500)).toBe(50000);
  });

  it('gives the forms their amount messages', () => {
    expect(amountError('')).toBe('Enter an amount');
    expect(amountError('abc')).toBe('Enter a number, such as 500 or 250.50');
    expect(amountError('1.234')).toBe('Use at most 2 decimals, such as 250.50');
    expect(amountError('0')).toBe('The amount must be more than 0');
    expect(amountError('0.00')).toBe('The amount must be more than 0');
    expect(amountError('10,000,000.01')).toBe('The amount can be at most Tk 10,000,000');
    expect(amountError('1,500.50')).toBeUndefined();
    expect(amountError('2000', 1000)).toBe('The amount can be at most Tk 1,000');
    expect(normaliseAmount(' 1,500.50 ')).toBe('1500.50');
  });

  it("uses ajv-formats' own email pattern (what the server checks) and the length limit", () => {
    const full = (addFormatsModule as unknown as { get(name: string, mode: string): RegExp }).get('email', 'full');
    expect(EMAIL_PATTERN.source).toBe(full.source);
    expect(isEmail('donor@example.com')).toBe(true);
    expect(isEmail('Donor.Name+tag@Mail.Example.org')).toBe(true);
    for (const bad of ['', 'donor', 'donor@', '@example.com', 'a b@example.com', 'donor@example']) expect(isEmail(bad), bad).toBe(false);
    expect(isEmail(`${'a'.repeat(LIMITS.email - 11)}@example.com`)).toBe(false);
    expect(isEmail(`${'a'.repeat(LIMITS.email - 12)}@example.com`)).toBe(true);
  });

  it('checks required text against a limit', () => {
    expect(textError('  ', 'Name', LIMITS.name)).toBe('Name is required');
    expect(textError('x'.repeat(LIMITS.name + 1), 'Name', LIMITS.name)).toBe('Name can be at most 100 characters');
    expect(textError(' Rahim ', 'Name', LIMITS.name)).toBeUndefined();
  });

  it('stays importable by the browser bundles: no import of any kind', () => {
    const source = fs.readFileSync(new URL('./rules.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\b|\brequire\(|\bprocess\./m);
  });
});

// The cases the donate form (mf-public) and the offline-gift form (mf-dashboard) tested on their own copies.
describe('amountError (the forms)', () => {
  it.each(['1', '500', '250.5', '250.50', '0.01', '10000000', '10,000', ' 42 '])('accepts %s', (v) => {
    expect(amountError(v)).toBeUndefined();
  });
  it('requires a value', () => expect(amountError('  ')).toBe('Enter an amount'));
  it.each(['abc', '-5', '1e3', '12.3.4', '.', '5 000'])('refuses non-numbers like %s', (v) => {
    expect(amountError(v)).toMatch(/Enter a number/);
  });
  it('refuses more than 2 decimals', () => expect(amountError('1.234')).toMatch(/2 decimals/));
  it.each(['0', '0.00', '0.0'])('refuses zero (%s)', (v) => expect(amountError(v)).toMatch(/more than 0/));
  it.each(['10000000.01', '1234567890'])('refuses more than 10 million (%s)', (v) => expect(amountError(v)).toMatch(/at most Tk 10,000,000/));
});

describe('isImageLink', () => {
  it.each(['https://example.com/a.jpg', 'http://x.org/p?q=1', '/assets/campaigns/flood-sylhet.svg'])('accepts %s', (v) => expect(isImageLink(v)).toBe(true));
  it.each(['', 'example.com/a.jpg', 'ftp://x.org/a', 'https://x.org/../a', '/assets/../secret', 'javascript:alert(1)', `https://x.org/${'a'.repeat(2048)}`])('refuses %s', (v) =>
    expect(isImageLink(v)).toBe(false),
  );
});

describe('uploadSrcSet', () => {
  it('lists every kept width of an uploaded picture, and nothing for other images', () => {
    expect(uploadSrcSet('/assets/uploads/0123456789abcdef01234567-1200.webp')).toBe(
      '/assets/uploads/0123456789abcdef01234567-400.webp 400w, /assets/uploads/0123456789abcdef01234567-800.webp 800w, /assets/uploads/0123456789abcdef01234567-1200.webp 1200w',
    );
    expect(uploadSrcSet('/assets/uploads/0123456789abcdef01234567-400.webp', (p) => `https://api.test${p}`)).toMatch(/^https:\/\/api\.test\/assets\/uploads\/0123456789abcdef01234567-400\.webp 400w, /);
    expect(uploadSrcSet('/assets/campaigns/flood.svg')).toBeNull();
    expect(uploadSrcSet('https://example.org/assets/uploads/0123456789abcdef01234567-1200.webp')).toBeNull();
    expect(uploadSrcSet('/assets/uploads/../x-1200.webp')).toBeNull();
  });
});
