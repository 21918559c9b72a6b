import { describe, expect, it } from 'vitest';
import { stripInvisible } from './text.js';

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
