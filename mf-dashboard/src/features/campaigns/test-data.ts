import type { CampaignSummary } from 'api/types';

/** A campaign as GET /donations lists it. */
export function campaign(overrides: Partial<CampaignSummary> = {}): CampaignSummary {
  return {
    _id: '3',
    image: 'https://example.org/flood.jpg',
    title: 'Sylhet flood',
    category: 'Flood',
    description: 'Boats and food for families',
    amount: 5000,
    donationAmount: 1200,
    totalDonationAmount: 1200,
    donorCount: 2,
    createdAt: 1,
    endsAt: null,
    closedAt: null,
    closed: false,
    ...overrides,
  };
}
