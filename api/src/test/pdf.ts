/** The text of a PDF's pages as a reader extracts it (pdf.js), items joined by `separator`. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(body: Buffer | Uint8Array, separator = ' '): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(body), isEvalSupported: false }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) text += (await (await doc.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join(separator);
  await doc.destroy();
  return text;
}
