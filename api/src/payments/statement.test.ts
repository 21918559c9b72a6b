import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_BYTES, MAX_ROWS, parseStatement, parseStatementAmount, parseStatementTime, type ParseResult } from './statement.js';

const NOW = Date.UTC(2026, 10, 25, 12); // 25 Nov 2026 18:00 in Dhaka
const ok = (text: string, now = NOW) => {
  const r = parseStatement(text, now);
  if (!r.ok) throw new Error(`expected the file to parse, got: ${r.message}`);
  return r.rows;
};
/** A refusal: checks the shape and that the message starts with "line N: " for the returned N. */
const bad = (text: string, now = NOW) => {
  const r: ParseResult = parseStatement(text, now);
  if (r.ok) throw new Error(`expected a refusal, got ${JSON.stringify(r.rows)}`);
  expect(Object.keys(r).sort()).toEqual(['line', 'message', 'ok']);
  expect(r.message.startsWith(`line ${r.line}: `), r.message).toBe(true);
  return r;
};
const ids = (text: string) => ok(text).map((r) => r.transactionId);
/** 14:05 on 24 Nov 2026 in Dhaka. */
const T1405 = Date.UTC(2026, 10, 24, 8, 5);

describe('the demo bKash merchant statement', () => {
  it('reads every incoming line with its file line, exact poisha, Dhaka time and sender; the fee row is skipped', () => {
    const demo = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-statement.csv'), 'utf8');
    const rows = ok(demo);
    expect(rows.map((r) => [r.line, r.transactionId, r.amountPoisha])).toEqual([
      [2, 'BK7Q2M9XAD', 150_000],
      [3, 'NG4T8R1PZE', 250_050],
      [4, 'BK3H6J2LQW', 75_000],
      [5, 'ZZ9Y8X7W6V', 30_000],
      [6, 'SD0028T5', 50_000],
    ]);
    expect(rows[0]).toEqual({ line: 2, transactionId: 'BK7Q2M9XAD', amountPoisha: 150_000, time: Date.UTC(2026, 10, 24, 4, 12, 5), sender: '01711223344' });
  });

  it('reads the example in STATEMENT-FORMAT.md as the document says', () => {
    const doc = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'STATEMENT-FORMAT.md'), 'utf8');
    const example = /```csv\n([\s\S]*?)```/.exec(doc)![1]!;
    expect(ok(example).map((r) => [r.line, r.transactionId, r.amountPoisha, r.sender])).toEqual([
      [2, 'BK7Q2M9XAD', 150_000, '01711223344'],
      [3, 'NG4T8R1PZE', 250_050, '01819876543'],
    ]);
  });
});

