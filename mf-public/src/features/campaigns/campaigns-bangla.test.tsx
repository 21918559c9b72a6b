import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../testing/render';
import { campaign, campaigns, causesRoute } from '../testing/fixtures';
import { inBangla } from '../testing/bangla';
import CampaignsPage from './campaigns-page';
import CampaignDetailPage from './campaign-detail-page';

describe('campaign pages in Bangla', { timeout: 20_000 }, () => {
  it('/donations: heading, count, filters, cards and pagination in Bangla', async () => {
    mockApi([['GET', /^\/donations$/, () => ({ body: { success: true, data: campaigns(12), total: 30 } })], causesRoute]);
    await inBangla();
    renderWithProviders(<CampaignsPage />, { route: '/donations' });
    expect(await screen.findByText('Campaign 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'চলমান ক্যাম্পেইন' })).toBeInTheDocument();
    expect(screen.queryByText('Active Campaigns')).toBeNull();
    await waitFor(() => expect(document.title).toBe('চলমান ক্যাম্পেইন – দুর্যোগ-পরবর্তী ত্রাণ অনুদান প্ল্যাটফর্ম'));
    expect(screen.getByText('৩০টি ক্যাম্পেইন')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ক্যাম্পেইন খুঁজুন' })).toHaveAttribute('placeholder', 'শিরোনাম বা বিবরণ');
    const category = screen.getByLabelText('খাত') as HTMLSelectElement;
    expect(await within(category).findByRole('option', { name: 'বন্যা' })).toHaveValue('Flood');
    expect(within(category).getByRole('option', { name: 'সব খাত' })).toHaveValue('');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /: বিস্তারিত দেখুন$/ })).toHaveLength(12));
    expect(screen.getAllByText('বন্যা').length).toBeGreaterThanOrEqual(12);
    // The page number in Bengali digits, shown and named alike (WCAG 2.5.3: the name contains the visible text).
    expect(screen.getByRole('button', { name: 'পাতা ৩' }).textContent).toBe('৩');
    expect(screen.getByRole('button', { name: 'পরের পাতা' })).toBeInTheDocument();
  });

  it('/donations with a search that finds nothing says so in Bangla', async () => {
    mockApi([['GET', /^\/donations$/, () => ({ body: { success: true, data: [], total: 0 } })], causesRoute]);
    await inBangla();
    renderWithProviders(<CampaignsPage />, { route: '/donations?q=zzz' });
    expect(await screen.findByText('আপনার খোঁজের সঙ্গে মেলে এমন কোনো ক্যাম্পেইন নেই।')).toBeInTheDocument();
    expect(screen.getByText('০টি ক্যাম্পেইন পাওয়া গেছে')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ফিল্টার মুছে দিন' })).toBeInTheDocument();
  });

  it('/donations/:id: target, progress, donors, updates and the closed note in Bangla', async () => {
    const donors = [
      { name: 'রহিম উদ্দিন', donationAmount: 1500, time: Date.UTC(2026, 10, 20, 6), anonymous: false },
      { name: 'Anonymous', donationAmount: 500, time: Date.UTC(2026, 10, 21, 6), anonymous: true },
    ];
    const update = (id: number) => ({ id, body: `হালনাগাদ ${id}`, image: null, createdAt: Date.UTC(2026, 10, id) });
    mockApi([
      ['GET', /^\/single-donation\/7$/, () => ({ body: { success: true, data: campaign({ _id: '7', closed: true, donations: donors, donorCount: 2 }) } })],
      ['GET', /^\/campaigns\/7\/updates$/, () => ({ body: { success: true, data: [update(20), ...Array.from({ length: 4 }, (_, i) => update(10 - i))], total: 6 } })],
    ]);
    await inBangla();
    renderWithProviders(<CampaignDetailPage />, { route: '/donations/7', path: '/donations/:donationId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flood relief in Sylhet' })).toBeInTheDocument();
    expect(screen.getByText('বন্যা')).toBeInTheDocument();
    expect(screen.getByText('লক্ষ্য:', { exact: false })).toHaveTextContent('লক্ষ্য: ৳১,০০,০০০');
    expect(screen.getByText('৳২৫,০০০ উঠেছে')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'লক্ষ্যের ২৫% উঠেছে' })).toBeInTheDocument();
    expect(screen.getByText('এ পর্যন্ত ২টি অনুদান')).toBeInTheDocument();
    expect(screen.getByTestId('days-left')).toHaveTextContent('বন্ধ');
    expect(screen.getByRole('note')).toHaveTextContent('বন্ধ। এই ক্যাম্পেইনে আর নতুন অনুদান নেওয়া হচ্ছে না।');
    expect(screen.queryByRole('button', { name: 'এখনই দান করুন' })).toBeNull();
    expect(screen.getByRole('button', { name: 'শেয়ার করুন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'এই ক্যাম্পেইন সম্পর্কে' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব ক্যাম্পেইন' })).toHaveAttribute('href', '/donations');
    // Recent donors: an anonymous one is বেনামি; dates and amounts in Bangla.
    expect(screen.getByRole('heading', { name: 'সাম্প্রতিক দাতারা' })).toBeInTheDocument();
    expect(screen.getByText('বেনামি')).toBeInTheDocument();
    expect(screen.getByText('৳১,৫০০')).toBeInTheDocument();
    expect(screen.getByText('২০ নভে, ২০২৬')).toBeInTheDocument();
    // Updates: heading, dates and "show more" in Bangla.
    const updates = await screen.findByTestId('campaign-updates');
    expect(within(updates).getAllByRole('listitem')[0]!.querySelector('time')).toHaveTextContent('২০ নভেম্বর, ২০২৬');
    expect(screen.getByRole('heading', { name: 'হালনাগাদ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আরও ১টি হালনাগাদ দেখুন' })).toBeInTheDocument();
    expect(screen.queryByText('About this campaign')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Flood relief in Sylhet – দুর্যোগ-পরবর্তী ত্রাণ অনুদান প্ল্যাটফর্ম'));
  });

  it('/donations/:id of a campaign that does not exist says so in Bangla', async () => {
    mockApi([['GET', /^\/single-donation\/9$/, () => ({ status: 404, body: { success: false, message: 'ক্যাম্পেইন পাওয়া যায়নি' } })]]);
    await inBangla();
    renderWithProviders(<CampaignDetailPage />, { route: '/donations/9', path: '/donations/:donationId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ক্যাম্পেইন পাওয়া যায়নি' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব ক্যাম্পেইন দেখুন' })).toHaveAttribute('href', '/donations');
  });
});
