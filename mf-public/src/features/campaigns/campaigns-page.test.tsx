import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '../testing/render';
import { lazyPage } from 'shared-auth';
import { campaign, campaigns, causesRoute } from '../testing/fixtures';
import CampaignsPage, { FIRST_PAINT_CARDS } from './campaigns-page';

describe('CampaignsPage', { timeout: 20_000 }, () => {
  it('shows a page of 12 with 80-character descriptions and pagination', async () => {
    const calls = mockApi([['GET', /^\/donations$/, () => ({ body: { success: true, data: campaigns(12), total: 30 } })], causesRoute]);
    renderWithProviders(<CampaignsPage />, { route: '/donations' });
    expect(await screen.findByText('Campaign 1')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Active Campaigns – Post-Disaster Relief Donation Platform'));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /View details of/ })).toHaveLength(12));
    expect(screen.getAllByRole('link', { name: /View details of/ })[0]).toHaveAttribute('href', '/donations/1');
    const desc = campaign().description.slice(0, 80) + '...';
    expect(screen.getAllByText(desc)).toHaveLength(12);
    expect(screen.getByText('30 campaigns')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    // The first row's pictures are asked for at once and ahead of the scripts (the largest paint on
    // a phone); the others when scrolled near.
    const images = [...document.querySelectorAll('main img, img')].filter((img) => img.getAttribute('width') === '640');
    expect(images).toHaveLength(12);
    expect(images.slice(0, 3).map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual(Array(3).fill(['eager', 'high']));
    expect(images.slice(3).every((img) => img.getAttribute('loading') === 'lazy' && !img.hasAttribute('fetchpriority'))).toBe(true);
    expect(calls.find((c) => c.path === '/donations')!.url.searchParams.get('limit')).toBe('12');
    expect(calls.find((c) => c.path === '/donations')!.url.searchParams.get('offset')).toBe('0');
  });

  it('paints the first row of cards first, then the rest and the pages right after that paint', async () => {
    mockApi([['GET', /^\/donations$/, () => ({ body: { success: true, data: campaigns(12), total: 30 } })], causesRoute]);
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      renderWithProviders(<CampaignsPage />, { route: '/donations' });
      expect(await screen.findByText('Campaign 1')).toBeInTheDocument();
      // The frame has not been painted yet: the first row only, and no page buttons to push down.
      expect(screen.getAllByRole('link', { name: /View details of/ })).toHaveLength(FIRST_PAINT_CARDS);
      expect(screen.queryByRole('button', { name: 'Page 3' })).toBeNull();
      act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
      await waitFor(() => expect(screen.getAllByRole('link', { name: /View details of/ })).toHaveLength(12));
      expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    } finally {
      raf.mockRestore();
    }
  });

  it("asks for the address's list before its first render (lazyPage's prefetch): the first render has the cards, not their skeleton", async () => {
    const calls = mockApi([['GET', /^\/donations$/, () => ({ body: { success: true, data: campaigns(12), total: 30 } })], causesRoute]);
    window.history.replaceState(null, '', '/donations?q=water&page=2');
    const Page = lazyPage(() => import('./campaigns-page'), <p>loading</p>);
    // Every render of the list area, in order: the skeleton (role status) or the cards.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (screen.queryByRole('status', { name: 'Loading campaigns' })) seen.push('skeleton');
      if (screen.queryByText('Campaign 1')) seen.push('cards');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderWithProviders(<Page />, { route: '/donations?q=water&page=2' });
    expect(await screen.findByText('Campaign 1')).toBeInTheDocument();
    observer.disconnect();
    expect(seen).not.toContain('skeleton');
    const lists = calls.filter((c) => c.path === '/donations');
    expect(lists).toHaveLength(1);
    expect(lists[0]!.url.searchParams.get('q')).toBe('water');
    expect(lists[0]!.url.searchParams.get('offset')).toBe('12');
    window.history.replaceState(null, '', '/');
  });

  it('reads the filters from the URL and sends them', async () => {
    const calls = mockApi([['GET', /^\/donations$/, () => ({ body: { success: true, data: [campaign()], total: 13 } })], causesRoute]);
    renderWithProviders(<CampaignsPage />, { route: '/donations?q=water&category=Flood&page=2' });
    expect(await screen.findByText('13 campaigns found')).toBeInTheDocument();
    // Filtered, it is still the campaigns page.
    await waitFor(() => expect(document.title).toBe('Active Campaigns – Post-Disaster Relief Donation Platform'));
    const url = calls.find((c) => c.path === '/donations')!.url;
    expect(url.searchParams.get('q')).toBe('water');
    expect(url.searchParams.get('category')).toBe('Flood');
    expect(url.searchParams.get('offset')).toBe('12');
    expect(screen.getByLabelText('Search campaigns')).toHaveValue('water');
  });

  it('puts the search text in the URL', async () => {
    const calls = mockApi([['GET', /^\/donations$/, () => ({ body: { success: true, data: [], total: 0 } })], causesRoute]);
    renderWithProviders(<CampaignsPage />, { route: '/donations' });
    await userEvent.type(screen.getByLabelText('Search campaigns'), 'cyclone');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/donations?q=cyclone'));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('q') === 'cyclone')).toBe(true));
    expect(await screen.findByText('No campaigns match your search.')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    mockApi([['GET', /^\/donations$/, () => ({ status: 500, body: { success: false, message: 'Database is busy' } })], causesRoute]);
    renderWithProviders(<CampaignsPage />, { route: '/donations' });
    expect(await screen.findByText('Database is busy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers the first page when the page in the URL is past the end', async () => {
    mockApi([['GET', /^\/donations$/, () => ({ body: { success: true, data: [], total: 5 } })], causesRoute]);
    renderWithProviders(<CampaignsPage />, { route: '/donations?page=9' });
    expect(await screen.findByText('There is no page 9.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/donations$/));
  });

  it('filters by category with a native select of GET /causes (active ones, retired ones with campaigns) kept in the URL; "All categories" clears it', async () => {
    const calls = mockApi([['GET', /^\/donations$/, () => ({ body: { success: true, data: [campaign()], total: 1 } })], causesRoute]);
    renderWithProviders(<CampaignsPage />, { route: '/donations?category=Flood&page=2' });
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('Flood');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All categories', 'Cyclone', 'Education', 'Flood', 'Landslide', 'Winter clothes']),
    );

    await userEvent.selectOptions(select, 'Education');
    // A new category starts at page 1.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/donations\?category=Education$/));
    expect(select).toHaveValue('Education');
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('category') === 'Education')).toBe(true));

    await userEvent.selectOptions(select, 'All categories');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/donations$/));
    expect(select).toHaveValue('');
  });

  it('keeps a category from a link that is not in the list selected', async () => {
    mockApi([['GET', /^\/donations$/, () => ({ body: { success: true, data: [], total: 0 } })], causesRoute]);
    renderWithProviders(<CampaignsPage />, { route: '/donations?category=Drought' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Drought');
    expect(screen.getByRole('option', { name: 'Drought' })).toBeInTheDocument();
  });
});