describe('CSV reading and line numbers', () => {
  it('BOM, CRLF, quoted fields, "" escapes, commas and a newline inside quotes: each row keeps the line it starts on', () => {
    const text = '\uFEFFTrxID,Amount,Note\r\n"AB12CD",  "1,000.50" ,"said ""hi"", then\r\nleft"\r\n\r\nEF34GH,2,x\r\n';
    expect(ok(text)).toEqual([
      { line: 2, transactionId: 'AB12CD', amountPoisha: 100_050, time: null, sender: '' },
      { line: 5, transactionId: 'EF34GH', amountPoisha: 200, time: null, sender: '' },
    ]);
  });

  it('a quoted sender keeps its inner quotes and commas', () => {
    expect(ok('TrxID,Amount,Sender\nABCD1234,5,"Rahim ""Bhai"", Dhaka"\n')[0]!.sender).toBe('Rahim "Bhai", Dhaka');
  });

  it('an error after a multi-line quoted field names the physical line (LF, CRLF and CR inside the quotes)', () => {
    for (const br of ['\n', '\r\n', '\r']) {
      const text = `TrxID,Amount,Note${br}AB12CD,1,"multi${br}line${br}note"${br}BAD!,1${br}`;
      expect(bad(text), JSON.stringify(br)).toMatchObject({ line: 5, message: expect.stringMatching(/^line 5: the transaction ID "BAD!"/) });
    }
  });

  it('LF, CRLF and old Mac CR line ends give the same rows and lines', () => {
    for (const br of ['\n', '\r\n', '\r']) {
      expect(ok(['TrxID,Amount', 'ABCD0001,1', '', 'ABCD0002,2'].join(br)).map((r) => r.line)).toEqual([2, 4]);
    }
  });

  it('blank, whitespace-only and separator-only lines are skipped but still counted', () => {
    const text = '\n\nTrxID,Amount\n   \n,,\n  ABCD0001 ,  7.5  \n\t\n"",""\nBAD,1\n';
    const r = bad(text);
    expect(r.line).toBe(9);
    expect(ok(text.replace('BAD,1\n', '')).map((row) => [row.line, row.transactionId, row.amountPoisha])).toEqual([[6, 'ABCD0001', 750]]);
  });

  it('the header is the first non-blank line; a missing column names its line', () => {
    expect(bad('\r\n\r\nDate,Amount\r\n2026-11-24,1\r\n').message).toMatch(/^line 3: no transaction ID column/);
  });

  it('an unclosed quote names the line where its record starts', () => {
    expect(bad('TrxID,Amount\nABCD0001,1\nAB12CD,"1\nmore\n')).toEqual({ ok: false, line: 3, message: 'line 3: a quoted field is not closed (a " is missing)' });
  });

  it('a quote inside an unquoted field is kept as it is', () => {
    expect(ok('TrxID,Amount,Sender\nABCD0001,1,5" tablet\n')[0]!.sender).toBe('5" tablet');
  });

  it('rows with fewer cells than the header read the missing cells as empty; extra cells are ignored', () => {
    expect(ok('TrxID,Amount,Sender\nABCD0001,1\nABCD0002,2,017,extra,cells\n').map((r) => r.sender)).toEqual(['', '017']);
    expect(bad('TrxID,Sender,Amount\nABCD0001,017\n').message).toBe('line 2: the amount is empty');
  });
});

describe('separators', () => {
  it('semicolon-separated (unquoted grouped amounts stay whole)', () => {
    expect(ok('TrxID;Amount;From\nABCD0001;1,234.50;01711000000\n')).toEqual([
      { line: 2, transactionId: 'ABCD0001', amountPoisha: 123_450, time: null, sender: '01711000000' },
    ]);
  });

  it('tab-separated', () => {
    expect(ok('Date Time\tTrxID\tFrom\tAmount (BDT)\n2026-11-24 14:05\tABCD0001\t01811000000\t"1,099.99"\n')).toEqual([
      { line: 2, transactionId: 'ABCD0001', amountPoisha: 109_999, time: T1405, sender: '01811000000' },
    ]);
  });

  it('is decided by the header alone, counting separators outside quotes', () => {
    // Two commas inside the quoted name, one semicolon outside: semicolon-separated.
    expect(ok('"Amount (BDT, Tk, net)";TrxID\n5;ABCD0001\n')[0]!.amountPoisha).toBe(500);
    // A comma header stays comma-separated even when a data row holds semicolons.
    expect(ok('TrxID,Amount,Note\nABCD0001,5,a;b;c;d\n')[0]!.amountPoisha).toBe(500);
  });

  it('a semicolon file is not read with commas (the amount would split)', () => {
    expect(ok('TrxID;Amount\nABCD0001;1,000\n')[0]!.amountPoisha).toBe(100_000);
  });
});

