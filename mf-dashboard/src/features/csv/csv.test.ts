import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvCell, csvFileName, downloadCsv, toCsv, type CsvColumn } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Flood relief')).toBe('Flood relief');
    expect(csvCell(1250.5)).toBe('1250.5');
    expect(csvCell(-3)).toBe('-3');
  });

  it('writes null and undefined as empty cells', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Dhaka, Bangladesh')).toBe('"Dhaka, Bangladesh"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('keeps leading and trailing spaces by quoting', () => {
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+8801700000000')).toBe("'+8801700000000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
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
    expect(csv).toBe('Name,Amount\r\nRahim,100\r\n"Karim, Jr.",20.5\r\n');
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(columns, [])).toBe('Name,Amount\r\n');
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
