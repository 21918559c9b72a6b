import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_ROWS, parseStatement, parseStatementAmount, parseStatementTime } from './statement.js';

const NOW = Date.UTC(2026, 10, 25, 12);
const ok = (text: string) => {
  const r = parseStatement(text, NOW);
  if (!r.ok) throw new Error(r.message);
  return r.rows;
};
const bad = (text: string) => {
  const r = parseStatement(text, NOW);
  if (r.ok) throw new Error('parsed');
  return r;
};

describe('parseStatement', () => {
  it('reads the demo bKash merchant statement, skipping the fee row', () => {
    const demo = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-statement.csv'), 'utf8');
    const rows = ok(demo);
    expect(rows.map((r) => [r.line, r.transactionId, r.amountPoisha])).toEqual([
      [2, 'BK7Q2M9XAD', 150_000],
      [3, 'NG4T8R1PZE', 250_050],
      [4, 'BK3H6J2LQW', 75_000],
      [5, 'ZZ9Y8X7W6V', 30_000],
      [6, 'SD0028T5', 50_000],
    ]);
    expect(rows[0]).toMatchObject({ sender: '01711223344', time: Date.UTC(2026, 10, 24, 4, 12, 5) });
  });

  it.each([
    ['TrxID,Amount', 'trx id'],
    ['Transaction ID,Amount (BDT)', 'spaces and (…)'],
    ['transaction_id,received_amount', 'underscores'],
    ['Txn-Id,Credit', 'dashes'],
    ['TRANSACTION ID,AMOUNT', 'capitals'],
  ])('accepts the header %s (%s)', (header) => {
    expect(ok(`${header}\nABCD1234,10\n`)).toEqual([{ line: 2, transactionId: 'ABCD1234', amountPoisha: 1000, time: null, sender: '' }]);
  });

  it('reads time and sender columns under their statement names', () => {
    for (const header of ['Date Time,TrxID,From,Amount', 'Transaction Date,Trx ID,Customer Wallet,Amount', 'Created,TxnId,Sender Number,Amount']) {
      expect(ok(`${header}\n2026-11-24 10:00,ABCD1234,01711000000,5\n`)[0]).toMatchObject({ time: Date.UTC(2026, 10, 24, 4), sender: '01711000000' });
    }
  });

  it('handles a BOM, CRLF, quotes, escaped quotes, commas and newlines inside quotes, blank lines; line numbers are the file lines', () => {
    const text = '\uFEFFTrxID,Amount,Note\r\n"AB12CD",  "1,000.50" ,"said ""hi"", then\r\nleft"\r\n\r\nEF34GH,2,x\r\n';
    expect(ok(text)).toEqual([
      { line: 2, transactionId: 'AB12CD', amountPoisha: 100_050, time: null, sender: '' },
      { line: 5, transactionId: 'EF34GH', amountPoisha: 200, time: null, sender: '' },
    ]);
    expect(bad('TrxID,Amount,Note\nAB12CD,1,"multi\nline"\nBAD!,1\n')).toMatchObject({ line: 4 });
    expect(bad('TrxID,Amount\nAB12CD,"1\n').message).toBe('line 2: a quoted field is not closed');
  });

  it('detects semicolon and tab separated files', () => {
    expect(ok('TrxID;Amount\nABCD1234;1.234,00\n'.replace('1.234,00', '1234')).length).toBe(1);
    expect(ok('TrxID\tAmount\tFrom\nABCD1234\t99.99\t01811000000\n')[0]).toMatchObject({ amountPoisha: 9999, sender: '01811000000' });
  });

  it('skips outgoing rows and fees when there is a type column', () => {
    const rows = ok('Type,TrxID,Amount\nPayment Received,AAAA1111,10\nCash Out,BBBB2222,5\nDr,CCCC3333,1\nMerchant Fee,DDDD4444,2\nCr,EEEE5555,3\n');
    expect(rows.map((r) => r.transactionId)).toEqual(['AAAA1111', 'EEEE5555']);
  });

  it('names the missing column', () => {
    expect(bad('Date,Amount\n2026-11-24,1\n')).toEqual({ ok: false, line: 1, message: expect.stringMatching(/^line 1: no transaction ID column/) });
    expect(bad('TrxID,Sender\nABCD1234,0171\n').message).toMatch(/^line 1: no amount column/);
    expect(bad('').message).toMatch(/^line 1: the file is empty/);
  });

  it('each bad value names its line', () => {
    const cases: [string, RegExp][] = [
      ['ABCD1234,12.345', /more than 2 decimals/],
      ['ABCD1234,-5', /negative/],
      ['ABCD1234,0', /more than 0/],
      ['ABCD1234,abc', /not a number/],
      ['ABCD1234,', /empty/],
      ['AB!,5', /not 4 to 40/],
      [',5', /transaction ID is empty/],
      ['ABCD1234,2000000000', /too large/],
    ];
    for (const [row, message] of cases) {
      const r = bad(`TrxID,Amount\nGOOD0001,1\n${row}\n`);
      expect(r.line, row).toBe(3);
      expect(r.message, row).toMatch(/^line 3: /);
      expect(r.message, row).toMatch(message);
    }
    expect(bad('Date,TrxID,Amount\n2026-13-40,ABCD1234,1\n').message).toMatch(/^line 2: the time "2026-13-40"/);
    expect(bad('Date,TrxID,Amount\n2026-12-30,ABCD1234,1\n').message).toMatch(/^line 2: .*in the future/);
  });

  it('refuses the same transaction ID twice, naming both lines', () => {
    expect(bad('TrxID,Amount\nABCD1234,1\nEFGH5678,2\nabcd1234,1\n').message).toBe('line 4: transaction ID ABCD1234 appears again (first on line 2)');
  });

  it('refuses more than 10,000 rows and more than 5 MB', () => {
    const many = ['TrxID,Amount', ...Array.from({ length: MAX_ROWS + 1 }, (_, i) => `T${String(i).padStart(6, '0')},1`)].join('\n');
    expect(bad(many).message).toMatch(/more than 10,000 rows/);
    expect(bad('TrxID,Amount\n' + 'x'.repeat(5 * 1024 * 1024)).message).toMatch(/larger than 5 MB/);
  });
});

