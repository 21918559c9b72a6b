/**
 * npm run font:bengali -w shell — makes the self-hosted Bengali font the pages use: Noto Sans Bengali
 * (SIL Open Font License, the .ttf kept in api/fonts for the PDF receipts), cut down to the Bengali
 * block (U+0980–09FF with the taka sign ৳ and the danda ।॥), ZWJ/ZWNJ and the dotted circle, with its
 * shaping tables (conjuncts and vowel signs still join), as WOFF2. Regular weight only: bold Bengali is
 * synthesised, so a page downloads one file of ~40 KB, and only when it shows Bengali text (the
 * @font-face's unicode-range in src/fonts.css).
 * A second, tiny cut holds only the letters of "বাংলা", the language switch's label on English pages
 * (src/fonts.css: its own family, used by that button alone), so an English page does not download the
 * whole font for one word.
 * The output is committed; run this again only to change the cut.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const SHELL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.resolve(SHELL, '../api/fonts/NotoSansBengali-Regular.ttf');
const OUT = path.join(SHELL, 'src/fonts/noto-sans-bengali-400.woff2');
const SWITCH_OUT = path.join(SHELL, 'src/fonts/bangla-switch-label.woff2');
/** The language switch's label on an English page (shell/src/locales/en/shell.json, nav.switchToShort). */
export const SWITCH_LABEL = 'বাংলা';

/** The characters kept: the Bengali block, ZWNJ/ZWJ (conjunct control), the dotted circle (a lone vowel sign), the dandas. */
export const BENGALI_TEXT = [
  ...Array.from({ length: 0x09ff - 0x0980 + 1 }, (_, i) => String.fromCodePoint(0x0980 + i)),
  '\u200c',
  '\u200d',
  '\u25cc',
  '\u0964',
  '\u0965',
].join('');

const woff2 = await subsetFont(fs.readFileSync(SOURCE), BENGALI_TEXT, { targetFormat: 'woff2' });
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, woff2);
fs.copyFileSync(path.resolve(SHELL, '../api/fonts/OFL.txt'), path.join(path.dirname(OUT), 'OFL.txt'));
console.log(`${path.relative(process.cwd(), OUT)}: ${(woff2.length / 1024).toFixed(1)} KB`);
const label = await subsetFont(fs.readFileSync(SOURCE), SWITCH_LABEL, { targetFormat: 'woff2' });
fs.writeFileSync(SWITCH_OUT, label);
console.log(`${path.relative(process.cwd(), SWITCH_OUT)}: ${(label.length / 1024).toFixed(1)} KB`);
