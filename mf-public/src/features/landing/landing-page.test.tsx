import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '../testing/render';
import { campaign, campaigns, causesRoute } from '../testing/fixtures';
import LandingPage from './landing-page';
import type { Testimonial } from 'api/types';

// Public answers carry no email any more; should one still come, it is not shown.
const testimonials = [
  { _id: 't1', title: 'Fast help', testimonial: 'They reached our village in two days.', name: 'Salma Begum', email: 'salma@example.com', time: Date.UTC(2026, 2, 15) },
  { _id: 't2', title: 'Transparent', testimonial: 'I could see where my money went.', name: 'Arif Khan', email: 'arif@example.com', time: Date.UTC(2026, 3, 2) },
] as unknown as Testimonial[];

function api(testimonialList: Testimonial[] = testimonials) {
  return mockApi([
    ['GET', /^\/donations$/, () => ({ body: { success: true, data: campaigns(6), total: 40 } })],
    ['GET', /^\/get-testimonials$/, () => ({ body: { success: true, data: testimonialList } })],
    causesRoute,
  ]);
}

/** Every lazy section counts as visible at once. */
class VisibleObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never));
  }
  disconnect() {}
  unobserve() {}
}

describe('LandingPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', VisibleObserver);
  });

  it('has every section, heading and text from the start; only the heavy parts wait until scrolled near', async () => {
    // Nothing is ever in view: the lazy parts stay unloaded.
    class NeverVisible {
      observe() {}
      disconnect() {}
      unobserve() {}
    }
    vi.stubGlobal('IntersectionObserver', NeverVisible);
    const calls = api();
    renderWithProviders(<LandingPage />, { route: '/' });
    for (const [id, heading] of [
      ['testimonials', 'What customers are saying'],
      ['causes', 'Causes we support'],
      ['contact', 'Contact Me'],
      ['clothing', 'Clothing collection'],
    ] as const) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      expect(document.getElementById(id)).not.toBeNull();
    }
    expect(screen.getByText('Donors and volunteers on why they give.')).toBeInTheDocument();
    expect(screen.getByText(/Write to us and the team will get back to you/)).toBeInTheDocument();
    expect(screen.getByText('Most experienced team')).toBeInTheDocument();
    // The heavy parts are not there, and their data was not asked for.
    await screen.findAllByRole('article');
    expect(screen.queryByRole('form', { name: 'Contact' })).toBeNull();
    expect(screen.queryByTestId('cause-gallery')).toBeNull();
    expect(calls.some((c) => c.url.pathname.endsWith('/get-testimonials'))).toBe(false);
  });

  it('as its static first screen (scripts/first-screen.tsx): every heading and text, the link to all campaigns, and nothing that needs data or code', async () => {
    const calls = api();
    renderWithProviders(<LandingPage firstScreen />, { route: '/' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    for (const heading of ['Our purpose', 'Featured campaigns', 'What customers are saying', 'Causes we support', 'Contact Me', 'Clothing collection']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'See all campaigns' })).toHaveAttribute('href', '/donations');
    // No campaign, no loading state, nothing asked of the API (the page brings them when it renders).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByTestId('featured-campaigns')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('presents the platform with Know More links to /about-us', async () => {
    api();
    document.title = 'Sign In – Post-Disaster Relief Donation Platform'; // the page before
    renderWithProviders(<LandingPage />, { route: '/' });
    expect(document.title).toBe('Post-Disaster Relief Donation Platform');
    expect(screen.getByText(/disaster relief donation platform supporting relief efforts through donations and community action/)).toBeInTheDocument();
    const knowMore = screen.getAllByRole('link', { name: 'Know More' });
    expect(knowMore.length).toBeGreaterThanOrEqual(1);
    for (const link of knowMore) expect(link).toHaveAttribute('href', '/about-us');
  });

  it('shows six featured campaigns with 100-character descriptions, asking for limit=6', async () => {
    const calls = api();
    renderWithProviders(<LandingPage />, { route: '/' });
    const grid = await screen.findByTestId('featured-campaigns');
    expect(within(grid).getAllByRole('article')).toHaveLength(6);
    expect(within(grid).getAllByText(campaign().description.slice(0, 100) + '...')).toHaveLength(6);
    expect(within(grid).getAllByRole('progressbar')).toHaveLength(6);
    const list = calls.find((c) => c.url.pathname.endsWith('/donations'))!;
    expect(list.url.searchParams.get('limit')).toBe('6');
  });

  it('shows the testimonials with name, date and initials avatar, and no email address', async () => {
    api();
    renderWithProviders(<LandingPage />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'What customers are saying' }, { timeout: 8000 })).toBeInTheDocument();
    expect(document.getElementById('testimonials')).not.toBeNull();
    expect(await screen.findByText('Fast help')).toBeInTheDocument();
    expect(screen.queryByText('salma@example.com')).toBeNull();
    expect(screen.getAllByText('15 March 2026').length).toBeGreaterThan(0); // shared-auth's formatDate, long style
    expect(screen.getByText('SB')).toBeInTheDocument();
    // Autoplay can be paused and resumed (WCAG 2.2.2).
    await userEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
  });

  it('shows a friendly empty state when there are no testimonials', async () => {
    api([]);
    renderWithProviders(<LandingPage />, { route: '/' });
    expect(await screen.findByText('No testimonials yet', undefined, { timeout: 8000 })).toBeInTheDocument();
  });

  it('links a tile per cause of GET /causes (not the retired ones without campaigns) to the filtered campaign list, and shows the clothing strip', async () => {
    api();
    renderWithProviders(<LandingPage />, { route: '/' });
    const gallery = await screen.findByTestId('cause-gallery', undefined, { timeout: 8000 });
    await waitFor(() => expect(within(gallery).getAllByRole('link')).toHaveLength(5));
    const links = within(gallery).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/donations?category=Cyclone',
      '/donations?category=Education',
      '/donations?category=Flood',
      '/donations?category=Landslide',
      '/donations?category=Winter+clothes',
    ]);
    expect(links[4]).toHaveAccessibleName('Winter clothes campaigns');
    // The causes the platform started with have their picture; a newer one a tile of its initial.
    expect(links[0]!.querySelector('img')).not.toBeNull();
    expect(links[4]!.querySelector('img')).toBeNull();
    expect(await screen.findByText('Most experienced team', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Efficient distribution')).toBeInTheDocument();
    expect(screen.getByText('Trusted local partner')).toBeInTheDocument();
  });
});
