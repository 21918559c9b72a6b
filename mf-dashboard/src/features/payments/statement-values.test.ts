import { describe, expect, it } from 'vitest';
import { MAX_STATEMENT_BYTES, mismatchText, statementFileError } from './statement-values';

describe('statementFileError', () => {
  it('accepts a CSV file up to 5 MB', () => {
    expect(statementFileError({ name: 'bkash-nov.csv', size: MAX_STATEMENT_BYTES, type: '' })).toBeUndefined();
    expect(statementFileError({ name: 'statement', size: 10, type: 'text/csv' })).toBeUndefined();
  });
  it('refuses a bigger file, saying its size', () => {
    expect(statementFileError({ name: 'big.csv', size: 6 * 1024 * 1024, type: 'text/csv' })).toBe(
      '“big.csv” is 6.0 MB; a statement can be at most 5 MB. Split it into smaller files by date.',
    );
  });
  it('refuses other files and empty ones', () => {
    expect(statementFileError({ name: 'statement.xlsx', size: 10, type: 'application/vnd.ms-excel' })).toMatch(/not a CSV file/);
    expect(statementFileError({ name: 'empty.csv', size: 0, type: 'text/csv' })).toBe('“empty.csv” is empty.');
  });
});

describe('mismatchText', () => {
  it('says each reason in words', () => {
    expect(mismatchText({ reason: 'amount-differs', expectedAmount: 1500 })).toBe('Amount differs (gift is Tk 1,500)');
    expect(mismatchText({ reason: 'unknown-id', expectedAmount: null })).toBe('Unknown transaction ID');
    expect(mismatchText({ reason: 'already-used', expectedAmount: null })).toBe('Already used');
    expect(mismatchText({ reason: 'expired', expectedAmount: null })).toBe('Gift expired');
    expect(mismatchText({ reason: 'sender-differs', expectedAmount: null })).toBe('Sender number differs');
  });
});
