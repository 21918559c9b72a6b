import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPage } from 'shared-auth';
import { mockApi, renderWithProviders } from '../testing/render';
import { campaign } from '../testing/fixtures';
import CampaignDetailPage from './campaign-detail-page';

/** How often the donate dialog's module has been loaded: the page must not bring it along. */
const dialogModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../donate/donate-dialog', async (importOriginal) => {
  dialogModule.loads += 1;
  return importOriginal();
});

describe('CampaignDetailPage', { timeout: 20_000 }, () => {
  it('shows the campaign with Tk amounts, progress and Donate Now, whose dialog downloads on intent', async () => {
    mockApi([['GET', /^\/single-donation\/7$/, () => ({ body: { success: true, data: campaign({ _id: '7' }) } })]]);
    renderWithProviders(<CampaignDetailPage />, { route: '/donations/7', path: '/donations/:donationId' });
    // The tab says which page this is: "Campaign" while loading, then the campaign's own title.
    expect(document.title).toBe('Campaign – Post-Disaster Relief Donation Platform');
    expect(await screen.findByRole('heading', { name: 'Flood relief in Sylhet' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Flood relief in Sylhet – Post-Disaster Relief Donation Platform'));
    expect(screen.getByText('Tk 100,000')).toBeInTheDocument();
    expect(screen.getByText('Tk 25,000 raised')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    // The dialog is not part of the page: pointing at Donate Now downloads it.
    const donateNow = screen.getByRole('button', { name: 'Donate Now' });
    expect(dialogModule.loads).toBe(0);
    await userEvent.hover(donateNow);
    await waitFor(() => expect(dialogModule.loads).toBe(1));
    await userEvent.click(donateNow);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(dialogModule.loads).toBe(1);
  });

  it('a gift refused because the campaign closed meanwhile: the dialog stays with the message, then the page says Closed', async () => {
    let closed = false;
    const CLOSED = 'This campaign is closed and takes no new gifts.';
    mockApi([
      ['GET', /^\/single-donation\/7$/, () => ({ body: { success: true, data: { ...campaign({ _id: '7' }), endsAt: null, closedAt: closed ? Date.now() : null, closed } } })],
      ['GET', /^\/payment-accounts$/, () => ({ body: { success: true, data: [] } })],
      [
        'POST',
        /^\/user-donation$/,
        () => {
          closed = true; // an admin closed it before this gift arrived
          return { status: 409, body: { success: false, message: CLOSED } };
        },
      ],
    ]);
    const user = userEvent.setup();
    renderWithProviders(<CampaignDetailPage />, { route: '/donations/7', path: '/donations/:donationId' });
    await user.click(await screen.findByRole('button', { name: 'Donate Now' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Your name/), 'Late Donor');
    await user.type(within(dialog).getByLabelText(/Your email/), 'late@example.com');
    await user.type(within(dialog).getByLabelText(/Amount/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Donate' }));
    expect(await within(dialog).findByText(CLOSED)).toBeInTheDocument();
    // The 409 refreshed the campaign (now closed), and the dialog is still there to say why.
    await waitFor(() => expect(screen.getByTestId('days-left')).toHaveTextContent('Closed'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText(CLOSED)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('note')).toHaveTextContent('Closed. This campaign takes no new gifts.');
    expect(screen.queryByRole('button', { name: 'Donate Now' })).toBeNull();
  });

  it('says clearly when the campaign does not exist', async () => {
    mockApi([['GET', /^\/single-donation\//, () => ({ status: 404, body: { success: false, message: 'Campaign not found' } })]]);
    renderWithProviders(<CampaignDetailPage />, { route: '/donations/999', path: '/donations/:donationId' });
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Campaign not found – Post-Disaster Relief Donation Platform'));
    expect(screen.getByRole('link', { name: 'See all campaigns' })).toHaveAttribute('href', '/donations');
  });

  it('asks once for a campaign that is not there (the prefetch before the first render, then the page: not twice); an address that is no campaign id not at all', async () => {
    const calls = mockApi([['GET', /^\/single-donation\//, () => ({ status: 404, body: { success: false, message: 'Campaign not found' } })]]);
    /** The page as the shell opens it: lazyPage runs its prefetch, then renders it. */
    async function open(address: string) {
      window.history.replaceState(null, '', address);
      const Page = lazyPage(() => import('./campaign-detail-page'), <p>loading</p>);
      const view = renderWithProviders(<Page />, { route: address, path: '/donations/:donationId' });
      expect(await screen.findByRole('heading', { name: 'Campaign not found' }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See all campaigns' })).toHaveAttribute('href', '/donations');
      // A second call would have gone out by now.
      await new Promise((resolve) => setTimeout(resolve, 200));
      view.unmount();
    }
    try {
      await open('/donations/999999');
      expect(calls.map((c) => c.path)).toEqual(['/single-donation/999999']);
      for (const address of ['/donations/abc', '/donations/0', '/donations/007', '/donations/12a', '/donations/%20']) await open(address);
      expect(calls).toHaveLength(1);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('a failure the prefetch got is shown as it is (not asked again on the first render), and asked again on Try again', async () => {
    let answers = 0;
    const calls = mockApi([
      ['GET', /^\/single-donation\/7$/, () => (++answers === 1 ? { status: 500, body: { success: false, message: 'Server error' } } : { body: { success: true, data: campaign({ _id: '7', title: 'Flood relief' }) } })],
    ]);
    window.history.replaceState(null, '', '/donations/7');
    try {
      const Page = lazyPage(() => import('./campaign-detail-page'), <p>loading</p>);
      renderWithProviders(<Page />, { route: '/donations/7', path: '/donations/:donationId' });
      expect(await screen.findByText('Could not load this campaign', {}, { timeout: 5000 })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(calls).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Flood relief' })).toBeInTheDocument();
      expect(calls.filter((c) => c.path === '/single-donation/7')).toHaveLength(2);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('shares the campaign\'s share card with the share sheet, or copies its link where there is none', async () => {
    mockApi([['GET', /^\/single-donation\/7$/, () => ({ body: { success: true, data: campaign({ _id: '7' }) } })]]);
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderWithProviders(<CampaignDetailPage />, { route: '/donations/7', path: '/donations/:donationId' });
      await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({ title: 'Flood relief in Sylhet', url: 'http://api.test/api/v1/share/campaigns/7' });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('copies the link when the browser has no share sheet, and says so', async () => {
    mockApi([['GET', /^\/single-donation\/7$/, () => ({ body: { success: true, data: campaign({ _id: '7' }) } })]]);
    const user = userEvent.setup();
    renderWithProviders(<CampaignDetailPage />, { route: '/donations/7', path: '/donations/:donationId' });
    expect('share' in navigator).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://api.test/api/v1/share/campaigns/7');
  });

  it('shows the days left; a closed campaign says Closed in place of Donate Now and keeps its totals', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    mockApi([
      ['GET', /^\/single-donation\/7$/, () => ({ body: { success: true, data: { ...campaign({ _id: '7' }), endsAt: Date.now() + 12 * DAY, closedAt: null, closed: false } } })],
      ['GET', /^\/single-donation\/8$/, () => ({ body: { success: true, data: { ...campaign({ _id: '8' }), endsAt: null, closedAt: Date.now() - DAY, closed: true } } })],
    ]);
    const open = renderWithProviders(<CampaignDetailPage />, { route: '/donations/7', path: '/donations/:donationId' });
    expect(await screen.findByRole('heading', { name: 'Flood relief in Sylhet' })).toBeInTheDocument();
    expect(screen.getByTestId('days-left')).toHaveTextContent(/^1[12] days left$/);
    expect(screen.getByRole('button', { name: 'Donate Now' })).toBeInTheDocument();
    open.unmount();

    renderWithProviders(<CampaignDetailPage />, { route: '/donations/8', path: '/donations/:donationId' });
    expect(await screen.findByRole('heading', { name: 'Flood relief in Sylhet' })).toBeInTheDocument();
    expect(screen.getByTestId('days-left')).toHaveTextContent('Closed');
    expect(screen.getByRole('note')).toHaveTextContent('Closed. This campaign takes no new gifts.');
    expect(screen.queryByRole('button', { name: 'Donate Now' })).toBeNull();
    expect(screen.getByText('Tk 25,000 raised')).toBeInTheDocument();
  });

  it("lists the campaign's updates newest first, an uploaded photo with its widths, and shows more on request", async () => {
    const update = (id: number, body: string, image: string | null = null) => ({ id, body, image, createdAt: Date.UTC(2026, 10, id) });
    const calls = mockApi([
      ['GET', /^\/single-donation\/7$/, () => ({ body: { success: true, data: campaign({ _id: '7' }) } })],
      [
        'GET',
        /^\/campaigns\/7\/updates$/,
        (call) => {
          const all = [update(20, 'Boats have arrived', '/assets/uploads/0123456789abcdef01234567-1200.webp'), ...Array.from({ length: 6 }, (_, i) => update(10 - i, `Update ${10 - i}`))];
          const limit = Number(call.url.searchParams.get('limit'));
          return { body: { success: true, data: all.slice(0, limit), total: all.length } };
        },
      ],
    ]);
    renderWithProviders(<CampaignDetailPage />, { route: '/donations/7', path: '/donations/:donationId' });
    const list = await screen.findByTestId('campaign-updates');
    expect(screen.getByRole('heading', { name: 'Updates' })).toBeInTheDocument();
    const items = [...list.querySelectorAll('li')];
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Boats have arrived', 'Update 10', 'Update 9', 'Update 8', 'Update 7']);
    expect(items[0]!.querySelector('time')).toHaveTextContent('20 November 2026');
    expect(items[0]!.querySelector('img')?.getAttribute('srcset')).toContain('0123456789abcdef01234567-400.webp 400w');
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 more updates' }));
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(7));
    expect(screen.queryByRole('button', { name: /more update/ })).toBeNull();
    expect(calls.filter((c) => c.path === '/campaigns/7/updates').map((c) => c.url.searchParams.get('limit'))).toEqual(['5', '15']);
  });
});