describe('header names', () => {
  const rowFor = (header: string, row: string) => ok(`${header}\n${row}\n`)[0]!;

  it.each(['TrxID', 'Trx ID', 'Transaction ID', 'TxnId', 'Transaction Id', 'transactionId', 'transaction_id', 'Trx. ID', 'TRX-ID', 'Transaction No', 'TxID'])(
    'transaction ID column "%s"',
    (name) => {
      expect(rowFor(`${name},Amount`, 'abcd1234,10')).toEqual({ line: 2, transactionId: 'ABCD1234', amountPoisha: 1000, time: null, sender: '' });
    },
  );

  it.each(['Amount', 'Amount (BDT)', 'amount', 'AMOUNT(Tk)', 'Amount [BDT]', 'Credit', 'Received Amount', 'received_amount', 'Credit Amount'])(
    'amount column "%s"',
    (name) => {
      expect(rowFor(`TrxID,${name}`, 'ABCD1234,"1,234.56"').amountPoisha).toBe(123_456);
    },
  );

  it.each(['time', 'Date', 'Date Time', 'Transaction Date', 'Time', 'DateTime', 'Created', 'date_time', 'Date & Time', 'Created At', 'Timestamp'])(
    'time column "%s"',
    (name) => {
      expect(rowFor(`TrxID,Amount,${name}`, 'ABCD1234,1,24/11/2026 14:05').time).toBe(T1405);
    },
  );

  it.each(['sender', 'Sender', 'From', 'Sender Number', 'Customer', 'Customer Wallet', 'Account', 'Wallet No', 'Wallet No.', 'MSISDN'])(
    'sender column "%s"',
    (name) => {
      expect(rowFor(`TrxID,Amount,${name}`, 'ABCD1234,1, 01711000000 ').sender).toBe('01711000000');
    },
  );

  it('canonical names, in any order, with other columns ignored', () => {
    expect(rowFor('SL,sender,time,Balance,amount,transactionId,Remarks', '1,01711000000,2026-11-24T14:05:00+06:00,"9,999.00",25,abcd-1234,hello')).toEqual({
      line: 2,
      transactionId: 'ABCD-1234',
      amountPoisha: 2500,
      time: T1405,
      sender: '01711000000',
    });
  });

  it('separate Date and Time columns are joined', () => {
    expect(rowFor('Date,Time,TrxID,Amount', '24/11/2026,2:05 PM,ABCD1234,1').time).toBe(T1405);
    expect(rowFor('Transaction Date,Transaction Time,TrxID,Amount', '2026-11-24,14:05,ABCD1234,1').time).toBe(T1405);
    expect(rowFor('Time,Date,TrxID,Amount', '14:05:00,24 Nov 2026,ABCD1234,1').time).toBe(T1405);
    // Only one of them filled in, or the date already holding the time.
    expect(rowFor('Date,Time,TrxID,Amount', '24/11/2026,,ABCD1234,1').time).toBe(Date.UTC(2026, 10, 23, 18));
    expect(rowFor('Date,Time,TrxID,Amount', '24/11/2026 14:05,14:05,ABCD1234,1').time).toBe(T1405);
    // A date-and-time column wins over a date column.
    expect(rowFor('Date,Date Time,TrxID,Amount', '01/01/2026,24/11/2026 14:05,ABCD1234,1').time).toBe(T1405);
    expect(bad('Date,Time,TrxID,Amount\n24/11/2026,soon,ABCD1234,1\n').message).toBe(
      'line 2: the time "soon" is not a date such as 2026-11-24 14:05 or 24/11/2026 2:05 PM',
    );
  });

  it('"Amount" is used before "Credit" and "Transaction ID" before "TxID", wherever they stand', () => {
    expect(rowFor('Credit,Amount,TrxID', '1,2,ABCD1234').amountPoisha).toBe(200);
    expect(rowFor('TxID,Transaction ID,Amount', 'AAAA1111,BBBB2222,1').transactionId).toBe('BBBB2222');
  });

  it('a "Reference" column (what the customer typed) is never taken for the transaction ID', () => {
    expect(rowFor('Reference,TrxID,Amount', 'donation for flood,ABCD1234,1').transactionId).toBe('ABCD1234');
    expect(bad('Reference,Amount\nABCD1234,1\n').message).toMatch(/no transaction ID column/);
  });

  it('time and sender are optional', () => {
    expect(rowFor('TrxID,Amount', 'ABCD1234,1')).toEqual({ line: 2, transactionId: 'ABCD1234', amountPoisha: 100, time: null, sender: '' });
    expect(rowFor('TrxID,Amount,Date,From', 'ABCD1234,1,,').time).toBeNull();
  });

  it('a missing transaction ID or amount column is named, on the header line', () => {
    expect(bad('Date,Amount\n2026-11-24,1\n')).toEqual({
      ok: false,
      line: 1,
      message: 'line 1: no transaction ID column: the first row must be a header naming one, such as "TrxID" or "Transaction ID"',
    });
    expect(bad('TrxID,Sender\nABCD1234,0171\n')).toEqual({
      ok: false,
      line: 1,
      message: 'line 1: no amount column: the header must name one, such as "Amount" or "Credit"',
    });
    // No header at all: the first data row is read as one and has no known names.
    expect(bad('8N7A6B5C4D,500,01711000000\n').message).toMatch(/^line 1: no transaction ID column/);
  });

  it('an empty file (or only a BOM and blank lines) asks for a header', () => {
    for (const text of ['', '\uFEFF', '\n\r\n  \n']) expect(bad(text).message).toMatch(/^line 1: the file is empty: a header row/);
  });

  it('a header alone is a statement with no rows', () => {
    expect(ok('TrxID,Amount\r\n')).toEqual([]);
  });
});

