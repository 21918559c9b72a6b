import { describe, expect, it } from 'vitest';
import { controlCharacterField, stripInvisible } from './text.js';

describe('stripInvisible', () => {
  it('removes bidi controls that reverse how a name reads', () => {
    expect(stripInvisible('Rahim \u202Egnp.exe')).toBe('Rahim gnp.exe');
    expect(stripInvisible('\u2066Karim\u2069 \u200F\u061C')).toBe('Karim ');
  });

  it('removes zero-width characters that make two names look alike', () => {
    expect(stripInvisible('Ad\u200Bmin')).toBe('Admin');
    expect(stripInvisible('\uFEFFRelief\u2060 Team')).toBe('Relief Team');
    expect(stripInvisible('\u200DAdmin\u200C')).toBe('Admin');
    expect(stripInvisible('A \u200D B')).toBe('A  B');
  });

  it('keeps the joiners Bangla needs inside words', () => {
    const rapha = 'র\u200D্যাব'; // ZWJ after RA: ya-phala shaping
    const juktakkhor = 'ক্\u200Cষ'; // ZWNJ after the virama: a visible hasanta
    expect(stripInvisible(rapha)).toBe(rapha);
    expect(stripInvisible(juktakkhor)).toBe(juktakkhor);
    expect(stripInvisible('নাদিয়া রহমান')).toBe('নাদিয়া রহমান');
  });
});

describe('controlCharacterField', () => {
  it('names the field whose text holds a control character, at any depth', () => {
    expect(controlCharacterField({ email: 'a\u0000@example.com' }, 'body')).toBe('body/email');
    expect(controlCharacterField({ userInfo: { name: 'Ra\u0001him' } }, 'body')).toBe('body/userInfo/name');
    expect(controlCharacterField({ ids: ['1', '2\u007F'] }, 'body')).toBe('body/ids/1');
    expect(controlCharacterField({ a: { b: { c: { d: ['\u001B[31m'] } } } }, 'body')).toBe('body/a/b/c/d/0');
    expect(controlCharacterField({ 'na\u0000me': 'x' }, 'body')).toBe('body/na\u0000me');
    expect(controlCharacterField('\u0000', 'params/id')).toBe('params/id');
  });

  it('lets tabs, line breaks, Bangla, emoji and numbers through, and passwords as typed', () => {
    expect(controlCharacterField({ message: 'Line one\r\nLine two\tend', name: 'নাদিয়া র\u200D্যাব 🙏', amount: 5, ok: true, none: null }, 'body')).toBeUndefined();
    expect(controlCharacterField({ password: 'p\u0000ss', newPassword: '\u0001', currentPassword: '\u0002' }, 'body')).toBeUndefined();
    expect(controlCharacterField({ password: { nested: '\u0000' } }, 'body')).toBe('body/password/nested');
  });

  it('walks a body nested far deeper than any stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(controlCharacterField(deep, 'body')).toBe(`${`body${'/0'.repeat(100_000)}`.slice(0, 199)}…`);
  });
});
