/**
 * Payment statement CSV (a bKash merchant statement export, or the same shape from Nagad, Rocket or a
 * bank): parsed whole before anything is used. Any bad line gives `{ ok: false, line, message }`, the
 * message starting with "line N: ", N being the physical line (1-based, header = line 1 in a file without
 * leading blank lines) where the record starts, as an editor shows it. See STATEMENT-FORMAT.md.
 * The messages are catalogue keys (src/i18n): `readStatement` gives them to be put into words in the
 * admin's language; `parseStatement` writes them in English.
 */
import { msg, translate, word, type MessageKey, type Msg, type Params } from '../i18n/index.js';

export interface StatementRow {
  line: number;
  transactionId: string;
  amountPoisha: number;
  time: number | null;
  sender: string;
}
export type ParseResult = { ok: true; rows: StatementRow[] } | { ok: false; line: number; message: string };
/** As ParseResult, the refusal a message of the catalogue ("line N: …"). */
export type ReadResult = { ok: true; rows: StatementRow[] } | { ok: false; line: number; msg: Msg };

const atLine = (line: number, key: MessageKey, params?: Params): Msg => msg('statement.line', { line, problem: word(key, params) });

export const MAX_ROWS = 10_000;
export const MAX_BYTES = 5 * 1024 * 1024;
/** 1,000,000,000 Tk. */
export const MAX_STATEMENT_POISHA = 1_000_000_000 * 100;
const DHAKA_OFFSET_MINUTES = 6 * 60;
const DAY_MS = 86_400_000;
const TRANSACTION_ID = /^[A-Z0-9-]{4,40}$/;

/**
 * Header names for each column, as `headerKey` writes them (lower case; no spaces, dots, underscores,
 * dashes, slashes or "(…)"/"[…]"). Earlier names win when a header has several of one column's names,
 * so "Amount" is used before "Credit" wherever the two columns stand.
 */
const COLUMNS = {
  transactionId: ['transactionid', 'trxid', 'txnid', 'trxnid', 'txid', 'transactionno', 'transactionnumber', 'trxno', 'txnno'],
  amount: ['amount', 'receivedamount', 'credit', 'creditamount', 'transactionamount', 'amounttk', 'amountbdt'],
  /** One column holding date and time. */
  dateTime: ['datetime', 'dateandtime', 'date&time', 'transactiondatetime', 'timestamp', 'created', 'createdat', 'createdon'],
  /** A date column, perhaps beside a separate time column (both are joined). */
  date: ['date', 'transactiondate', 'trxdate', 'txndate'],
  time: ['time', 'transactiontime', 'trxtime', 'txntime'],
  sender: [
    'sender', 'from', 'sendernumber', 'senderwallet', 'senderaccount', 'customer', 'customerwallet', 'customernumber',
    'customeraccount', 'account', 'accountno', 'walletno', 'walletnumber', 'fromwallet', 'fromaccount', 'msisdn', 'frommsisdn',
  ],
  type: ['type', 'transactiontype', 'trxtype', 'txntype', 'drcr', 'crdr'],
  /** A bank-style debit column: a row with a debit amount is money going out. */
  debit: ['debit', 'debitamount', 'withdrawal', 'withdrawn'],
} as const;
type Column = keyof typeof COLUMNS;

export const headerKey = (h: string) =>
  h
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
    .replace(/[\s._\-/]/g, '');

/** A type that says the money went out, or is a fee: such rows are not incoming payments and are skipped. */
const OUTGOING = /\b(debit|dr|cash ?out|payment ?sent|send ?money|sent|fees?|charges?|withdrawal|withdraw)\b/i;

interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Splits CSV text into records (RFC 4180: quoted fields, "" for a quote, separators and line breaks inside
 * quotes; CRLF, LF or CR), each with the 1-based line it starts on. Records whose fields are all empty
 * (blank lines, ",,,") are left out.
 */
function splitRecords(text: string, sep: string): CsvRecord[] | { line: number; msg: Msg } {
  const out: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let wasQuoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) out.push({ line: start, fields });
    fields = [];
    field = '';
    wasQuoted = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        field += c;
      }
    } else if (c === '"' && !wasQuoted && field.trim() === '') {
      inQuotes = true;
      wasQuoted = true;
      field = '';
    } else if (c === sep) {
      fields.push(field);
      field = '';
      wasQuoted = false;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else {
      field += c;
    }
  }
  if (inQuotes) return { line: start, msg: atLine(start, 'statement.unclosedQuote') };
  endRecord();
  return out;
}