describe('statements from other wallets of the same shape', () => {
  it('a Nagad-style export', () => {
    const text = 'SL,Transaction ID,Date & Time,Transaction Type,Customer Number,Amount (Tk),Balance (Tk)\n1,7AB3C9XY,24-Nov-2026 02:05:00 PM,Cash In,01711000000,"2,000.00","10,000.00"\n2,7AB3C9XZ,24-Nov-2026 03:00:00 PM,Cash Out,01711000001,500.00,"9,500.00"\n';
    expect(ok(text)).toEqual([{ line: 2, transactionId: '7AB3C9XY', amountPoisha: 200_000, time: T1405, sender: '01711000000' }]);
  });

  it('a Rocket-style export with Dr/Cr and separate date and time', () => {
    const text = 'TxnId;Date;Time;Dr/Cr;Account;Amount\nR1234567890;24/11/2026;14:05;Cr;017110000002;৳১,০০০\nR1234567891;24/11/2026;15:00;Dr;017110000003;50\n';
    expect(ok(text)).toEqual([{ line: 2, transactionId: 'R1234567890', amountPoisha: 100_000, time: T1405, sender: '017110000002' }]);
  });
});

describe('skipped rows', () => {
  it.each([
    ['Debit'], ['DEBIT'], ['Dr'], ['DR'], ['Cash Out'], ['Cashout'], ['Payment Sent'], ['Send Money'], ['Sent'], ['Merchant Fee'], ['Fee'],
    ['Service Charge'], ['Withdrawal'],
  ])('a row whose type is "%s" is skipped', (type) => {
    expect(ids(`Type,TrxID,Amount\nPayment Received,AAAA1111,10\n${type},BBBB2222,5\n`)).toEqual(['AAAA1111']);
  });

  it.each([['Payment Received'], ['Payment'], ['Cash In'], ['Credit'], ['Cr'], ['Receive Money'], ['Received'], [''], ['Drawing competition prize']])(
    'a row whose type is "%s" is kept',
    (type) => {
      expect(ids(`Transaction Type,TrxID,Amount\n${type},AAAA1111,10\n`)).toEqual(['AAAA1111']);
    },
  );

  it('works under the "Dr/Cr" header', () => {
    expect(ids('Dr/Cr,TrxID,Amount\nCr,AAAA1111,10\nDr,BBBB2222,5\ncr,CCCC3333,1\n')).toEqual(['AAAA1111', 'CCCC3333']);
  });

  it('skipped rows are not checked and do not count for duplicates', () => {
    expect(ids('Type,TrxID,Amount\nMerchant Fee,AAAA1111,abc\nFee,!!,-5\nPayment Received,AAAA1111,10\nCash Out,AAAA1111,1\n')).toEqual(['AAAA1111']);
  });

  it('without a type column nothing is skipped', () => {
    expect(ids('TrxID,Amount,Note\nAAAA1111,10,Cash Out\nBBBB2222,5,fee\n')).toEqual(['AAAA1111', 'BBBB2222']);
  });

  it('a bank-style Debit column: a row with a debit amount is skipped, the credit rows are read', () => {
    const text = 'Date,TrxID,Debit,Credit,Balance\n24/11/2026,AAAA1111,,"1,500.00","1,500.00"\n24/11/2026,BBBB2222,"1,000.00",,500.00\n24/11/2026,CCCC3333,0.00,20,520.00\n';
    expect(ok(text).map((r) => [r.line, r.transactionId, r.amountPoisha])).toEqual([
      [2, 'AAAA1111', 150_000],
      [4, 'CCCC3333', 2000],
    ]);
  });
});

