/**
 * The catalogue itself: every key in both languages, nothing empty, the same placeholders; every key the
 * code names exists; the language of Accept-Language; numbers, Tk amounts and dates in either language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bn } from './bn.js';
import { en } from './en.js';
import { CATALOGUES, dhakaDateTime, groupedNumber, LOCALES, pickLocale, plainNumber, tk, translate, type MessageKey } from './index.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** What the rules below check, for any two catalogues (so the test of the test can feed it broken ones). */
export function catalogueProblems(catalogues: Record<string, Record<string, string>>): string[] {
  const problems: string[] = [];
  const names = Object.keys(catalogues);
  const keys = new Set(names.flatMap((n) => Object.keys(catalogues[n]!)));
  for (const key of keys) {
    const texts = names.map((n) => catalogues[n]![key]);
    names.forEach((n, i) => {
      if (texts[i] === undefined) problems.push(`${key}: missing in ${n}`);
      else if (texts[i]!.trim() === '') problems.push(`${key}: empty in ${n}`);
    });
    const present = texts.filter((t): t is string => typeof t === 'string');
    const first = JSON.stringify(placeholders(present[0] ?? ''));
    if (present.some((t) => JSON.stringify(placeholders(t)) !== first)) problems.push(`${key}: placeholders differ (${present.map((t) => placeholders(t).join(',')).join(' / ')})`);
  }
  return problems;
}

describe('the catalogue', () => {
  it('has every key in English and Bangla, none empty, with the same placeholders', () => {
    expect(catalogueProblems({ en, bn })).toEqual([]);
    expect(LOCALES).toEqual(Object.keys(CATALOGUES));
  });

  it('the check finds a missing key, an empty text and a placeholder that differs', () => {
    expect(catalogueProblems({ en: { a: 'A {{x}}', b: 'B', c: 'C' }, bn: { a: 'ক {{y}}', b: ' ' } })).toEqual([
      'a: placeholders differ (x / y)',
      'b: empty in bn',
      'c: missing in bn',
    ]);
  });

  it('Bangla is written in Bengali script (every text but the few that are names or placeholders only)', () => {
    const latinOnly = Object.entries(bn).filter(([, text]) => !/[\u0980-\u09FF]/.test(text.replace(/\{\{\w+\}\}/g, '')));
    // Names, signatures and values of the API are kept as they are.
    expect(latinOnly.map(([key]) => key).sort()).toEqual(
      ['mail.signature', 'pay.account', 'text.untranslated', 'validation.field', 'validation.typeName.null'].sort(),
    );
  });

  it('every key the code names exists (string literals in src, and the families it builds with `prefix.${…}`)', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !full.includes(`${path.sep}i18n${path.sep}`)) files.push(full);
      }
    };
    walk(root);
    const prefixes = [...new Set(Object.keys(en).map((k) => k.split('.')[0]!))];
    // (Audit actions such as action: 'statement.import' look like keys and are not.)
    const literal = new RegExp(`(?<!action: )['\`](?:${prefixes.join('|')})\\.[A-Za-z.]+(?:_one|_other)?['\`]`, 'g');
    const used = new Set<string>();
    const families = new Set<string>();
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      for (const m of source.matchAll(literal)) used.add(m[0].slice(1, -1));
      for (const m of source.matchAll(/`((?:[a-zA-Z]+\.)+)\$\{/g)) if (Object.keys(en).some((k) => k.startsWith(m[1]!))) families.add(m[1]!);
      for (const m of source.matchAll(/plural\('([a-zA-Z.]+)'/g)) for (const form of ['_one', '_other']) used.add(m[1] + form);
    }
    // (A plural's base names its _one and _other keys.)
    const missing = [...used].filter((k) => !(k in en) && !(`${k}_one` in en) && !/\.(js|ts|json|svg|test)$/.test(k));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(150);
    // Keys built from a value: each value of the type has its key.
    const family: Record<string, readonly string[]> = {
      'status.': ['pending', 'confirmed', 'rejected', 'expired', 'refunded'],
      'channel.': ['bkash', 'nagad', 'rocket', 'bank', 'cash', 'cheque'],
      'validation.typeName.': ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'],
    };
    expect([...families].sort()).toEqual(Object.keys(family).sort());
    for (const [prefix, values] of Object.entries(family)) for (const v of values) expect(en).toHaveProperty([`${prefix}${v}`]);
  });
});

describe('choosing the language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['bn', 'bn'],
    ['bn-BD', 'bn'],
    ['bn-IN,en;q=0.5', 'bn'],
    ['BN-bd', 'bn'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr,bn;q=0.8,en;q=0.5', 'bn'],
    ['en;q=0.4,bn;q=0.9', 'bn'],
    ['bn;q=0.3,en;q=0.9', 'en'],
    ['bn;q=0,en;q=0.1', 'en'],
    ['bn;q=0', 'en'],
    ['*', 'en'],
    ['en,bn', 'en'],
    ['bn,en', 'bn'],
    ['bn;q=abc', 'en'],
  ] as const)('Accept-Language %j → %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });
});

describe('formatting', () => {
  it('Tk amounts exact to the poisha: English as before, Bangla with ৳ and Bengali digits', () => {
    expect(tk(123_450, 'en')).toBe('Tk 1,234.50');
    expect(tk(50_000, 'en')).toBe('Tk 500');
    expect(tk(100_000_029, 'en')).toBe('Tk 1,000,000.29');
    expect(tk(123_450, 'bn')).toBe('৳১,২৩৪.৫০');
    expect(tk(29, 'bn')).toBe('৳০.২৯');
    expect(tk(100_000_029, 'bn')).toBe('৳১০,০০,০০০.২৯');
    // 2^53 − 1 poisha: no float arithmetic on the whole value, every digit kept.
    expect(tk(Number.MAX_SAFE_INTEGER, 'en')).toBe('Tk 90,071,992,547,409.91');
  });

  it('numbers and dates', () => {
    expect(plainNumber(2026, 'en')).toBe('2026');
    expect(plainNumber(2026, 'bn')).toBe('২০২৬');
    expect(groupedNumber(10_000_000, 'en')).toBe('10,000,000');
    expect(groupedNumber(10_000_000, 'bn')).toBe('১,০০,০০,০০০');
    const when = Date.UTC(2026, 10, 24, 8, 5);
    expect(dhakaDateTime(when, 'en')).toBe('24 Nov 2026, 14:05');
    expect(dhakaDateTime(when, 'bn')).toBe('২৪ নভেম্বর, ২০২৬, ১৪:০৫');
  });

  it('placeholders: text as it is, numbers in the language, nested keys', () => {
    expect(translate('en', 'validation.maxLength', { limit: 120 })).toBe('must be at most 120 characters long');
    expect(translate('bn', 'validation.maxLength', { limit: 120 })).toBe('সর্বোচ্চ ১২০ অক্ষরের হতে পারে');
    expect(translate('bn', 'field.amount', { field: 'body/amount', max: { grouped: 10_000_000 } })).toContain('১,০০,০০,০০০ টাকা');
    expect(translate('en', 'users.welcome', { name: 'রহিমা' })).toBe('Welcome back, রহিমা!');
    const key: MessageKey = 'donations.changed';
    expect(translate('bn', key, { reference: 'RLF-7', status: (l) => translate(l, 'status.confirmed') })).toBe('RLF-7 এখন নিশ্চিত।');
  });
});
