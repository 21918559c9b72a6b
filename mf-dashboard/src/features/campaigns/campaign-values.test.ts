import { describe, expect, it } from 'vitest';
import { campaignBody, EMPTY_CAMPAIGN, newCampaignBody, validateCampaign, valuesOf } from './campaign-values';

const good = {
  image: 'https://example.org/flood.jpg',
  category: 'Flood',
  title: ' Sylhet flood ',
  amount: '5000.50',
  description: 'Boats and food',
};

describe('validateCampaign', () => {
  it('requires all five fields', () => {
    expect(validateCampaign(EMPTY_CAMPAIGN)).toEqual({
      image: 'Image URL is required',
      category: 'Category is required',
      title: 'Title is required',
      amount: 'Amount is required',
      description: 'Description is required',
    });
    expect(validateCampaign({ ...good, title: '   ' }).title).toBe('Title is required');
  });

  it('accepts a complete campaign', () => {
    expect(validateCampaign(good)).toEqual({});
    expect(validateCampaign({ ...good, image: '/assets/campaigns/flood-1.svg' })).toEqual({});
  });

  it('wants the amount to be a positive number with at most two decimals', () => {
    for (const amount of ['abc', '0', '-5', '1.234', '1e5', '12,000']) {
      expect(validateCampaign({ ...good, amount }).amount, amount).toMatch(/positive number/);
    }
    expect(validateCampaign({ ...good, amount: '10000001' }).amount).toMatch(/at most/);
    expect(validateCampaign({ ...good, amount: '10000000' }).amount).toBeUndefined();
  });

  it('wants the image to be a web address', () => {
    expect(validateCampaign({ ...good, image: 'javascript:alert(1)' }).image).toMatch(/http/);
    expect(validateCampaign({ ...good, image: 'flood.jpg' }).image).toMatch(/http/);
  });
});

describe('campaign bodies', () => {
  it('sends all five fields, trimmed, when editing', () => {
    expect(campaignBody(good)).toEqual({
      image: 'https://example.org/flood.jpg',
      category: 'Flood',
      title: 'Sylhet flood',
      amount: '5000.50',
      description: 'Boats and food',
    });
  });

  it('starts a new campaign with nothing raised', () => {
    expect(newCampaignBody(good)).toEqual({ ...campaignBody(good), donationAmount: 0, totalDonationAmount: 0 });
  });

  it('fills the form from a campaign', () => {
    expect(
      valuesOf({
        _id: '3',
        image: '/assets/x.svg',
        title: 'T',
        category: 'Cyclone',
        description: 'D',
        amount: 1200.5,
        donationAmount: 0,
        totalDonationAmount: 0,
        donorCount: 0,
        donations: [],
        createdAt: 0,
      }),
    ).toEqual({ image: '/assets/x.svg', title: 'T', category: 'Cyclone', description: 'D', amount: '1200.5' });
  });
});
