import { describe, expect, it } from 'vitest';
import { parseAmount, toPoisha, toTk } from './money.js';

describe('money parsing', () => {
  it.each([
    ['0.29', 29],
    [0.29, 29],
    ['0.1', 10],
    [0.1, 10],
    ['1', 100],
    [1, 100],
    ['1.5', 150],
    ['1.05', 105],
    [' 250 ', 25000],
    ['10000000', 1_000_000_000],
    [10_000_000, 1_000_000_000],
    [1234.56, 123456],
    ['007.10', 710],
    [0.01, 1],
  ])('%j → %i poisha', (input, poisha) => {
    expect(toPoisha(input)).toBe(poisha);
  });

  it.each([['1e3'], ['0.001'], [0.001], ['NaN'], [NaN], [''], ['-1'], [-1], ['Infinity'], [Infinity], ['0'], [0], ['0.00'], ['10000000.01'], [10_000_001], ['1,000'], ['12abc'], ['.5'], ['5.'], [1e21], [null], [true], [{}], [[]], ['0x10'], ['１０']])(
    'rejects %j',
    (input) => {
      expect(toPoisha(input)).toBeNull();
    },
  );

  it('throws a 400 naming the field', () => {
    expect(() => parseAmount('abc', 'body/donationAmount')).toThrowError(/body\/donationAmount must be a positive number with at most 2 decimals/);
    try {
      parseAmount(-5, 'x');
    } catch (err) {
      expect((err as { statusCode: number }).statusCode).toBe(400);
    }
  });

  it('converts back to Tk exactly', () => {
    expect(toTk(29)).toBe(0.29);
    expect(toTk(10) + toTk(20)).not.toBe(0.3); // why money is kept in poisha inside
    expect(toTk(10 + 20)).toBe(0.3);
    expect(toTk(123456789)).toBe(1234567.89);
  });
});
