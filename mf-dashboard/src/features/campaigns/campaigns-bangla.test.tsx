import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { ADMIN, mockApi, renderWithProviders } from '../frame/test/render';
import { CampaignsTablePage } from './campaigns-table-page';
import { CreateCampaignPage } from './create-campaign-page';
import { statusText } from './campaign-status';
import { EMPTY_CAMPAIGN, validateCampaign } from './campaign-values';
import { validateUpdate } from './post-update-form';
import { campaign } from './test-data';

async function inBangla() {
  await i18n.changeLanguage('bn');
  await i18n.loadNamespaces([NS.campaigns, NS.causes, NS.common, NS.frame, NS.csv]);
}

describe('Campaigns in Bangla', () => {
  it('lists the campaigns with Bangla headings, statuses, digits and ৳', async () => {
    await inBangla();
    const list = [campaign(), campaign({ _id: '4', title: 'School books', amount: 1250.5, endsAt: Date.UTC(2099, 11, 10, 18) })];
    mockApi((call) => (call.url === '/donations' ? { body: { success: true, data: list, total: 2 } } : undefined));
    renderWithProviders(<CampaignsTablePage />, { as: ADMIN });
    expect(screen.getByRole('heading', { name: 'সব অনুদান ক্যাম্পেইন' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'All Donations' })).toBeNull();
    expect(document.title.startsWith('সব অনুদান ক্যাম্পেইন')).toBe(true);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['ক্রম', 'শিরোনাম', 'খাত', 'পরিমাণ', 'অবস্থা', 'করণীয়']);
    const second = within(table).getAllByRole('row')[2]!;
    expect(within(second).getAllByRole('cell').map((td) => td.textContent).slice(0, 4)).toEqual(['২', 'School books', 'বন্যা', '৳১,২৫০.৫০']);
    expect(second).toHaveTextContent('চালু');
    expect(second).toHaveTextContent('১০ ডিসে, ২০৯৯ পর্যন্ত');
    expect(screen.getByText('২টি অনুদান ক্যাম্পেইন')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'School books মুছে ফেলুন' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sylhet flood বন্ধ করুন' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/এখন থেকে এতে নতুন অনুদান নেওয়া হবে না/)).toBeTruthy();
  });

  it('asks for a new campaign in Bangla and says what is missing in Bangla', async () => {
    await inBangla();
    mockApi((call) => (call.url === '/causes' ? { body: { success: true, data: [{ id: 1, name: 'Flood', retired: false, campaignCount: 0 }] } } : undefined));
    renderWithProviders(<CreateCampaignPage />, { as: ADMIN });
    expect(screen.getByRole('heading', { name: 'নতুন অনুদান ক্যাম্পেইন তৈরি করুন' })).toBeTruthy();
    expect(screen.queryByText('Create a New Donation')).toBeNull();
    // The causes the platform started with by their Bangla names; the value sent stays the stored name.
    expect(((await screen.findByRole('option', { name: 'বন্যা' })) as HTMLOptionElement).value).toBe('Flood');
    await userEvent.click(screen.getByRole('button', { name: 'ক্যাম্পেইন তৈরি করুন' }));
    expect(await screen.findByText('শিরোনাম দিতে হবে')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /পরিমাণ \(টাকা\)/ })).toBeTruthy();
  });

  it('says the picked end date in Bangla (the browser writes its own field in its own language)', async () => {
    await inBangla();
    mockApi((call) => (call.url === '/causes' ? { body: { success: true, data: [] } } : undefined));
    renderWithProviders(<CreateCampaignPage />, { as: ADMIN });
    const field = screen.getByLabelText('শেষ তারিখ') as HTMLInputElement;
    expect(screen.queryByTestId('chosen-date')).toBeNull();
    fireEvent.change(field, { target: { value: '2099-12-10' } });
    const chosen = await screen.findByTestId('chosen-date');
    expect(chosen).toHaveTextContent('বেছে নেওয়া তারিখ: ১০ ডিসেম্বর, ২০৯৯।');
    // Read with the field (its description).
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toContain('১০ ডিসেম্বর, ২০৯৯');
  });

  it('words validation messages and statuses in Bangla, numbers and dates with Bengali digits', async () => {
    await inBangla();
    expect(validateCampaign(EMPTY_CAMPAIGN).title).toBe('শিরোনাম দিতে হবে');
    const good = { ...EMPTY_CAMPAIGN, image: 'https://example.org/a.jpg', category: 'Flood', title: 'T', description: 'D' };
    expect(validateCampaign({ ...good, amount: '10000001' }).amount).toBe('পরিমাণ সর্বোচ্চ ১,০০,০০,০০০ হতে পারে');
    expect(validateUpdate({ body: 'x'.repeat(5001), image: '' }).body).toBe('সর্বোচ্চ ৫,০০০ অক্ষর');
    const now = Date.UTC(2026, 10, 26, 12);
    expect(statusText({ endsAt: Date.UTC(2026, 11, 10, 18), closedAt: null, closed: false }, now)).toBe('১০ ডিসে, ২০২৬ পর্যন্ত চালু');
    expect(statusText({ endsAt: null, closedAt: now, closed: true }, now)).toBe('বন্ধ');
  });
});
