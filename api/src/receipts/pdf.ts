/**
 * Receipt and year-statement PDFs (pdfkit, fonts from api/fonts). Names and titles may be in Bengali
 * script: those runs are drawn with Noto Sans Bengali and shaped by HarfBuzz (see fonts.ts).
 */
import PDFDocument from 'pdfkit';
import { plainNumber, tk, translate, type Locale, type MessageKey, type Params } from '../i18n/index.js';
import { methodKey } from '../payments/providers.js';
import type { PaymentChannel, PaymentMethod } from '../types.js';
import { FONT_FILES, fontData, loadShaper, scriptRuns, shapeWith, type FontName } from './fonts.js';

export interface ReceiptPdfData {
  receiptNo: string;
  donorName: string;
  campaignTitle: string;
  amountPoisha: number;
  givenAt: number;
  confirmedAt: number;
  method: PaymentMethod;
  channel: PaymentChannel | null;
  transactionId: string | null;
  reference: string;
  anonymous: boolean;
}

export interface StatementGift {
  receiptNo: string;
  campaignTitle: string;
  amountPoisha: number;
  confirmedAt: number;
  method: PaymentMethod;
  channel: PaymentChannel | null;
  transactionId: string | null;
}
export interface StatementPdfData {
  donorName: string;
  year: number;
  gifts: StatementGift[];
}

const INTL = { en: 'en-GB', bn: 'bn-BD' } as const;
const dateTimes = Object.fromEntries(
  (['en', 'bn'] as const).map((l) => [l, new Intl.DateTimeFormat(INTL[l], { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })]),
) as Record<Locale, Intl.DateTimeFormat>;
const dateOnly = Object.fromEntries(
  (['en', 'bn'] as const).map((l) => [l, new Intl.DateTimeFormat(INTL[l], { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'short', year: 'numeric' })]),
) as Record<Locale, Intl.DateTimeFormat>;
/** "26 Nov 2026, 16:45" / "২৬ নভে, ২০২৬ ১৬:৪৫" (Dhaka time). */
export const dhakaDateTime = (ms: number, locale: Locale = 'en') => dateTimes[locale].format(ms).replace(/ at /, ', ');
const methodName = (method: PaymentMethod, channel: PaymentChannel | null, locale: Locale) => translate(locale, methodKey(method, channel));

type Doc = InstanceType<typeof PDFDocument>;
type Shaper = Awaited<ReturnType<typeof loadShaper>>;

/** A document with the four fonts registered; the Bengali ones lay out through HarfBuzz. */
export function newDocument(shaper: Shaper, title: string): Doc {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Relief' } });
  for (const name of Object.keys(FONT_FILES) as FontName[]) doc.registerFont(name, fontData(FONT_FILES[name]));
  doc.font('latin');
  const latin = (doc as unknown as { _font: EmbeddedFont })._font;
  for (const name of ['bengali', 'bengaliBold'] as const) {
    doc.font(name);
    // pdfkit's EmbeddedFont: replace its fontkit layout with HarfBuzz's shaping (ids, advances and offsets).
    const embedded = (doc as unknown as { _font: EmbeddedFont })._font;
    if (!embedded.harfbuzz) {
      embedded.harfbuzz = true;
      embedded.layoutRun = (text: string) => {
        const { glyphs, upem } = shapeWith(shaper, FONT_FILES[name], text);
        const scale = 1000 / upem;
        const positions = glyphs.map((g) => ({
          xAdvance: g.xAdvance * scale,
          yAdvance: g.yAdvance * scale,
          xOffset: g.xOffset * scale,
          yOffset: g.yOffset * scale,
          advanceWidth: g.xAdvance * scale,
        }));
        return {
          glyphs: glyphs.map((g) => ({ id: g.id, advanceWidth: g.xAdvance, codePoints: g.codePoints })),
          positions,
          advanceWidth: positions.reduce((sum, p) => sum + p.xAdvance, 0),
        };
      };
      embedded.layoutCache = null;
      // pdfkit puts a run's baseline at the line top + the font's ascender: with Noto Sans's, Bengali runs
      // sit on the same baseline as the Latin text beside them (mixed names, titles).
      embedded.ascender = latin.ascender;
      embedded.descender = latin.descender;
    }
  }
  doc.font('latin');
  return doc;
}

interface EmbeddedFont {
  harfbuzz?: boolean;
  ascender: number;
  descender: number;
  layoutCache: unknown;
  layoutRun(text: string): unknown;
}

/** Writes text that may mix Latin and Bengali script, each run in its font. */
function mixed(doc: Doc, text: string, options: { bold?: boolean; size?: number; x?: number; y?: number; width?: number } = {}) {
  const runs = scriptRuns(text);
  if (options.size) doc.fontSize(options.size);
  runs.forEach((run, i) => {
    doc.font(run.bengali ? (options.bold ? 'bengaliBold' : 'bengali') : options.bold ? 'latinBold' : 'latin');
    const last = i === runs.length - 1;
    if (i === 0 && options.x !== undefined) doc.text(run.text, options.x, options.y, { continued: !last, width: options.width });
    else doc.text(run.text, { continued: !last, width: options.width });
  });
  doc.font('latin');
}

function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function header(doc: Doc, title: string, locale: Locale) {
  doc.font('latinBold').fontSize(20).fillColor('#0b5d3b').text('Relief', { continued: true }).fillColor('#222');
  mixed(doc, `  —  ${title}`);
  doc.moveDown(0.3).fillColor('#555');
  mixed(doc, translate(locale, 'pdf.tagline'), { size: 9 });
  doc.moveTo(56, doc.y + 8).lineTo(539, doc.y + 8).strokeColor('#0b5d3b').lineWidth(1).stroke();
  doc.moveDown(1.5).fillColor('#222');
}

