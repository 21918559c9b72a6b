import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '../testing/render';
import { CAUSES, causesRoute } from '../testing/fixtures';
import { i18n } from 'shared-auth';
import { CampaignFiltersBar, categoryOptions } from './campaign-filters-bar';

const filters = { q: '', category: 'Cyclone', page: 1 };
const select = () => screen.getByLabelText('Category') as HTMLSelectElement;

describe('categoryOptions', () => {
  const t = i18n.getFixedT('en');

  it('offers the active causes and the retired ones that still have campaigns, after "All categories"', () => {
    expect(categoryOptions(t, CAUSES, '').map((o) => o.value)).toEqual(['', 'Cyclone', 'Education', 'Flood', 'Landslide', 'Winter clothes']);
    expect(categoryOptions(t, CAUSES, '')[0]).toEqual({ value: '', label: 'All categories' });
  });

  it('keeps a chosen category that is not among them (an old link), once', () => {
    expect(categoryOptions(t, CAUSES, 'Drought').at(-1)).toEqual({ value: 'Drought', label: 'Drought' });
    expect(categoryOptions(t, CAUSES, 'Flood').filter((o) => o.value === 'Flood')).toHaveLength(1);
    expect(categoryOptions(t, [], 'Flood').map((o) => o.value)).toEqual(['', 'Flood']);
  });

  it('labels the causes the platform started with in Bangla, keeps the values, and shows a later cause as typed', async () => {
    await i18n.changeLanguage('bn');
    try {
      const options = categoryOptions(i18n.getFixedT('bn'), CAUSES, '');
      expect(options.map((o) => o.value)).toEqual(['', 'Cyclone', 'Education', 'Flood', 'Landslide', 'Winter clothes']);
      expect(options.map((o) => o.label)).toEqual(['সব খাত', 'ঘূর্ণিঝড়', 'শিক্ষা', 'বন্যা', 'Landslide', 'Winter clothes']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('CampaignFiltersBar', () => {
  it('shows the chosen category at once, before the URL has followed', async () => {
    mockApi([causesRoute]);
    const onChange = vi.fn(); // the URL (and so `filters`) does not change here
    renderWithProviders(<CampaignFiltersBar filters={filters} onChange={onChange} />);
    expect(select().value).toBe('Cyclone');
    await waitFor(() => expect(select().options.length).toBe(6));
    await userEvent.selectOptions(select(), 'Education');
    expect(onChange).toHaveBeenCalledWith({ category: 'Education' });
    expect(select().value).toBe('Education');
  });

  it('follows a category that changes from outside (back button, a shared link)', async () => {
    mockApi([causesRoute]);
    const { rerender } = renderWithProviders(<CampaignFiltersBar filters={filters} onChange={vi.fn()} />);
    await waitFor(() => expect(select().options.length).toBe(6));
    rerender(<CampaignFiltersBar filters={{ ...filters, category: 'Flood' }} onChange={vi.fn()} />);
    expect(select().value).toBe('Flood');
  });
});
