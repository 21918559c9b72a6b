import { describe, expect, it } from 'vitest';
import { keepMoneyLiterals, parseAmount, toPoisha, toTk, topLevelNumberLiterals } from './money.js';

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

describe('amounts written as JSON numbers', () => {
  const literals = (text: string, keys = ['amount']) => Object.fromEntries(topLevelNumberLiterals(text, keys));

  it('reads the source text of the top-level keys asked for, the last when one repeats', () => {
    expect(literals('{"amount":100.0000000000000001}')).toEqual({ amount: '100.0000000000000001' });
    expect(literals(' {\n "a" : 1.5 , "amount"\t:\r\n-1.5E+3 } ', ['a', 'amount'])).toEqual({ a: '1.5', amount: '-1.5E+3' });
    expect(literals('{"amount":1.001,"amount":5}')).toEqual({ amount: '5' });
    expect(literals('{"amount":1.001,"amount":"5"}')).toEqual({});
    expect(literals('{"\\\\u0061mount":1}')).toEqual({}); // the key is backslash-u0061mount, not amount
    expect(literals('{"\\u0061mount":1.001}')).toEqual({ amount: '1.001' });
  });

  it('passes over nested objects and arrays, strings (escaped quotes and backslashes too) and a top-level array', () => {
    expect(literals('{"x":{"amount":1.001},"y":[{"amount":2.001}],"amount":3}')).toEqual({ amount: '3' });
    expect(literals('{"t":"\\"amount\\":1.001","u":"a\\\\","amount":4}')).toEqual({ amount: '4' });
    expect(literals('[{"amount":1.001}]')).toEqual({});
    expect(literals('{}')).toEqual({});
  });

  it('puts the text in place of a number that is not plain digits with at most 2 decimals (toPoisha then refuses it)', () => {
    const text = '{"amount":100.0000000000000001,"donationAmount":12.5,"limit":1e2}';
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(body.amount).toBe(100);
    keepMoneyLiterals(body, text, ['amount', 'donationAmount']);
    expect(body).toEqual({ amount: '100.0000000000000001', donationAmount: 12.5, limit: 100 });
    expect(toPoisha(body.amount)).toBeNull();
    // Nothing to do without a number in a money field: the text is not even read.
    const strings = { amount: '5' };
    keepMoneyLiterals(strings, 'not JSON at all', ['amount']);
    expect(strings).toEqual({ amount: '5' });
    keepMoneyLiterals([1.001], '[1.001]', ['amount']);
  });
});
