import { describe, expect, it } from 'vitest';
import { amountError, normaliseAmount } from './amount';

describe('amountError', () => {
  it.each(['1', '500', '250.5', '250.50', '0.01', '10000000', '10,000', ' 42 '])('accepts %s', (v) => {
    expect(amountError(v)).toBeUndefined();
  });
  it('requires a value', () => expect(amountError('  ')).toBe('Enter an amount'));
  it.each(['abc', '-5', '1e3', '12.3.4', '.', '5 000'])('refuses non-numbers like %s', (v) => {
    expect(amountError(v)).toMatch(/Enter a number/);
  });
  it('refuses more than 2 decimals', () => expect(amountError('1.234')).toMatch(/2 decimals/));
  it.each(['0', '0.00', '0.0'])('refuses zero (%s)', (v) => expect(amountError(v)).toMatch(/more than 0/));
  it('refuses more than 10 million', () => expect(amountError('10000000.01')).toMatch(/at most Tk 10,000,000/));
  it('drops spaces and thousands separators', () => expect(normaliseAmount(' 10,000.50 ')).toBe('10000.50'));
});
