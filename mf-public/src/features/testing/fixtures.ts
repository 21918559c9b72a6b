import type { Campaign } from 'api/types';
import type { MockRoute } from './render';

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
    endsAt: null,
    closedAt: null,
    closed: false,
    ...overrides,
  };
}

export function campaigns(n: number): Campaign[] {
  return Array.from({ length: n }, (_, i) => campaign({ _id: String(i + 1), title: `Campaign ${i + 1}` }));
}

/** GET /causes (by name): four active causes, a retired one with campaigns and a retired one without. */
export const CAUSES = [
  { id: 1, name: 'Cyclone', retired: false, campaignCount: 2 },
  { id: 2, name: 'Drought', retired: true, campaignCount: 0 },
  { id: 3, name: 'Education', retired: false, campaignCount: 1 },
  { id: 4, name: 'Flood', retired: false, campaignCount: 4 },
  { id: 5, name: 'Landslide', retired: true, campaignCount: 1 },
  { id: 6, name: 'Winter clothes', retired: false, campaignCount: 0 },
];

/** The mock route answering GET /causes with CAUSES. */
export const causesRoute: MockRoute = ['GET', /^\/causes$/, () => ({ body: { success: true, data: CAUSES } })];