/** The separator the header line uses: ";" or tab when it has more of them (outside quotes) than commas. */
function detectSeparator(text: string): string {
  const header = text.split(/\r\n|\n|\r/).find((l) => l.trim() !== '') ?? '';
  const counts = new Map<string, number>([[',', 0], [';', 0], ['\t', 0]]);
  let inQuotes = false;
  for (const c of header) {
    if (c === '"') inQuotes = !inQuotes;
    else if (!inQuotes && counts.has(c)) counts.set(c, counts.get(c)! + 1);
  }
  let best = ',';
  for (const [sep, n] of counts) if (n > counts.get(best)!) best = sep;
  return best;
}

const latinDigits = (s: string) => s.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

const CURRENCY = String.raw`(?:tk\.?|taka|bdt|৳|টাকা)`;
const CURRENCY_PREFIX = new RegExp(`^${CURRENCY}\\s*`, 'i');
const CURRENCY_SUFFIX = new RegExp(`\\s*${CURRENCY}$`, 'i');
/** Plain digits, or grouped in thousands (1,234,567) or the South Asian way (12,34,567). */
const AMOUNT = /^(\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})(?:\.(\d+))?$/;

/** "Tk 1,234.50", "৳১,২৩৪.৫০", "BDT 500" → poisha (exact: digits are read as text), or an error text (English). */
export function parseStatementAmount(raw: string): number | string {
  const amount = readAmount(raw);
  return typeof amount === 'number' ? amount : translate('en', amount);
}

/** parseStatementAmount, its refusal a message of the catalogue. */
function readAmount(raw: string): number | Msg {
  const shown = raw.trim();
  if (!shown) return msg('statement.amountEmpty');
  const says = (key: MessageKey) => msg(key, { amount: shown });
  let text = latinDigits(shown);
  let negative = false;
  // A sign and a currency in either order: "-Tk 5", "Tk -5", "+500", "500 Tk".
  for (let k = 0; k < 2; k++) {
    text = text.replace(CURRENCY_PREFIX, '').replace(CURRENCY_SUFFIX, '').trim();
    const sign = /^[-−+]/.exec(text)?.[0];
    if (sign) {
      if (sign !== '+') negative = true;
      text = text.slice(1).trim();
    }
  }
  if (negative || /^\(.+\)$/.test(text)) return says('statement.amountNegative');
  const m = AMOUNT.exec(text);
  if (!m) return says('statement.amountNotNumber');
  const frac = m[2] ?? '';
  if (frac.length > 2) return says('statement.amountDecimals');
  const whole = m[1]!.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  // More than 10 digits of taka is over the limit; up to that, whole * 100 is an exact integer.
  if (whole.length > 10) return says('statement.amountTooLarge');
  const poisha = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (poisha === 0) return says('statement.amountZero');
  if (poisha > MAX_STATEMENT_POISHA) return says('statement.amountTooLarge');
  return poisha;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const monthOf = (name: string) => {
  const n = name.toLowerCase();
  return n.length >= 3 ? MONTHS.findIndex((m) => m.startsWith(n)) + 1 : 0;
};

const CLOCK = String.raw`(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(?:([AaPp])\.?[Mm]\.?)?`;
const ZONE = String.raw`(Z|UTC|GMT|[+-]\d{2}(?::?\d{2})?)`;
const TIME_OF_DAY = new RegExp(`^${CLOCK}\\s*${ZONE}?$`, 'i');
/** A clock time alone ("14:05", "2:05 PM"), as a separate time column holds it. */
const CLOCK_ONLY = new RegExp(`^${CLOCK}$`);

/** A statement time as milliseconds (times without a zone are Dhaka's, UTC+6), or null when unreadable. */
export function parseStatementTime(raw: string): number | null {
  const text = latinDigits(raw).trim().replace(/\s+/g, ' ');
  let y: number, mo: number, d: number;
  let rest: string | undefined;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:(?:T| )(.*))?$/i.exec(text))) {
    [y, mo, d, rest] = [+m[1]!, +m[3]!, +m[4]!, m[5]];
  } else if ((m = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}),?(?: (.*))?$/.exec(text))) {
    [d, mo, y, rest] = [+m[1]!, +m[3]!, +m[4]!, m[5]];
  } else if ((m = /^(\d{1,2})(?:st|nd|rd|th)?[ -]([A-Za-z]+)\.?,?[ -](\d{4}),?(?: (.*))?$/i.exec(text))) {
    [d, mo, y, rest] = [+m[1]!, monthOf(m[2]!), +m[3]!, m[4]];
  } else if ((m = /^([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4}),?(?: (.*))?$/i.exec(text))) {
    [mo, d, y, rest] = [monthOf(m[1]!), +m[2]!, +m[3]!, m[4]];
  } else return null;
  let h = 0;
  let min = 0;
  let s = 0;
  let ms = 0;
  let offset = DHAKA_OFFSET_MINUTES;
  if (rest !== undefined && rest.trim() !== '') {
    const t = TIME_OF_DAY.exec(rest.trim());
    if (!t) return null;
    [h, min, s] = [+t[1]!, +t[2]!, t[3] ? +t[3] : 0];
    if (t[4]) ms = Number(t[4].slice(0, 3).padEnd(3, '0'));
    if (t[5]) {
      if (h < 1 || h > 12) return null;
      h = (h % 12) + (t[5].toLowerCase() === 'p' ? 12 : 0);
    }
    if (h > 23 || min > 59 || s > 59) return null;
    const zone = t[6]?.toUpperCase();
    if (zone === 'Z' || zone === 'UTC' || zone === 'GMT') offset = 0;
    else if (zone) {
      const z = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
      const zh = +z[2]!;
      const zm = z[3] ? +z[3] : 0;
      if (zh > 14 || zm > 59) return null;
      offset = (z[1] === '-' ? -1 : 1) * (zh * 60 + zm);
    }
  }
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d); // not Date.UTC, which reads years 0–99 as 1900–1999
  if (date.getUTCDate() !== d || date.getUTCMonth() !== mo - 1) return null; // 31/02
  date.setUTCHours(h, min, s, ms);
  return date.getTime() - offset * 60_000;
}