describe('amounts and times', () => {
  it('reads amounts exactly, in any usual writing', () => {
    expect(parseStatementAmount('1,234.50')).toBe(123_450);
    expect(parseStatementAmount('Tk 1,234.5')).toBe(123_450);
    expect(parseStatementAmount('৳১,২৩৪.৫০')).toBe(123_450);
    expect(parseStatementAmount('BDT 500')).toBe(50_000);
    expect(parseStatementAmount('0.29')).toBe(29);
    expect(parseStatementAmount('1,00,000.10')).toBe(10_000_010); // lakh grouping
    expect(typeof parseStatementAmount('1.2.3')).toBe('string');
  });

  it('reads times in Dhaka time unless a zone is given', () => {
    const t = Date.UTC(2026, 10, 24, 8, 5); // 14:05 in Dhaka
    for (const text of ['2026-11-24 14:05', '2026-11-24T14:05:00', '24/11/2026 14:05', '24-11-2026 2:05 PM', '24 Nov 2026 14:05', '২৪/১১/২০২৬ ১৪:০৫']) {
      expect(parseStatementTime(text), text).toBe(t);
    }
    expect(parseStatementTime('2026-11-24T08:05:00Z')).toBe(t);
    expect(parseStatementTime('2026-11-24')).toBe(Date.UTC(2026, 10, 23, 18));
    expect(parseStatementTime('31/02/2026')).toBeNull();
    expect(parseStatementTime('tomorrow')).toBeNull();
    expect(parseStatementTime('24/11/2026 13:05 PM')).toBeNull();
  });
});