function row(doc: Doc, label: string, value: string, bold = false) {
  const y = doc.y;
  doc.fillColor('#555');
  if (label) mixed(doc, label, { x: 56, y, width: 150, size: 11 });
  const after = doc.y;
  doc.fillColor('#222');
  mixed(doc, value, { x: 210, y, width: 329, bold, size: 11 });
  doc.y = Math.max(after, doc.y);
  doc.fillColor('#222').moveDown(0.6);
}

/** A gift's receipt, in the language of the person who asks for it (`locale`). */
export async function renderReceiptPdf(data: ReceiptPdfData, locale: Locale = 'en'): Promise<Buffer> {
  const t = (key: MessageKey, params?: Params) => translate(locale, key, params);
  const when = (ms: number) => t('time.dhaka', { time: dhakaDateTime(ms, locale) });
  const shaper = await loadShaper();
  const doc = newDocument(shaper, t('pdf.receipt.title', { receiptNo: data.receiptNo }));
  header(doc, t('pdf.receipt.heading'), locale);
  row(doc, t('pdf.receipt.number'), data.receiptNo, true);
  row(doc, t('pdf.receipt.from'), data.donorName, true);
  if (data.anonymous) row(doc, '', t('pdf.receipt.anonymous'));
  row(doc, t('pdf.receipt.campaign'), data.campaignTitle);
  row(doc, t('pdf.receipt.amount'), tk(data.amountPoisha, locale), true);
  row(doc, t('pdf.receipt.given'), when(data.givenAt));
  row(doc, t('pdf.receipt.confirmed'), when(data.confirmedAt));
  row(doc, t('pdf.receipt.method'), methodName(data.method, data.channel, locale));
  row(doc, t('pdf.receipt.reference'), data.transactionId ? t('pdf.receipt.referenceWithId', { reference: data.reference, transactionId: data.transactionId }) : data.reference);
  doc.moveDown(2).fillColor('#444');
  mixed(doc, t('pdf.receipt.thanks'), { x: 56, y: doc.y, width: 483, size: 10 });
  return finish(doc);
}

/** An account's confirmed gifts of one year, in the language of the person who asks for it (`locale`). */
export async function renderStatementPdf(data: StatementPdfData, locale: Locale = 'en'): Promise<Buffer> {
  const t = (key: MessageKey, params?: Params) => translate(locale, key, params);
  const year = { year: plainNumber(data.year, locale) };
  const shaper = await loadShaper();
  const doc = newDocument(shaper, t('pdf.statement.title', year));
  header(doc, t('pdf.statement.title', year), locale);
  row(doc, t('pdf.statement.donor'), data.donorName, true);
  row(doc, t('pdf.statement.period'), t('pdf.statement.periodValue', year));
  row(doc, t('pdf.statement.count'), plainNumber(data.gifts.length, locale));
  const total = data.gifts.reduce((sum, g) => sum + g.amountPoisha, 0);
  row(doc, t('pdf.statement.total'), tk(total, locale), true);
  doc.moveDown(1);
  const cols = [56, 130, 200, 400, 470];
  const headings: MessageKey[] = ['pdf.statement.date', 'pdf.statement.receipt', 'pdf.statement.campaign', 'pdf.statement.method', 'pdf.statement.amount'];
  const head = (y: number) => {
    doc.fillColor('#555');
    headings.forEach((h, i) => {
      const width = i === 4 ? 69 : (cols[i + 1] ?? 539) - cols[i]! - 6;
      if (locale === 'en') doc.font('latinBold').fontSize(9).text(t(h), cols[i]!, y, { width, align: i === 4 ? 'right' : 'left' });
      else mixed(doc, t(h), { x: cols[i]!, y, width, size: 9, bold: true });
    });
    doc.moveDown(0.5).fillColor('#222');
  };
  head(doc.y);
  for (const g of data.gifts) {
    if (doc.y > 760) {
      doc.addPage();
      head(doc.y);
    }
    const y = doc.y;
    mixed(doc, dateOnly[locale].format(g.confirmedAt), { x: cols[0]!, y, width: 70, size: 9 });
    doc.font('latin').fontSize(9).text(g.receiptNo, cols[1]!, y, { width: 66 });
    mixed(doc, g.campaignTitle, { x: cols[2]!, y, width: 194, size: 9 });
    const after = doc.y;
    mixed(doc, methodName(g.method, g.channel, locale), { x: cols[3]!, y, width: 66, size: 9 });
    const amount = tk(g.amountPoisha, locale);
    if (locale === 'en') doc.font('latin').fontSize(9).text(amount, cols[4]!, y, { width: 69, align: 'right' });
    else mixed(doc, amount, { x: cols[4]!, y, width: 69, size: 9 });
    doc.y = Math.max(after, doc.y) + 4;
  }
  doc.moveDown(0.5);
  const totalLine = t('pdf.statement.totalLine', { amount: tk(total, locale) });
  if (locale === 'en') doc.font('latinBold').fontSize(10).text(totalLine, 56, doc.y, { width: 483, align: 'right' });
  else mixed(doc, totalLine, { x: 56, y: doc.y, width: 483, size: 10, bold: true });
  if (data.gifts.length === 0) {
    doc.moveDown();
    mixed(doc, t('pdf.statement.none'), { x: 56, y: doc.y, width: 483, size: 10 });
  }
  return finish(doc);
}
