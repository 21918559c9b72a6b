import { describe, expect, it } from 'vitest';
import { campaignBody, dateInputValue, EMPTY_CAMPAIGN, endOfDay, newCampaignBody, validateCampaign, valuesOf } from './campaign-values';

const good = {
  image: 'https://example.org/flood.jpg',
  category: 'Flood',
  title: ' Sylhet flood ',
  amount: '5000.50',
  description: 'Boats and food',
  endsOn: '',
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

describe('the end date', () => {
  const now = new Date(2026, 10, 26, 10, 0).getTime();

  it('is the last millisecond of the chosen day, in the browser time zone', () => {
    expect(endOfDay('2026-12-10')).toBe(new Date(2026, 11, 10, 23, 59, 59, 999).getTime());
    expect(dateInputValue(endOfDay('2026-12-10')!)).toBe('2026-12-10');
    expect(endOfDay('')).toBeNull();
    expect(endOfDay('2026-02-30')).toBeNull();
    expect(endOfDay('10/12/2026')).toBeNull();
  });

  it('is optional, may be today, and may not be in the past', () => {
    expect(validateCampaign(good, now)).toEqual({});
    expect(validateCampaign({ ...good, endsOn: '2026-11-26' }, now)).toEqual({});
    expect(validateCampaign({ ...good, endsOn: '2026-11-25' }, now).endsOn).toBe('The end date must be today or later');
    expect(validateCampaign({ ...good, endsOn: '2026-02-30' }, now).endsOn).toBe('Enter the end date as a date');
  });

  it('kept as it was when editing, a past one is not refused (the other fields can still be changed)', () => {
    const before = { ...good, endsOn: '2026-11-01' };
    expect(validateCampaign({ ...before, title: 'New title' }, now, before)).toEqual({});
    expect(validateCampaign({ ...before, endsOn: '2026-11-02' }, now, before).endsOn).toMatch(/today or later/);
  });
});

describe('campaign bodies', () => {
  it('sends all five fields, trimmed, when editing, and the end date when it changed (null clears it)', () => {
    const fields = {
      image: 'https://example.org/flood.jpg',
      category: 'Flood',
      title: 'Sylhet flood',
      amount: '5000.50',
      description: 'Boats and food',
    };
    expect(campaignBody(good, good)).toEqual(fields);
    expect(campaignBody({ ...good, endsOn: '2026-12-10' }, good)).toEqual({ ...fields, endsAt: endOfDay('2026-12-10') });
    expect(campaignBody(good, { ...good, endsOn: '2026-12-10' })).toEqual({ ...fields, endsAt: null });
  });

  it('starts a new campaign with nothing raised, and an end only when one is chosen', () => {
    expect(newCampaignBody(good)).toEqual({ ...campaignBody(good, good), donationAmount: 0, totalDonationAmount: 0 });
    expect(newCampaignBody({ ...good, endsOn: '2026-12-10' })).toEqual({
      ...campaignBody(good, good),
      endsAt: endOfDay('2026-12-10'),
      donationAmount: 0,
      totalDonationAmount: 0,
    });
  });

  it('fills the form from a campaign', () => {
    const campaign = {
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
    };
    expect(valuesOf(campaign)).toEqual({ image: '/assets/x.svg', title: 'T', category: 'Cyclone', description: 'D', amount: '1200.5', endsOn: '' });
    expect(valuesOf({ ...campaign, endsAt: endOfDay('2026-12-10') }).endsOn).toBe('2026-12-10');
  });
});