describe('amounts', () => {
  it.each([
    ['1,234.50', 123_450],
    ['1234.5', 123_450],
    ['Tk 1,234.50', 123_450],
    ['Tk.1,234.50', 123_450],
    ['TK 500', 50_000],
    ['৳1,234.50', 123_450],
    ['৳ 500', 50_000],
    ['BDT 500', 50_000],
    ['500 BDT', 50_000],
    ['500.00 Tk', 50_000],
    ['১,২৩৪.৫০', 123_450],
    ['৳১০০', 10_000],
    ['১০০ টাকা', 10_000],
    ['০.২৯', 29],
    ['0.29', 29],
    ['0.57', 57], // 0.57 * 100 = 56.99999999999999
    ['1.15', 115], // 1.15 * 100 = 114.99999999999999
    ['4.35', 435], // 4.35 * 100 = 434.99999999999994
    ['1.00', 100],
    ['0.1', 10],
    ['0.01', 1],
    ['007.5', 750],
    ['+500', 50_000],
    ['1,00,000.10', 10_000_010], // lakh grouping
    ['12,34,567.89', 123_456_789],
    ['1,000,000', 100_000_000],
    ['999,999,999.99', 99_999_999_999],
    ['1,000,000,000.00', 100_000_000_000],
    ['1000000000', 100_000_000_000],
  ])('"%s" is %i poisha', (text, poisha) => {
    expect(parseStatementAmount(text)).toBe(poisha);
  });

  it.each([
    ['', /^the amount is empty$/],
    ['   ', /^the amount is empty$/],
    ['12.345', /^the amount "12.345" has more than 2 decimals$/],
    ['1.005', /more than 2 decimals/],
    ['10.500', /more than 2 decimals/],
    ['-5', /^the amount "-5" is negative$/],
    ['Tk -5', /negative/],
    ['-Tk 5', /negative/],
    ['−5', /negative/],
    ['(500.00)', /negative/],
    ['0', /^the amount "0" is zero$/],
    ['0.00', /zero/],
    ['Tk 0', /zero/],
    ['০', /zero/],
    ['abc', /^the amount "abc" is not a number such as 1,234.50$/],
    ['1.2.3', /not a number/],
    ['1,23', /not a number/],
    ['12,3456', /not a number/],
    ['1,234,56', /not a number/],
    ['1e3', /not a number/],
    ['1 234', /not a number/],
    ['.5', /not a number/],
    ['5.', /not a number/],
    ['NaN', /not a number/],
    ['Infinity', /not a number/],
    ['USD 5', /not a number/],
    ['1000000000.01', /^the amount "1000000000.01" is more than 1,000,000,000 Tk$/],
    ['2,000,000,000', /more than 1,000,000,000 Tk/],
    ['99999999999999999999999', /more than 1,000,000,000 Tk/],
  ])('"%s" is refused', (text, message) => {
    const r = parseStatementAmount(text);
    expect(typeof r).toBe('string');
    expect(r).toMatch(message);
  });

  it('many small amounts sum exactly (integer poisha)', () => {
    const rows = ok(['TrxID,Amount', ...Array.from({ length: 100 }, (_, i) => `T${String(i).padStart(6, '0')},${i % 2 ? '0.10' : '0.20'}`)].join('\n'));
    expect(rows.reduce((sum, r) => sum + r.amountPoisha, 0)).toBe(1500);
    expect(rows.every((r) => Number.isInteger(r.amountPoisha))).toBe(true);
  });
});

