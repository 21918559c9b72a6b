import type { Campaign } from 'api/types';

export function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    _id: '1',
    image: '/assets/campaigns/flood-1.svg',
    title: 'Flood relief in Sylhet',
    category: 'Flood',
    description: 'Clean water, food and shelter for families who lost their homes to the flood. '.repeat(3),
    amount: 100000,
    donationAmount: 25000,
    totalDonationAmount: 25000,
    donorCount: 3,
    donations: [],
    createdAt: 1_700_000_000_000,
    ...overrides,
  };
}

export function campaigns(n: number): Campaign[] {
  return Array.from({ length: n }, (_, i) => campaign({ _id: String(i + 1), title: `Campaign ${i + 1}` }));
}
