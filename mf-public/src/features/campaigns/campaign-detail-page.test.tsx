import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '../testing/render';
import { campaign } from '../testing/fixtures';
import CampaignDetailPage from './campaign-detail-page';

describe('CampaignDetailPage', { timeout: 20_000 }, () => {
  it('shows the campaign with Tk amounts, progress and Donate Now', async () => {
    mockApi([['GET', /^\/single-donation\/7$/, () => ({ body: { success: true, data: campaign({ _id: '7' }) } })]]);
    renderWithProviders(<CampaignDetailPage />, { route: '/donations/7', path: '/donations/:donationId' });
    expect(await screen.findByRole('heading', { name: 'Flood relief in Sylhet' })).toBeInTheDocument();
    expect(screen.getByText('Tk 100,000')).toBeInTheDocument();
    expect(screen.getByText('Tk 25,000 raised')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('says clearly when the campaign does not exist', async () => {
    mockApi([['GET', /^\/single-donation\//, () => ({ status: 404, body: { success: false, message: 'Campaign not found' } })]]);
    renderWithProviders(<CampaignDetailPage />, { route: '/donations/999', path: '/donations/:donationId' });
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all campaigns' })).toHaveAttribute('href', '/donations');
  });
});