describe('times', () => {
  it.each([
    '2026-11-24 14:05',
    '2026-11-24T14:05',
    '2026-11-24T14:05:00',
    '2026/11/24 14:05',
    '2026-11-24T14:05:00+06:00',
    '2026-11-24T14:05+0600',
    '2026-11-24 14:05 +06',
    '2026-11-24T08:05:00Z',
    '2026-11-24T08:05:00.000Z',
    '2026-11-24 08:05 UTC',
    '2026-11-24T03:05:00-05:00',
    '24/11/2026 14:05',
    '24-11-2026 2:05 PM',
    '24.11.2026 14:05',
    '24/11/2026 02:05 p.m.',
    '24/11/2026 2:05pm',
    '24 Nov 2026 14:05',
    '24-Nov-2026 02:05 PM',
    '24 November 2026 14:05',
    '24 Nov, 2026 14:05',
    'Nov 24, 2026 2:05 PM',
    '২৪/১১/২০২৬ ১৪:০৫',
    '  24/11/2026   14:05  ',
  ])('"%s" is 14:05 on 24 Nov 2026 in Dhaka', (text) => {
    expect(parseStatementTime(text)).toBe(T1405);
  });

  it('seconds and fractions of a second', () => {
    expect(parseStatementTime('2026-11-24 14:05:33')).toBe(T1405 + 33_000);
    expect(parseStatementTime('2026-11-24T14:05:33.5')).toBe(T1405 + 33_500);
    expect(parseStatementTime('24-11-2026 2:05:33 PM')).toBe(T1405 + 33_000);
  });

  it('a date alone is midnight in Dhaka', () => {
    for (const text of ['2026-11-24', '24/11/2026', '24-11-2026', '24 Nov 2026', 'Nov 24, 2026']) {
      expect(parseStatementTime(text), text).toBe(Date.UTC(2026, 10, 23, 18));
    }
  });

  it('12 AM is midnight, 12 PM is noon', () => {
    expect(parseStatementTime('24/11/2026 12:30 AM')).toBe(Date.UTC(2026, 10, 23, 18, 30));
    expect(parseStatementTime('24/11/2026 12:30 PM')).toBe(Date.UTC(2026, 10, 24, 6, 30));
  });

  it('a four-digit year below 100 is not read as the 1900s', () => {
    expect(new Date(parseStatementTime('0026-01-01T00:00Z')!).getUTCFullYear()).toBe(26);
  });

  it.each([
    '31/02/2026',
    '2026-02-29', // not a leap year
    '2026-13-01',
    '00/11/2026',
    '11/24/2026', // month first
    '24/11/26', // two-digit year
    '24/11-2026',
    '24/11/2026 25:00',
    '24/11/2026 14:60',
    '24/11/2026 13:05 PM',
    '24/11/2026 0:05 AM',
    '2026-11-24T14:05+15:00',
    '2026-11-24 14:05 xyz',
    '24 Foo 2026',
    '24 No 2026',
    'tomorrow',
    '46350.5',
  ])('"%s" is not a time', (text) => {
    expect(parseStatementTime(text)).toBeNull();
  });

  it('29 February of a leap year is', () => {
    expect(parseStatementTime('29/02/2028')).toBe(Date.UTC(2028, 1, 28, 18));
  });

  it('in a file: an unreadable time names the line; more than a day after `now` is refused; up to a day is fine', () => {
    expect(bad('TrxID,Amount,Date\nABCD0001,1,2026-11-24\nABCD0002,1,2026-13-40\n')).toEqual({
      ok: false,
      line: 3,
      message: 'line 3: the time "2026-13-40" is not a date such as 2026-11-24 14:05 or 24/11/2026 2:05 PM',
    });
    const now = Date.UTC(2026, 10, 24, 8, 5); // 14:05 Dhaka
    expect(ok('TrxID,Amount,Date\nABCD0001,1,25/11/2026 14:05\n', now)[0]!.time).toBe(now + 86_400_000);
    expect(bad('TrxID,Amount,Date\nABCD0001,1,25/11/2026 14:06\n', now)).toEqual({
      ok: false,
      line: 2,
      message: 'line 2: the time "25/11/2026 14:06" is more than a day in the future',
    });
  });

  it('`now` defaults to the present', () => {
    const r = parseStatement('TrxID,Amount,Date\nABCD0001,1,2099-01-01\n');
    expect(r.ok).toBe(false);
    expect(parseStatement('TrxID,Amount,Date\nABCD0001,1,2020-01-01\n').ok).toBe(true);
  });
});

