import { describe, expect, it } from 'vitest';
import { amountError } from 'api/rules';
import { amountMessage, emptyOfflineGift, offlineGiftBody, todayValue, validateOfflineGift, type OfflineGiftValues } from './offline-gift-values';

const NOW = new Date(2026, 10, 22, 9, 30); // 22 Nov 2026, 09:30 local

function values(overrides: Partial<OfflineGiftValues> = {}): OfflineGiftValues {
  return { ...emptyOfflineGift(NOW), campaignId: '3', amount: '1,500.50', name: ' Karim Mia ', ...overrides };
}

describe('validateOfflineGift', () => {
  it('accepts a complete gift without an email', () => {
    expect(validateOfflineGift(values(), NOW)).toEqual({});
  });

  it('names every missing required field', () => {
    const errors = validateOfflineGift({ ...emptyOfflineGift(NOW), receivedOn: '' }, NOW);
    expect(errors).toEqual({
      campaignId: 'Choose the campaign the gift is for',
      amount: 'Enter an amount',
      name: "Enter the donor's name",
      receivedOn: 'Enter the day the money was received',
    });
  });

  it('checks the amount as the donate form does', () => {
    expect(validateOfflineGift(values({ amount: '12.345' }), NOW).amount).toMatch(/2 decimals/);
    expect(validateOfflineGift(values({ amount: '0' }), NOW).amount).toMatch(/more than 0/);
  });

  it('checks an email only when one is typed', () => {
    expect(validateOfflineGift(values({ email: 'not-an-email' }), NOW).email).toMatch(/valid email/);
    expect(validateOfflineGift(values({ email: 'karim@example.com' }), NOW).email).toBeUndefined();
  });

  it('refuses a day in the future and a day that does not exist', () => {
    expect(validateOfflineGift(values({ receivedOn: '2026-11-23' }), NOW).receivedOn).toBe('The day cannot be in the future');
    expect(validateOfflineGift(values({ receivedOn: '2026-02-30' }), NOW).receivedOn).toMatch(/Enter the day/);
    expect(validateOfflineGift(values({ receivedOn: todayValue(NOW) }), NOW).receivedOn).toBeUndefined();
  });
});

describe('offlineGiftBody', () => {
  it('sends the amount as a numeric string and leaves out an empty email, reference and today’s time', () => {
    expect(offlineGiftBody(values(), NOW)).toEqual({
      campaignId: '3',
      donationAmount: '1500.50',
      name: 'Karim Mia',
      anonymous: false,
      channel: 'cash',
    });
  });

  it('sends the email, the cheque number and an earlier day (its noon)', () => {
    const body = offlineGiftBody(values({ email: ' k@example.com ', channel: 'cheque', reference: ' CHQ-0042 ', receivedOn: '2026-11-20', anonymous: true }), NOW);
    expect(body).toEqual({
      campaignId: '3',
      donationAmount: '1500.50',
      name: 'Karim Mia',
      email: 'k@example.com',
      anonymous: true,
      channel: 'cheque',
      reference: 'CHQ-0042',
      receivedAt: new Date(2026, 10, 20, 12).getTime(),
    });
  });
});

describe('amountMessage', () => {
  it('says what api/rules finds wrong, cause by cause, as api/rules says it in English', () => {
    for (const typed of ['', '  ', 'abc', '-5', '.', '1.234', '0', '0.00', '10000000.01', '1234567890']) {
      expect(amountMessage(typed), typed).toBe(amountError(typed));
    }
    for (const typed of ['1', '250.50', '1,500.50']) expect(amountMessage(typed), typed).toBeUndefined();
  });
});
