/**
 * Receipt and year-statement PDFs (pdfkit, fonts from api/fonts). Names and titles may be in Bengali
 * script: those runs are drawn with Noto Sans Bengali and shaped by HarfBuzz (see fonts.ts).
 */
import PDFDocument from 'pdfkit';
import { tkText } from '../lib/money.js';
import { CHANNEL_NAMES } from '../payments/providers.js';
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

const dateTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
const dateOnly = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'short', year: 'numeric' });
export const dhakaDateTime = (ms: number) => dateTime.format(ms).replace(/ at /, ', ');
const methodName = (method: PaymentMethod, channel: PaymentChannel | null) => (channel ? CHANNEL_NAMES[channel] : method === 'offline' ? 'Offline' : 'Transfer');

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

function header(doc: Doc, title: string) {
  doc.font('latinBold').fontSize(20).fillColor('#0b5d3b').text('Relief', { continued: true }).fillColor('#222').font('latin').text(`  —  ${title}`);
  doc.moveDown(0.3).fontSize(9).fillColor('#555').text('Post-disaster relief donation platform · every confirmed gift is in the public ledger at /transparency');
  doc.moveTo(56, doc.y + 8).lineTo(539, doc.y + 8).strokeColor('#0b5d3b').lineWidth(1).stroke();
  doc.moveDown(1.5).fillColor('#222');
}

function row(doc: Doc, label: string, value: string, bold = false) {
  const y = doc.y;
  doc.font('latin').fontSize(11).fillColor('#555').text(label, 56, y, { width: 150 });
  mixed(doc, value, { x: 210, y, width: 329, bold });
  doc.fillColor('#222').moveDown(0.6);
}

export async function renderReceiptPdf(data: ReceiptPdfData): Promise<Buffer> {
  const shaper = await loadShaper();
  const doc = newDocument(shaper, `Receipt ${data.receiptNo}`);
  header(doc, 'Donation receipt');
  row(doc, 'Receipt number', data.receiptNo, true);
  row(doc, 'Received from', data.donorName, true);
  if (data.anonymous) row(doc, '', 'Listed publicly as Anonymous');
  row(doc, 'Campaign', data.campaignTitle);
  row(doc, 'Amount', tkText(data.amountPoisha), true);
  row(doc, 'Given', `${dhakaDateTime(data.givenAt)} (Dhaka)`);
  row(doc, 'Confirmed', `${dhakaDateTime(data.confirmedAt)} (Dhaka)`);
  row(doc, 'Method', methodName(data.method, data.channel));
  row(doc, 'Reference', data.transactionId ? `${data.reference} · transaction ${data.transactionId}` : data.reference);
  doc.moveDown(2).font('latin').fontSize(10).fillColor('#444').text(
    'Thank you. This receipt confirms that the money above reached Relief. Its ledger entry (with a hash of the reference, never your address) can be checked by anyone on the transparency page.',
    56,
    doc.y,
    { width: 483 },
  );
  return finish(doc);
}

export async function renderStatementPdf(data: StatementPdfData): Promise<Buffer> {
  const shaper = await loadShaper();
  const doc = newDocument(shaper, `Donations in ${data.year}`);
  header(doc, `Donations in ${data.year}`);
  row(doc, 'Donor', data.donorName, true);
  row(doc, 'Period', `1 Jan ${data.year} – 31 Dec ${data.year} (Dhaka time)`);
  row(doc, 'Confirmed gifts', String(data.gifts.length));
  const total = data.gifts.reduce((sum, g) => sum + g.amountPoisha, 0);
  row(doc, 'Total', tkText(total), true);
  doc.moveDown(1);
  const cols = [56, 130, 200, 400, 470];
  const head = (y: number) => {
    doc.font('latinBold').fontSize(9).fillColor('#555');
    ['Date', 'Receipt', 'Campaign', 'Method', 'Amount'].forEach((h, i) => doc.text(h, cols[i]!, y, { width: i === 4 ? 69 : (cols[i + 1] ?? 539) - cols[i]! - 6, align: i === 4 ? 'right' : 'left' }));
    doc.moveDown(0.5).fillColor('#222');
  };
  head(doc.y);
  for (const g of data.gifts) {
    if (doc.y > 760) {
      doc.addPage();
      head(doc.y);
    }
    const y = doc.y;
    doc.font('latin').fontSize(9);
    doc.text(dateOnly.format(g.confirmedAt), cols[0]!, y, { width: 70 });
    doc.text(g.receiptNo, cols[1]!, y, { width: 66 });
    mixed(doc, g.campaignTitle, { x: cols[2]!, y, width: 194, size: 9 });
    const after = doc.y;
    doc.font('latin').fontSize(9).text(methodName(g.method, g.channel), cols[3]!, y, { width: 66 });
    doc.text(tkText(g.amountPoisha), cols[4]!, y, { width: 69, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  }
  doc.moveDown(0.5).font('latinBold').fontSize(10).text(`Total ${tkText(total)}`, 56, doc.y, { width: 483, align: 'right' });
  if (data.gifts.length === 0) doc.moveDown().font('latin').text('No confirmed gifts in this year.');
  return finish(doc);
}
