import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkUnitStrings, keysInSource } from './strings';

let dir = '';
function unit(files: Record<string, string>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'strings-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('checkUnitStrings', () => {
  it('passes a unit whose languages agree and whose keys exist', () => {
    const d = unit({
      'src/locales/en/main.json': JSON.stringify({ hello: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items', nav: { home: 'Home' } }),
      'src/locales/bn/main.json': JSON.stringify({ hello: 'হ্যালো {{name}}', items_one: '{{count}}টি', items_other: '{{count}}টি', nav: { home: 'হোম' } }),
      'src/page.tsx': "const a = t('hello', { name }); const b = t('items', { count }); t('main:nav.home'); t('other-unit:x');",
    });
    expect(checkUnitStrings(d)).toEqual([]);
  });

  it('fails on a key missing in Bangla, an empty text, other placeholders, a key only in Bangla and an unknown key', () => {
    const d = unit({
      'src/locales/en/main.json': JSON.stringify({ a: 'A', b: 'B {{n}}', c: 'C', d: 'sent to <email/>' }),
      'src/locales/bn/main.json': JSON.stringify({ b: 'বি {{m}}', c: ' ', d: 'পাঠানো হয়েছে', z: 'জেড' }),
      'src/page.tsx': "t('a'); t('nope'); t('main:gone'); t('unit-main:gone2'); t('unit-main:a');",
    });
    expect(checkUnitStrings(d)).toEqual([
      'bn/main.json: missing "a"',
      'bn/main.json: "b" has {{m}}, English has {{n}}',
      'bn/main.json: "c" is empty',
      'bn/main.json: "d" has {{}}, English has {{<email/>}}',
      'bn/main.json: "z" is not in English',
      "src/page.tsx: t('nope') is in no English namespace",
      "src/page.tsx: t('main:gone') is in no English namespace",
      "src/page.tsx: t('unit-main:gone2') is in no English namespace",
    ]);
  });

  it('fails when a namespace has no Bangla file', () => {
    const d = unit({ 'src/locales/en/main.json': '{"a":"A"}' });
    expect(checkUnitStrings(d)).toEqual(['bn/main.json is missing']);
  });

  it("checks a remote's routes: Bangla titles and labels, strings naming registered features", () => {
    const d = unit({ 'src/locales/en/main.json': '{"a":"A"}', 'src/locales/bn/main.json': '{"a":"এ"}' });
    expect(
      checkUnitStrings(d, ['main'], [
        { path: '/ok', page: 'Ok', title: 'Ok', link: { label: 'Ok', order: 1 }, translations: { bn: { title: 'ঠিক', label: 'ঠিক' } }, strings: ['main'] },
        { path: '/bad', page: 'Bad', title: 'Bad', link: { label: 'Bad', order: 2 }, strings: ['main', 'other'] },
      ]),
    ).toEqual(['route /bad: its title has no Bangla', 'route /bad: its link label has no Bangla', 'route /bad: strings "other" is not a registered feature']);
  });

  it('finds the keys of t() calls and i18nKey props', () => {
    expect(keysInSource(`t('a.b'); t("c", {}); <Trans i18nKey="d" />; format('x')`)).toEqual(['a.b', 'c', 'd']);
  });
});
