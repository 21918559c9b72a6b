import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvCell, csvFileName, downloadCsv, toCsv, type CsvColumn } from './csv';

describe('csvCell', () => {
  it('quotes every cell, text and numbers alike', () => {
    expect(csvCell('Flood relief')).toBe('"Flood relief"');
    expect(csvCell(1250.5)).toBe('"1250.5"');
    expect(csvCell(true)).toBe('"true"');
  });

  it('keeps numbers the dashboard writes as numbers, negative ones too', () => {
    expect(csvCell(-3)).toBe('"-3"');
  });

  it('writes null and undefined as empty quoted cells', () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  it('doubles inner quotes; commas, line breaks and edge spaces stay inside the cell', () => {
    expect(csvCell('Dhaka, Bangladesh')).toBe('"Dhaka, Bangladesh"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it.each([
    ['=1+1', `"'=1+1"`],
    ['+8801700000000', `"'+8801700000000"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=cmd', `"'\t=cmd"`],
    ['\r=cmd', `"'\r=cmd"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('defuses %j, which a spreadsheet would run as a formula', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('leaves text with those characters further in alone', () => {
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('user@relief.test')).toBe('"user@relief.test"');
  });
});

describe('toCsv', () => {
  interface Row {
    name: string;
    amount: number;
  }
  const columns: CsvColumn<Row>[] = [
    { header: 'Name', value: (r) => r.name },
    { header: 'Amount', value: (r) => r.amount },
  ];

  it('writes a header row and one CRLF-terminated line per row', () => {
    const csv = toCsv(columns, [
      { name: 'Rahim', amount: 100 },
      { name: 'Karim, Jr.', amount: 20.5 },
    ]);
    expect(csv).toBe('"Name","Amount"\r\n"Rahim","100"\r\n"Karim, Jr.","20.5"\r\n');
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(columns, [])).toBe('"Name","Amount"\r\n');
  });
});

describe('csvFileName', () => {
  it('slugs the name and dates the file', () => {
    expect(csvFileName('All Donations', new Date('2026-11-22T10:00:00Z'))).toBe('relief-all-donations-2026-11-22.csv');
  });
});

describe('downloadCsv', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a download link to a Blob URL with the file name', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:test';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    let clicked: HTMLAnchorElement | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked = this;
    });
    downloadCsv('relief-x.csv', 'A\r\n1\r\n');
    expect(clicked).not.toBeNull();
    expect(clicked!.download).toBe('relief-x.csv');
    expect(clicked!.href).toBe('blob:test');
    expect(created[0]!.type).toContain('text/csv');
    expect(await created[0]!.text()).toBe('\uFEFFA\r\n1\r\n');
  });
});
