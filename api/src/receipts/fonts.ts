/**
 * Fonts for PDFs (api/fonts, kept in the repo: Noto Sans and Noto Sans Bengali, OFL). Bengali runs are
 * shaped by HarfBuzz (harfbuzzjs): fontkit, inside pdfkit, misplaces some conjuncts and vowel signs.
 * The shaped glyph ids and positions replace pdfkit's layout for the Bengali font only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../paths.js';

export const FONTS_DIR = path.join(API_ROOT, 'fonts');
export const FONT_FILES = {
  latin: path.join(FONTS_DIR, 'NotoSans-Regular.ttf'),
  latinBold: path.join(FONTS_DIR, 'NotoSans-Bold.ttf'),
  bengali: path.join(FONTS_DIR, 'NotoSansBengali-Regular.ttf'),
  bengaliBold: path.join(FONTS_DIR, 'NotoSansBengali-Bold.ttf'),
} as const;
export type FontName = keyof typeof FONT_FILES;

/** Bengali letters, signs and digits, the dandas, and the joiners that live inside Bengali words. */
const BENGALI = /[\u0980-\u09FF\u0964\u0965\u200C\u200D]/;

/** Splits text into runs of Bengali and of everything else (spaces join the run they follow). */
export function scriptRuns(text: string): { text: string; bengali: boolean }[] {
  const runs: { text: string; bengali: boolean }[] = [];
  for (const ch of text) {
    const bengali = BENGALI.test(ch) || (ch === ' ' && runs.length > 0 && runs[runs.length - 1]!.bengali);
    const last = runs[runs.length - 1];
    if (last && last.bengali === bengali) last.text += ch;
    else runs.push({ text: ch, bengali });
  }
  return runs;
}

type Hb = typeof import('harfbuzzjs');
interface Shaper {
  hb: Hb;
  fonts: Map<string, { font: InstanceType<Hb['Font']>; upem: number }>;
}
let shaper: Promise<Shaper> | null = null;
const fontBytes = new Map<string, Buffer>();

export function fontData(file: string): Buffer {
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = fs.readFileSync(file);
    fontBytes.set(file, bytes);
  }
  return bytes;
}

/** Loads HarfBuzz (WebAssembly) once. */
export function loadShaper(): Promise<Shaper> {
  shaper ??= import('harfbuzzjs').then((hb) => ({ hb, fonts: new Map() }));
  return shaper;
}

export interface ShapedGlyph {
  id: number;
  /** Font units. */
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  /** The text of the glyph's cluster, on the cluster's first glyph only (for text extraction). */
  codePoints: number[];
}

/** HarfBuzz's glyphs for `text` in a font file (synchronous once loadShaper() resolved). */
export function shapeWith(s: Shaper, file: string, text: string): { glyphs: ShapedGlyph[]; upem: number } {
  let entry = s.fonts.get(file);
  if (!entry) {
    const bytes = fontData(file);
    const blob = new s.hb.Blob(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const face = new s.hb.Face(blob);
    entry = { font: new s.hb.Font(face), upem: face.upem };
    s.fonts.set(file, entry);
  }
  const buffer = new s.hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  s.hb.shape(entry.font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  // Clusters are UTF-16 offsets into `text` (HarfBuzz was given UTF-16 by addText).
  const starts = [...new Set(infos.map((i) => i.cluster))].sort((a, b) => a - b);
  const clusterText = (cluster: number) => {
    const next = starts.find((c) => c > cluster) ?? text.length;
    return [...text.slice(cluster, next)].map((c) => c.codePointAt(0)!);
  };
  const seen = new Set<number>();
  const glyphs = infos.map((info, i) => {
    const first = !seen.has(info.cluster);
    seen.add(info.cluster);
    const p = positions[i]!;
    return {
      id: info.codepoint,
      xAdvance: p.xAdvance,
      yAdvance: p.yAdvance,
      xOffset: p.xOffset,
      yOffset: p.yOffset,
      codePoints: first ? clusterText(info.cluster) : [],
    };
  });
  return { glyphs, upem: entry.upem };
}
