import { describe, expect, it } from 'vitest';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { normaliseSenderNumber, normaliseTransactionId, senderError, transactionIdError } from './payment-fields';
import { amountError, typedAmount } from './amount';

const en = () => i18n.getFixedT('en', NS.donate);

describe('transfer details', () => {
  it('checks transaction IDs as the API does', () => {
    const t = en();
    expect(normaliseTransactionId(' 8n7a-6b5c ')).toBe('8N7A-6B5C');
    expect(transactionIdError(t, '')).toBeNull();
    expect(transactionIdError(t, '8n7a6b5c4d')).toBeNull();
    expect(transactionIdError(t, 'ab!')).toMatch(/4 to 40/);
  });
  it('checks sender numbers by channel, and asks for one with a transaction ID', () => {
    const t = en();
    expect(senderError(t, '', 'bkash', '')).toBeNull();
    expect(senderError(t, '', 'bkash', 'ABCD1234')).toMatch(/number you sent/);
    expect(senderError(t, '+880 1712-345678', 'bkash', 'ABCD1234')).toBeNull();
    expect(senderError(t, '01212345678', 'nagad', 'ABCD1234')).toMatch(/mobile number/);
    expect(senderError(t, '2050100123', 'bank', 'ABCD1234')).toBeNull();
    expect(senderError(t, '12', 'bank', 'ABCD1234')).toMatch(/bank account/);
  });
  it('reads Bengali digits as digits', () => {
    const t = en();
    expect(normaliseSenderNumber(' ০১৭১২৩৪৫৬৭৮ ')).toBe('01712345678');
    expect(senderError(t, '০১৭১২৩৪৫৬৭৮', 'bkash', 'ABCD1234')).toBeNull();
    expect(normaliseTransactionId('৮n৭a')).toBe('8N7A');
  });
});

describe('amounts', () => {
  it('checks a typed amount as api/rules does, in the page language', () => {
    const t = en();
    expect(amountError(t, '500')).toBeUndefined();
    expect(amountError(t, '1,250.50')).toBeUndefined();
    expect(amountError(t, '')).toBe('Enter an amount');
    expect(amountError(t, 'abc')).toBe('Enter a number, such as 500 or 250.50');
    expect(amountError(t, '1.234')).toBe('Use at most 2 decimals, such as 250.50');
    expect(amountError(t, '0.00')).toBe('The amount must be more than 0');
    expect(amountError(t, '20000000')).toBe('The amount can be at most Tk 10,000,000');
    expect(amountError(t, '20,000,000')).toBe('The amount can be at most Tk 10,000,000');
    expect(amountError(t, '0,000')).toBe('The amount must be more than 0');
  });
  it('refuses a comma that does not separate thousands, rather than reading "12,34" as Tk 1,234', () => {
    const t = en();
    const comma = 'A comma only separates thousands (1,234): use a dot for poisha, such as 12.50';
    for (const typed of ['12,34', '1,2', '1,2345', '১২,৩৪', ',500', '1,,234', '1,234,5', '12,345,67', '1,234.5,0']) expect(amountError(t, typed), typed).toBe(comma);
    // Thousands and millions, and lakhs and crores as Bangladesh writes them (and Bangla amounts are shown).
    for (const typed of ['1,234', '১,২৩৪', '1,234.50', '1,234,567', '1,00,000', '১০,০০,০০০', '1,00,00,000', '১২৩', ' 1,234 ']) {
      expect(amountError(t, typed), typed).toBeUndefined();
    }
    expect(typedAmount('১,২৩৪.৫০')).toBe('1234.50');
    expect(typedAmount('1,00,000')).toBe('100000');
  });
  it('says a negative amount must be more than 0', () => {
    const t = en();
    for (const typed of ['-5', '−5', '-0.5', '-1,234', '- 5']) expect(amountError(t, typed), typed).toBe('The amount must be more than 0');
    expect(amountError(t, '-')).toBe('Enter a number, such as 500 or 250.50');
    expect(amountError(t, '5-')).toBe('Enter a number, such as 500 or 250.50');
  });
  it('takes Bengali digits, and says it in Bangla on a Bangla page', async () => {
    await i18n.loadLanguages('bn');
    await i18n.loadNamespaces(NS.donate);
    expect(typedAmount('১,০০০')).toBe('1000');
    expect(amountError(en(), '২৫০.৫০')).toBeUndefined();
    await i18n.changeLanguage('bn');
    const bn = i18n.getFixedT('bn', NS.donate);
    expect(amountError(bn, '')).toBe('টাকার পরিমাণ লিখুন');
    expect(amountError(bn, '20000000')).toBe('টাকার পরিমাণ সর্বোচ্চ ৳১,০০,০০,০০০ হতে পারে');
    expect(amountError(bn, '১২,৩৪')).toBe('কমা শুধু হাজার আলাদা করে (১,২৩৪): পয়সার জন্য দশমিক বিন্দু (.) দিন, যেমন ১২.৫০');
    expect(amountError(bn, '-৫')).toBe('টাকার পরিমাণ ০-এর বেশি হতে হবে');
    expect(amountError(bn, '১,২৩৪')).toBeUndefined();
  });
});
