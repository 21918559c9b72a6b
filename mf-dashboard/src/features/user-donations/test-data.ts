import type { DonationRecord } from 'api/types';

/** A donation record as the API answers it (tests only): confirmed by bKash unless told. */
export function gift(overrides: Partial<DonationRecord>): DonationRecord {
  return {
    _id: '1',
    campaignId: '3',
    title: 'Sylhet flood',
    donationImage: '/assets/campaigns/flood-1.svg',
    donationAmount: 500,
    time: Date.UTC(2026, 10, 20, 10),
    name: 'Rahim Uddin',
    email: 'rahim@example.com',
    anonymous: false,
    status: 'confirmed',
    method: 'transfer',
    channel: 'bkash',
    transactionId: 'BK0001',
    senderNumber: '01711111111',
    reference: `RLF-${overrides._id ?? '1'}`,
    expiresAt: null,
    confirmedAt: Date.UTC(2026, 10, 20, 12),
    statusReason: null,
    receiptNo: 'RCT-000001',
    ...overrides,
  };
}
