import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { CampaignFiltersBar } from './campaign-filters-bar';

const filters = { q: '', category: 'Cyclone', page: 1 };

describe('CampaignFiltersBar', () => {
  it('shows the chosen category at once, before the URL has followed', async () => {
    const onChange = vi.fn(); // the URL (and so `filters`) does not change here
    render(
      <MantineProvider>
        <CampaignFiltersBar filters={filters} onChange={onChange} />
      </MantineProvider>,
    );
    const select = screen.getByLabelText('Category') as HTMLSelectElement;
    expect(select.value).toBe('Cyclone');
    await userEvent.selectOptions(select, 'Education');
    expect(onChange).toHaveBeenCalledWith({ category: 'Education' });
    expect(select.value).toBe('Education');
  });

  it('follows a category that changes from outside (back button, a shared link)', () => {
    const { rerender } = render(
      <MantineProvider>
        <CampaignFiltersBar filters={filters} onChange={vi.fn()} />
      </MantineProvider>,
    );
    rerender(
      <MantineProvider>
        <CampaignFiltersBar filters={{ ...filters, category: 'Flood' }} onChange={vi.fn()} />
      </MantineProvider>,
    );
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('Flood');
  });
});
