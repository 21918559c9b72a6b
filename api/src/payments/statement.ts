/**
 * Payment statement CSV (a bKash merchant statement export, or the same shape from Nagad, Rocket or a
 * bank): parsed whole before anything is used. Any bad line gives `{ ok: false, line, message }`, the
 * message starting with "line N: ", N being the line an editor shows. See STATEMENT-FORMAT.md.
 */

export interface StatementRow {
  line: number;
  transactionId: string;
  amountPoisha: number;
  time: number | null;
  sender: string;
}
export type ParseResult = { ok: true; rows: StatementRow[] } | { ok: false; line: number; message: string };

export const MAX_ROWS = 10_000;
export const MAX_BYTES = 5 * 1024 * 1024;
const MAX_POISHA = 1_000_000_000 * 100;
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** Header names (lower case, without spaces, dots, underscores, dashes or "(…)") for each column. */
const COLUMNS = {
  transactionId: ['transactionid', 'trxid', 'txnid', 'txid', 'trxnid', 'transactionno', 'transactionnumber', 'reference', 'trxno'],
  amount: ['amount', 'credit', 'receivedamount', 'creditamount', 'amountbdt', 'amounttk'],
  time: ['time', 'date', 'datetime', 'transactiondate', 'transactiontime', 'created', 'createdat', 'dateandtime'],
  sender: ['sender', 'from', 'sendernumber', 'customer', 'customerwallet', 'account', 'walletno', 'walletnumber', 'frommsisdn', 'msisdn', 'senderaccount'],
  type: ['type', 'transactiontype', 'drcr', 'txntype', 'trxtype'],
} as const;
type Column = keyof typeof COLUMNS;

const headerKey = (h: string) => h.toLowerCase().replace(/\(.*?\)/g, '').replace(/[\s._\-/]/g, '');

/** Rows whose type says the money went out (or is a fee) are not incoming payments. */
const OUTGOING = /\b(debit|dr|cash ?out|payment sent|send money|sent|fee|charge|withdraw)/i;

/** Splits CSV text into records, each with the 1-based line it starts on (RFC 4180 quoting). */
function records(text: string, sep: string): { line: number; fields: string[] }[] | { line: number; message: string } {
  const out: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let any = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
      any = true;
    } else if (c === sep) {
      fields.push(field);
      field = '';
      any = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      if (any || field.trim() !== '') out.push({ line: start, fields });
      fields = [];
      field = '';
      any = false;
      line++;
      start = line;
    } else {
      field += c;
      if (c.trim() !== '') any = true;
    }
  }
  if (quoted) return { line: start, message: `line ${start}: a quoted field is not closed` };
  fields.push(field);
  if (any || field.trim() !== '') out.push({ line: start, fields });
  return out;
}

const BENGALI_DIGITS = /[০-৯]/g;
const latinDigits = (s: string) => s.replace(BENGALI_DIGITS, (d) => String(d.charCodeAt(0) - 0x09e6));

/** "Tk 1,234.50", "৳১,২৩৪.৫০", "BDT 500" → poisha, or an error text. */
export function parseStatementAmount(raw: string): number | string {
  const text = latinDigits(raw)
    .replace(/^\s*(tk\.?|bdt|৳|taka)\s*/i, '')
    .replace(/\s*(tk\.?|bdt|৳|taka)\s*$/i, '')
    .trim();
  if (!text) return 'the amount is empty';
  if (text.startsWith('-') || text.startsWith('(')) return `the amount "${raw.trim()}" is negative`;
  if (!/^\d{1,3}(,\d{2,3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(text)) return `the amount "${raw.trim()}" is not a number`;
  const [whole, frac = ''] = text.replace(/,/g, '').split('.');
  if (frac.length > 2) return `the amount "${raw.trim()}" has more than 2 decimals`;
  const poisha = Number(whole) * 100 + Number((frac + '00').slice(0, 2));
  if (poisha <= 0) return 'the amount must be more than 0';
  if (poisha > MAX_POISHA) return `the amount "${raw.trim()}" is too large`;
  return poisha;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A statement time as milliseconds (times without a zone are Dhaka's, UTC+6), or null when unreadable. */
export function parseStatementTime(raw: string): number | null {
  const text = latinDigits(raw).trim();
  // ISO 8601 with a zone: let Date read it.
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const t = Date.parse(text);
    return Number.isNaN(t) ? null : t;
  }
  let y: number, mo: number, d: number;
  let rest: string;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})-(\d{1,2})-(\d{1,2})[T\s]*(.*)$/.exec(text))) [y, mo, d, rest] = [+m[1]!, +m[2]!, +m[3]!, m[4]!];
  else if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*(.*)$/.exec(text))) [d, mo, y, rest] = [+m[1]!, +m[2]!, +m[3]!, m[4]!];
  else if ((m = /^(\d{1,2})[\s-]([A-Za-z]{3})[a-z]*[\s-,]+(\d{4}),?\s*(.*)$/.exec(text))) {
    const month = MONTHS.indexOf(m[2]!.toLowerCase());
    if (month < 0) return null;
    [d, mo, y, rest] = [+m[1]!, month + 1, +m[3]!, m[4]!];
  } else return null;
  let h = 0;
  let min = 0;
  let s = 0;
  if (rest.trim()) {
    const t = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/.exec(rest.trim());
    if (!t) return null;
    [h, min, s] = [+t[1]!, +t[2]!, t[3] ? +t[3] : 0];
    if (t[4]) {
      if (h < 1 || h > 12) return null;
      h = (h % 12) + (/p/i.test(t[4]) ? 12 : 0);
    }
    if (h > 23 || min > 59 || s > 59) return null;
  }
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  const utc = Date.UTC(y, mo - 1, d, h, min, s);
  const check = new Date(utc);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return null; // 31 Feb
  return utc - DHAKA_OFFSET_MS;
}

