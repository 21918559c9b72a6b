import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { Dashboard } from '../frame/dashboard';
import { ADMIN, API, USER, mockApi, renderWithProviders } from '../frame/test/render';
import { transferErrors } from './pending-help';
import { gift } from './test-data';

const pending = gift({ _id: '5', status: 'pending', transactionId: null, senderNumber: null, channel: null, confirmedAt: null, receiptNo: null, expiresAt: Date.UTC(2026, 10, 27, 6) });
const refunded = gift({ _id: '7', status: 'refunded', statusReason: 'Sent twice' });
const confirmed = gift({ _id: '8' });
const ACCOUNTS = [{ _id: '1', campaignId: null, channel: 'bkash', label: 'bKash merchant', number: '01700000001', accountName: 'Relief', createdAt: 1 }];

async function inBangla() {
  await i18n.changeLanguage('bn');
  await i18n.loadNamespaces([NS.common, NS.frame, NS.csv, NS.payments, NS['user-donations']]);
}

describe('donations in Bangla', () => {
  it("shows a donor's history in Bangla: count, columns, states, what to do, reasons and receipts", async () => {
    await inBangla();
    mockApi(({ url }) => {
      if (url === '/user-donations/rahim%40example.com') return { body: { success: true, data: [pending, refunded, confirmed], total: 3 } };
      if (url === '/payment-accounts') return { body: { success: true, data: ACCOUNTS } };
      return undefined;
    });
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/user-donations/rahim@example.com', route: '/dashboard/*' });
    expect(await screen.findByRole('heading', { name: 'অনুদানের সংখ্যা' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Number Of Donations' })).toBeNull();
    expect(document.title.startsWith('আমার অনুদান – ')).toBe(true);
    expect((await screen.findByTestId('my-donations-count')).textContent).toBe('৩');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['ছবি', 'শিরোনাম', 'পরিমাণ', 'সময়', 'অবস্থা']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('৳৫০০')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('২০ নভে, ২০২৬')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('অপেক্ষমাণ')).toBeInTheDocument();
    await waitFor(() =>
      expect(rows[0]).toHaveTextContent('রেফারেন্স হিসেবে RLF-5 লিখে ৳৫০০ পাঠান এখানে: bKash merchant 01700000001। তারপর ট্রানজ্যাকশন আইডি যোগ করুন। টাকা না পাঠালে এর মেয়াদ শেষ হবে ২৭ নভে, ২০২৬'),
    );
    expect(within(rows[0]!).getByText('RLF-5').tagName).toBe('B');
    expect(within(rows[0]!).getByRole('button', { name: 'RLF-5-এর ট্রানজ্যাকশন আইডি যোগ করুন' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('ফেরত দেওয়া')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('কারণ: Sent twice')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'RLF-8-এর রসিদ RCT-000001 (PDF)' })).toHaveTextContent('রসিদ (PDF)');
    const year = screen.getByRole('combobox', { name: 'বিবরণীর বছর' });
    expect(within(year).getAllByRole('option')[0]!.textContent).toMatch(/^[০-৯]{4}$/);
    expect(screen.getByRole('button', { name: 'বিবরণী ডাউনলোড করুন (PDF)' })).toBeInTheDocument();
  });

  it("says in Bangla that only one's own donations can be seen, with a link to them", async () => {
    await inBangla();
    mockApi(() => undefined);
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/user-donations/other@example.com', route: '/dashboard/*' });
    expect(await screen.findByText('আপনি শুধু নিজের অনুদান দেখতে পারবেন।')).toBeTruthy();
    expect(screen.queryByText(/অ্যাডমিনদের জন্য/)).toBeNull();
    expect(screen.getByRole('link', { name: 'নিজের অনুদান দেখুন' }).getAttribute('href')).toBe('/dashboard/user-donations/rahim%40example.com');
  });

  it('checks transfer details in Bangla', async () => {
    await inBangla();
    expect(transferErrors('bank', 'a!', '12')).toEqual({
      transactionId: 'ট্রানজ্যাকশন আইডির ৪ থেকে ৪০টি অক্ষর ও অঙ্ক লিখুন',
      senderNumber: 'যে ব্যাংক অ্যাকাউন্ট থেকে পাঠিয়েছেন তার নম্বর লিখুন (৬ থেকে ২০ অঙ্ক)',
    });
  });

  it('lists every donation for an admin in Bangla, with the confirmed sum in ৳ and the status filter', async () => {
    await inBangla();
    mockApi(({ url }) => (url === '/user-donations' ? { body: { success: true, data: [pending, confirmed], total: 1250 } } : undefined));
    renderWithProviders(<Dashboard />, { as: ADMIN, path: '/dashboard/user-donations', route: '/dashboard/*' });
    expect(await screen.findByRole('heading', { name: 'মোট অনুদান' })).toBeInTheDocument();
    expect((await screen.findByTestId('donations-count')).textContent).toBe('১,২৫০');
    expect(screen.getByTestId('donations-count').parentElement).toHaveTextContent('১,২৫০টি অনুদান; এই পাতায় নিশ্চিত হয়েছে ৳৫০০');
    const status = screen.getByRole('combobox', { name: 'অবস্থা' });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['সব অবস্থা', 'অপেক্ষমাণ', 'নিশ্চিত', 'বাতিল', 'মেয়াদোত্তীর্ণ', 'ফেরত দেওয়া']);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'নাম', 'ইমেইল', 'শিরোনাম', 'পরিমাণ', 'তারিখ', 'অবস্থা']);
    await userEvent.click(within(table).getByRole('button', { name: 'RLF-8 ফেরত দিন' }));
    const dialog = await screen.findByRole('dialog', { name: 'অনুদান ফেরত দিন' });
    expect(within(dialog).getByText('RLF-8: Rahim Uddin-এর দেওয়া ৳৫০০। এই পরিমাণ সব হিসাব থেকে বাদ যাবে।')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ফেরত দিন' }));
    expect(within(dialog).getByText('একটি কারণ লিখুন')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /কারণ/ })).toBeInTheDocument();
  });

  it('says in Bangla when a receipt cannot be fetched because the server is out of reach', async () => {
    await inBangla();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init);
        const url = new URL(request.url);
        if (url.pathname.endsWith('.pdf')) throw new TypeError('Failed to fetch');
        const path = url.pathname.replace(new URL(API).pathname, '');
        const body = path === '/user-donations/rahim%40example.com' ? { success: true, data: [confirmed], total: 1 } : { success: true, data: [] };
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/user-donations/rahim@example.com', route: '/dashboard/*' });
    await userEvent.click(await screen.findByRole('button', { name: 'RLF-8-এর রসিদ RCT-000001 (PDF)' }));
    expect(await screen.findByText('ডাউনলোড করা যায়নি')).toBeInTheDocument();
    expect(screen.getByText('সার্ভারে পৌঁছানো যাচ্ছে না। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });
});
