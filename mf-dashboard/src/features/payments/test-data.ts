import type { DonationRecord, ReceivingAccount } from 'api/types';
import { campaign } from '../campaigns/test-data';
import { mockApi, type FetchCall } from '../frame/test/render';

/** A pending bKash gift, as GET /user-donations answers it. */
export function gift(overrides: Partial<DonationRecord> = {}): DonationRecord {
  const id = overrides._id ?? '12';
  return {
    _id: id,
    campaignId: '3',
    title: 'Sylhet flood',
    donationImage: '/assets/campaigns/flood-1.svg',
    donationAmount: 1500,
    time: Date.UTC(2026, 10, 20, 10),
    name: 'Karim Mia',
    email: 'karim@example.com',
    anonymous: false,
    status: 'pending',
    method: 'transfer',
    channel: 'bkash',
    transactionId: 'BK7Q2M9XAD',
    senderNumber: '01711223344',
    reference: `RLF-${id}`,
    expiresAt: Date.UTC(2026, 10, 27, 10),
    confirmedAt: null,
    statusReason: null,
    receiptNo: null,
    ...overrides,
  };
}

export function account(overrides: Partial<ReceivingAccount> = {}): ReceivingAccount {
  return {
    _id: '1',
    campaignId: null,
    channel: 'bkash',
    label: 'bKash merchant',
    number: '01700000001',
    accountName: 'Relief Foundation',
    createdAt: Date.UTC(2026, 10, 1),
    ...overrides,
  };
}

export const CAMPAIGNS = [campaign(), campaign({ _id: '4', title: 'School books', category: 'Education' })];

type Answer = { status?: number; body: unknown } | undefined;

/**
 * The API as the payments page sees it: the campaigns list, GET /user-donations answering `gifts()`
 * (called again on each refetch, so a test can change what it holds), and `other` for the rest.
 */
export function servePayments({ gifts = () => [gift()], other }: { gifts?: () => DonationRecord[]; other?: (call: FetchCall) => Answer } = {}) {
  return mockApi((call) => {
    if (call.method === 'GET' && call.url === '/donations') return { body: { success: true, data: CAMPAIGNS, total: CAMPAIGNS.length } };
    if (call.method === 'GET' && call.url === '/user-donations') {
      const rows = gifts();
      return { body: { success: true, data: rows, total: rows.length } };
    }
    return other?.(call);
  });
}

/** The calls of one kind (method and path), in order. */
export function callsTo(calls: FetchCall[], method: string, url: string): FetchCall[] {
  return calls.filter((c) => c.method === method && c.url === url);
}