export function parseStatement(text: string, now = Date.now()): ParseResult {
  const fail = (line: number, message: string): ParseResult => ({ ok: false, line, message: `line ${line}: ${message}` });
  if (Buffer.byteLength(text, 'utf8') > MAX_BYTES) return fail(1, 'the file is larger than 5 MB; split it into smaller statements');
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const sep = [',', ';', '\t'].reduce((best, s) => (firstLine.split(s).length > firstLine.split(best).length ? s : best), ',');
  const parsed = records(body, sep);
  if (!Array.isArray(parsed)) return { ok: false, line: parsed.line, message: parsed.message };
  if (parsed.length === 0) return fail(1, 'the file is empty: a header row (Transaction ID, Amount, …) is needed');
  const header = parsed[0]!;
  const index: Partial<Record<Column, number>> = {};
  header.fields.forEach((name, i) => {
    const key = headerKey(name);
    for (const column of Object.keys(COLUMNS) as Column[]) {
      if (index[column] === undefined && (COLUMNS[column] as readonly string[]).includes(key)) index[column] = i;
    }
  });
  if (index.transactionId === undefined) return fail(header.line, 'no transaction ID column (a header such as "TrxID" or "Transaction ID" is needed)');
  if (index.amount === undefined) return fail(header.line, 'no amount column (a header such as "Amount" is needed)');
  const data = parsed.slice(1);
  if (data.length > MAX_ROWS) return fail(data[MAX_ROWS]!.line, `more than ${MAX_ROWS.toLocaleString('en-US')} rows; split the statement`);

  const rows: StatementRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of data) {
    const cell = (c: Column) => (index[c] === undefined ? '' : (fields[index[c]!] ?? '').trim());
    if (index.type !== undefined && OUTGOING.test(cell('type'))) continue;
    const rawId = cell('transactionId');
    const transactionId = rawId.replace(/\s+/g, '').toUpperCase();
    if (!transactionId) return fail(line, 'the transaction ID is empty');
    if (!/^[A-Z0-9-]{4,40}$/.test(transactionId)) return fail(line, `the transaction ID "${rawId}" is not 4 to 40 letters, digits or dashes`);
    const first = seen.get(transactionId);
    if (first !== undefined) return fail(line, `transaction ID ${transactionId} appears again (first on line ${first})`);
    seen.set(transactionId, line);
    const amount = parseStatementAmount(cell('amount'));
    if (typeof amount === 'string') return fail(line, amount);
    let time: number | null = null;
    const rawTime = cell('time');
    if (rawTime) {
      time = parseStatementTime(rawTime);
      if (time === null) return fail(line, `the time "${rawTime}" is not a date such as 2026-11-24 14:05 or 24/11/2026 14:05`);
      if (time > now + 86_400_000) return fail(line, `the time "${rawTime}" is in the future`);
    }
    rows.push({ line, transactionId, amountPoisha: amount, time, sender: cell('sender') });
  }
  return { ok: true, rows };
}
