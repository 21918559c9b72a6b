import { describe, expect, it } from 'vitest';
import { accountBody, numberError, validateAccount, type AccountValues } from './account-values';

const valid: AccountValues = { scope: 'platform', channel: 'bkash', label: 'bKash merchant', number: '01712345678', accountName: 'Relief Foundation' };

describe('numberError', () => {
  it.each(['01712345678', '01312345678', '01912345678', '+8801712345678', '8801712345678', '+880 1712-345678', '017-1234 5678'])('accepts the mobile number %s', (n) => {
    expect(numberError('nagad', n)).toBeUndefined();
  });
  it.each(['01212345678', '0171234567', '017123456789', '+88001712345678', '+8801212345678', '1712345678', 'O1712345678', '+44 7700900123'])(
    'refuses %s as a wallet number',
    (n) => expect(numberError('rocket', n)).toMatch(/Bangladeshi mobile number/),
  );
  it.each(['123456', '12345678901234567890', '1234 5678 9012'])('accepts the bank account %s', (n) => {
    expect(numberError('bank', n)).toBeUndefined();
  });
  it.each(['12345', '123456789012345678901', '12AB5678'])('refuses %s as a bank account', (n) => {
    expect(numberError('bank', n)).toBe('A bank account number is 6 to 20 digits');
  });
  it('requires a number', () => expect(numberError('bkash', ' ')).toBe('Enter the number'));
});

describe('validateAccount', () => {
  it('accepts a complete account', () => expect(validateAccount(valid)).toEqual({}));
  it('names every missing field', () => {
    expect(Object.keys(validateAccount({ scope: '', channel: '', label: ' ', number: '', accountName: '' })).sort()).toEqual(
      ['accountName', 'channel', 'label', 'number', 'scope'],
    );
  });
});

describe('accountBody', () => {
  it('sends null for the platform and the number without spaces or dashes', () => {
    expect(accountBody({ ...valid, number: '017-1234 5678' })).toEqual({
      campaignId: null,
      channel: 'bkash',
      label: 'bKash merchant',
      number: '01712345678',
      accountName: 'Relief Foundation',
    });
  });
  it('sends a wallet number in its national form, a bank account as typed digits', () => {
    expect(accountBody({ ...valid, number: '+880 1712-345678' }).number).toBe('01712345678');
    expect(accountBody({ ...valid, channel: 'bank', number: '0012 3456 7890' }).number).toBe('001234567890');
  });
  it("sends a campaign's id", () => expect(accountBody({ ...valid, scope: '3' }).campaignId).toBe('3'));
});
