import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { FONT_FILES, loadShaper, scriptRuns, shapeWith } from './fonts.js';
import { newDocument, renderReceiptPdf, renderStatementPdf } from './pdf.js';

/** The text of every page, as a PDF reader extracts it (pdf.js). */
async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n');
}

const receipt = {
  receiptNo: 'RCT-000042',
  donorName: 'Rahima Begum',
  campaignTitle: 'Sylhet Flood Emergency Food Packs',
  amountPoisha: 123_450,
  givenAt: Date.UTC(2026, 10, 24, 8, 5),
  confirmedAt: Date.UTC(2026, 10, 24, 10),
  method: 'transfer' as const,
  channel: 'bkash' as const,
  transactionId: 'BK7Q2M9XAD',
  reference: 'RLF-17',
  anonymous: false,
};

describe('receipt PDF', () => {
  it('a PDF reader finds the receipt number, the name, the campaign, the amount, the date, the method and the reference', async () => {
    const pdf = await renderReceiptPdf(receipt);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const part of ['RCT-000042', 'Rahima Begum', 'Sylhet Flood Emergency Food Packs', 'Tk 1,234.50', '24 Nov 2026, 14:05', 'bKash', 'RLF-17', 'BK7Q2M9XAD']) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('Listed publicly as Anonymous');
    expect(await textOf(await renderReceiptPdf({ ...receipt, anonymous: true }))).toContain('Listed publicly as Anonymous');
  });

  it('a year statement lists every gift and the exact total', async () => {
    const gifts = [10, 20, 100_000_000, 29].map((amountPoisha, i) => ({
      receiptNo: `RCT-00000${i + 1}`,
      campaignTitle: i === 1 ? 'Boat Schools for Char Children' : `Campaign ${i}`,
      amountPoisha,
      confirmedAt: Date.UTC(2026, i, 2),
      method: i === 1 ? ('offline' as const) : ('transfer' as const),
      channel: i === 1 ? ('cheque' as const) : ('nagad' as const),
      transactionId: null,
    }));
    const text = await textOf(await renderStatementPdf({ donorName: 'Nusrat Jahan', year: 2026, gifts }));
    expect(text).toContain('Donations in 2026');
    expect(text).toContain('Nusrat Jahan');
    for (const g of gifts) expect(text).toContain(g.receiptNo);
    expect(text).toContain('Tk 0.10');
    expect(text).toContain('Cheque');
    // 0.10 + 0.20 + 1,000,000 + 0.29: exact, no floating point.
    expect(text).toContain('Total Tk 1,000,000.59');
  });
});

describe('Bengali script', () => {
  it('splits mixed text into Bengali and Latin runs', () => {
    expect(scriptRuns('শ্রীমতী ক্ষমা (Khoma) রায়')).toEqual([
      { text: 'শ্রীমতী ক্ষমা ', bengali: true },
      { text: '(Khoma) ', bengali: false },
      { text: 'রায়', bengali: true },
    ]);
  });

  it("the PDF's Bengali font is laid out by HarfBuzz, which shapes conjuncts that fontkit gets wrong", async () => {
    const shaper = await loadShaper();
    const doc = newDocument(shaper, 'test');
    doc.font('bengali');
    const layout = (doc as unknown as { _font: { layout(t: string): { glyphs: { id: number }[] } } })._font;
    const fk = (fontkit as unknown as { openSync(f: string): { layout(t: string): { glyphs: { id: number }[] }; glyphForCodePoint(c: number): { id: number } } }).openSync(
      FONT_FILES.bengali,
    );
    // Words where fontkit picks other glyphs than HarfBuzz (checked by rendering both: HarfBuzz's are right).
    for (const word of ['রবীন্দ্রনাথ', 'কার্ত্তিক', 'সিলেট']) {
      const hb = shapeWith(shaper, FONT_FILES.bengali, word).glyphs.map((g) => g.id);
      expect(layout.layout(word).glyphs.map((g) => g.id), word).toEqual(hb);
      expect(fk.layout(word).glyphs.map((g) => g.id), word).not.toEqual(hb);
      // And shaping is not one glyph per letter: ি moves before its consonant, conjuncts merge.
      expect(hb).not.toEqual([...word].map((c) => fk.glyphForCodePoint(c.codePointAt(0)!).id));
    }
    // A conjunct is one glyph: ক্ষ.
    expect(shapeWith(shaper, FONT_FILES.bengali, 'ক্ষ').glyphs).toHaveLength(1);
  });
});