describe('transaction IDs', () => {
  it('are trimmed and upper-cased; dashes are kept', () => {
    expect(ids('TrxID,Amount\n  bk7q2m9xad  ,1\n"ab-12-cd",1\n')).toEqual(['BK7Q2M9XAD', 'AB-12-CD']);
  });

  it('4 and 40 characters are fine', () => {
    expect(ids(`TrxID,Amount\nABCD,1\n${'A'.repeat(40)},1\n`)).toEqual(['ABCD', 'A'.repeat(40)]);
  });

  it.each(['AB!', 'ABC', 'A'.repeat(41), 'ÄBCD1234', 'AB_CD', 'AB/1234', '৮N7A6B5C'])('"%s" is refused, naming the line', (id) => {
    expect(bad(`TrxID,Amount\nGOOD0001,1\n"${id}",1\n`)).toEqual({
      ok: false,
      line: 3,
      message: `line 3: the transaction ID "${id}" is not 4 to 40 letters, digits or dashes`,
    });
  });

  it('an empty one is refused', () => {
    expect(bad('TrxID,Amount\nGOOD0001,1\n  ,5\n').message).toBe('line 3: the transaction ID is empty');
  });

  it('the same ID twice is refused at the second line, naming the first (case ignored, physical lines)', () => {
    expect(bad('TrxID,Amount\nABCD1234,1\nEFGH5678,2\nabcd1234,1\n')).toEqual({
      ok: false,
      line: 4,
      message: 'line 4: transaction ID ABCD1234 appears again (first on line 2)',
    });
    expect(bad('TrxID,Amount,Note\n\n8N7A6B5C4D,1,"two\nlines"\nEFGH5678,2,x\n" 8n7a6b5c4d",1,x\n').message).toBe(
      'line 6: transaction ID 8N7A6B5C4D appears again (first on line 3)',
    );
  });
});

describe('every bad line is named, and nothing is returned', () => {
  it.each([
    ['ABCD1234,12.345', 'has more than 2 decimals'],
    ['ABCD1234,-5', 'is negative'],
    ['ABCD1234,0', 'is zero'],
    ['ABCD1234,abc', 'is not a number'],
    ['ABCD1234,', 'the amount is empty'],
    ['ABCD1234,"2,000,000,000"', 'is more than 1,000,000,000 Tk'],
    ['AB!,5', 'is not 4 to 40 letters'],
    [',5', 'the transaction ID is empty'],
    ['GOOD0001,5', 'appears again (first on line 2)'],
  ])('%s → line 5: …%s', (row, message) => {
    // Line 3 is a record over two lines, so the bad row is on line 5 of the file.
    const r = bad(`TrxID,Amount,Note\nGOOD0001,1,x\nGOOD0002,2,"a\nb"\n${row}\nGOOD0003,3,x\n`);
    expect(r.line).toBe(5);
    expect(r.message).toContain(message);
  });

  it('the first bad line is the one reported', () => {
    expect(bad('TrxID,Amount\nABCD0001,1\nABCD0002,-1\nABCD0003,abc\n').line).toBe(3);
  });
});

describe('limits', () => {
  const rowsText = (n: number) => ['TrxID,Amount', ...Array.from({ length: n }, (_, i) => `T${String(i).padStart(6, '0')},1`)].join('\n');

  it(`${MAX_ROWS.toLocaleString('en-US')} rows are fine; one more is refused, naming its line`, () => {
    expect(ok(rowsText(MAX_ROWS))).toHaveLength(MAX_ROWS);
    expect(bad(rowsText(MAX_ROWS + 1))).toEqual({
      ok: false,
      line: MAX_ROWS + 2,
      message: `line ${MAX_ROWS + 2}: more than 10,000 rows; split the statement into smaller files`,
    });
  });

  it('5 MB of text is fine; one byte more is refused (counted in UTF-8 bytes)', () => {
    const head = 'TrxID,Amount,Note\nABCD0001,1,';
    expect(MAX_BYTES).toBe(5 * 1024 * 1024);
    const exact = head + 'x'.repeat(MAX_BYTES - head.length);
    expect(ok(exact)).toHaveLength(1);
    expect(bad(exact + 'x')).toEqual({ ok: false, line: 1, message: 'line 1: the file is larger than 5 MB; split the statement into smaller files' });
    // Bengali letters take 3 bytes: fewer than 5 M characters, more than 5 MB.
    const bengali = head + 'ক'.repeat(Math.ceil(MAX_BYTES / 3));
    expect(bengali.length).toBeLessThan(MAX_BYTES);
    expect(bad(bengali).message).toMatch(/larger than 5 MB/);
  });
});
