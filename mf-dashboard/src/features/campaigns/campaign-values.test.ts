import { describe, expect, it } from 'vitest';
import { campaignBody, dateInputValue, EMPTY_CAMPAIGN, isCalendarDay, newCampaignBody, today, validateCampaign, valuesOf } from './campaign-values';
import { isClosed, statusText } from './campaign-status';

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
  // 26 Nov 2026, 10:00 in Dhaka (04:00 UTC).
  const now = Date.UTC(2026, 10, 26, 4);

  it('is a day of Dhaka: the API answers the first moment of the next day there, the form shows the day', () => {
    // "2026-12-10" ends at 2026-12-11 00:00 in Dhaka = 2026-12-10 18:00 UTC.
    expect(dateInputValue(Date.UTC(2026, 11, 10, 18))).toBe('2026-12-10');
    expect(today(now)).toBe('2026-11-26');
    // 23:30 UTC is already the next day in Dhaka.
    expect(today(Date.UTC(2026, 10, 26, 23, 30))).toBe('2026-11-27');
    expect(statusText({ endsAt: Date.UTC(2026, 11, 10, 18), closedAt: null, closed: false }, now)).toBe('Open until 10 Dec 2026');
    expect(statusText({ endsAt: null, closedAt: null, closed: false }, now)).toBe('Open');
    expect(statusText({ endsAt: null, closedAt: now - 1, closed: true }, now)).toBe('Closed');
    expect(isClosed({ endsAt: now, closedAt: null, closed: false }, now)).toBe(true);
  });

  it('is optional, may be today, and may not be in the past or a day the calendar lacks', () => {
    expect(validateCampaign(good, now)).toEqual({});
    expect(validateCampaign({ ...good, endsOn: '2026-11-26' }, now)).toEqual({});
    expect(validateCampaign({ ...good, endsOn: '2026-11-25' }, now).endsOn).toBe('The end date must be today or later');
    expect(validateCampaign({ ...good, endsOn: '2026-02-30' }, now).endsOn).toBe('Enter the end date as a date');
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('10/12/2026')).toBe(false);
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
    expect(campaignBody({ ...good, endsOn: '2026-12-10' }, good)).toEqual({ ...fields, endsAt: '2026-12-10' });
    expect(campaignBody(good, { ...good, endsOn: '2026-12-10' })).toEqual({ ...fields, endsAt: null });
  });

  it('starts a new campaign with nothing raised, and an end only when one is chosen', () => {
    expect(newCampaignBody(good)).toEqual({ ...campaignBody(good, good), donationAmount: 0, totalDonationAmount: 0 });
    expect(newCampaignBody({ ...good, endsOn: '2026-12-10' })).toEqual({
      ...campaignBody(good, good),
      endsAt: '2026-12-10',
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
      endsAt: null,
      closedAt: null,
      closed: false,
    };
    expect(valuesOf(campaign)).toEqual({ image: '/assets/x.svg', title: 'T', category: 'Cyclone', description: 'D', amount: '1200.5', endsOn: '' });
    expect(valuesOf({ ...campaign, endsAt: Date.UTC(2026, 11, 10, 18) }).endsOn).toBe('2026-12-10');
  });
});
