import { describe, expect, it } from 'vitest';
import { normaliseTransactionId, senderError, transactionIdError } from './payment-fields';

describe('transfer details', () => {
  it('checks transaction IDs as the API does', () => {
    expect(normaliseTransactionId(' 8n7a-6b5c ')).toBe('8N7A-6B5C');
    expect(transactionIdError('')).toBeNull();
    expect(transactionIdError('8n7a6b5c4d')).toBeNull();
    expect(transactionIdError('ab!')).toMatch(/4 to 40/);
  });
  it('checks sender numbers by channel, and asks for one with a transaction ID', () => {
    expect(senderError('', 'bkash', '')).toBeNull();
    expect(senderError('', 'bkash', 'ABCD1234')).toMatch(/number you sent/);
    expect(senderError('+880 1712-345678', 'bkash', 'ABCD1234')).toBeNull();
    expect(senderError('01212345678', 'nagad', 'ABCD1234')).toMatch(/mobile number/);
    expect(senderError('2050100123', 'bank', 'ABCD1234')).toBeNull();
    expect(senderError('12', 'bank', 'ABCD1234')).toMatch(/bank account/);
  });
});