/** The statement's rows, or the first bad line with its message in English ("line N: …"). */
export function parseStatement(text: string, now = Date.now()): ParseResult {
  const read = readStatement(text, now);
  return read.ok ? read : { ok: false, line: read.line, message: translate('en', read.msg) };
}

/** parseStatement, the refusal a message of the catalogue (answered in the admin's language). */
export function readStatement(text: string, now = Date.now()): ReadResult {
  const fail = (line: number, problem: Msg): ReadResult => ({ ok: false, line, msg: atLine(line, problem.key, problem.params) });
  const failWith = (line: number, key: MessageKey, params?: Params) => fail(line, msg(key, params));
  if (Buffer.byteLength(text, 'utf8') > MAX_BYTES) return failWith(1, 'statement.tooLarge');
  const body = text.replace(/^\uFEFF/, '');
  const records = splitRecords(body, detectSeparator(body));
  if (!Array.isArray(records)) return { ok: false, line: records.line, msg: records.msg };
  if (records.length === 0) return failWith(1, 'statement.empty');

  const header = records[0]!;
  const keys = header.fields.map(headerKey);
  const index: Partial<Record<Column, number>> = {};
  for (const column of Object.keys(COLUMNS) as Column[]) {
    for (const name of COLUMNS[column]) {
      const i = keys.indexOf(name);
      if (i >= 0) {
        index[column] = i;
        break;
      }
    }
  }
  if (index.transactionId === undefined) {
    return failWith(header.line, 'statement.noIdColumn');
  }
  if (index.amount === undefined) return failWith(header.line, 'statement.noAmountColumn');

  const data = records.slice(1);
  if (data.length > MAX_ROWS) {
    return failWith(data[MAX_ROWS]!.line, 'statement.tooManyRows', { max: { grouped: MAX_ROWS } });
  }

  const rows: StatementRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of data) {
    const cell = (c: Column) => (index[c] === undefined ? '' : (fields[index[c]!] ?? '').trim());
    if (OUTGOING.test(cell('type'))) continue;
    const debit = latinDigits(cell('debit')).replace(/[^\d]/g, '');
    if (/[1-9]/.test(debit)) continue;

    const rawId = cell('transactionId');
    const transactionId = rawId.replace(/\s+/g, '').toUpperCase(); // as fields.ts normalises the IDs donors type
    if (!transactionId) return failWith(line, 'statement.idEmpty');
    if (!TRANSACTION_ID.test(transactionId)) return failWith(line, 'statement.idInvalid', { id: rawId });
    const first = seen.get(transactionId);
    if (first !== undefined) return failWith(line, 'statement.idRepeated', { id: transactionId, first });
    seen.set(transactionId, line);

    const amount = readAmount(cell('amount'));
    if (typeof amount !== 'number') return fail(line, amount);

    const rawTime = timeText(cell('dateTime'), cell('date'), cell('time'));
    let time: number | null = null;
    if (rawTime) {
      time = parseStatementTime(rawTime);
      if (time === null) return failWith(line, 'statement.badTime', { time: rawTime });
      if (time > now + DAY_MS) return failWith(line, 'statement.futureTime', { time: rawTime });
    }
    rows.push({ line, transactionId, amountPoisha: amount, time, sender: cell('sender') });
  }
  return { ok: true, rows };
}

/** A row's time text: its date-and-time column, else its date and time columns joined. */
function timeText(dateTime: string, date: string, time: string): string {
  if (dateTime) return dateTime;
  if (!date || !time) return date || time;
  if (CLOCK_ONLY.test(latinDigits(time)) && !date.includes(':')) return `${date} ${time}`;
  return date.includes(':') ? date : time;
}
