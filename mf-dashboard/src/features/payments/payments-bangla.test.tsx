import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { Dashboard } from '../frame/dashboard';
import { ADMIN, renderWithProviders } from '../frame/test/render';
import { mismatchText, statementFileError } from './statement-values';
import { validateOfflineGift, emptyOfflineGift } from './offline-gift-values';
import { account, gift, servePayments } from './test-data';

async function inBangla() {
  await i18n.changeLanguage('bn');
  await i18n.loadNamespaces([NS.common, NS.frame, NS.payments, NS['user-donations'], NS.campaigns]);
}

function renderPayments(tab = '') {
  renderWithProviders(<Dashboard />, { path: `/dashboard/payments${tab}`, as: ADMIN, route: '/dashboard/*' });
}

describe('Payments in Bangla', () => {
  it('shows the tabs, the pending gifts, their filters and the reject dialog in Bangla', async () => {
    await inBangla();
    servePayments({ gifts: () => [gift(), gift({ _id: '13', name: 'Salma', anonymous: true })] });
    renderPayments();
    expect(await screen.findByRole('heading', { name: 'পেমেন্ট', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payments' })).toBeNull();
    expect(document.title.startsWith('পেমেন্ট – ')).toBe(true);
    const tablist = screen.getByRole('tablist', { name: 'পেমেন্ট' });
    expect(within(tablist).getAllByRole('tab').map((t) => t.textContent)).toEqual(['অপেক্ষমাণ', 'স্টেটমেন্ট', 'অফলাইন অনুদান', 'টাকা গ্রহণের অ্যাকাউন্ট']);

    const table = await screen.findByRole('table', { name: 'অপেক্ষমাণ অনুদান' });
    await within(table).findByText('Salma');
    expect(within(table).getAllByRole('columnheader').slice(1).map((th) => th.textContent)).toEqual([
      'রেফারেন্স',
      'দাতা',
      'ক্যাম্পেইন',
      'পরিমাণ',
      'চ্যানেল',
      'ট্রানজ্যাকশন আইডি',
      'প্রেরকের নম্বর',
      'অঙ্গীকারের সময়',
      'মেয়াদ শেষ',
      'করণীয়',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('৳১,৫০০')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('বিকাশ')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('বেনামি')).toBeInTheDocument();
    const age = screen.getByRole('combobox', { name: 'কত পুরোনো' });
    expect(within(age).getAllByRole('option').map((o) => o.textContent)).toEqual(['যেকোনো সময়ের', '১ দিনের বেশি পুরোনো', '৩ দিনের বেশি পুরোনো', '৭ দিনের বেশি পুরোনো']);

    await userEvent.click(screen.getByRole('checkbox', { name: 'এই পাতার সব অনুদান বাছাই করুন' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('২টি বাছাই করা হয়েছে');
    await userEvent.click(screen.getByRole('button', { name: 'বাছাই করাগুলো বাতিল করুন' }));
    const dialog = await screen.findByRole('dialog', { name: '২টি অনুদান বাতিল করুন' });
    expect(within(dialog).getByText('RLF-12, RLF-13। প্রতিটিতে একই কারণ লেখা থাকবে।')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'বাতিল করুন' }));
    expect(within(dialog).getByText('একটি কারণ লিখুন')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /কারণ/ })).toHaveAccessibleDescription(/অডিট লগে রাখা হবে। ০\/৫০০ অক্ষর।/);
  });

  it('shows the statement upload, the offline gift form and its checks in Bangla', async () => {
    await inBangla();
    servePayments();
    renderPayments('?tab=offline');
    expect(await screen.findByRole('heading', { name: 'অফলাইন অনুদান নথিভুক্ত করুন' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'অনুদান নথিভুক্ত করুন' }));
    expect(screen.getByText('অনুদানটি কোন ক্যাম্পেইনের, তা বেছে নিন')).toBeInTheDocument();
    expect(screen.getByText('একটি পরিমাণ লিখুন')).toBeInTheDocument();
    expect(screen.getByText('দাতার নাম লিখুন')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /যেভাবে পাওয়া গেছে/ })).toHaveDisplayValue('হাতে নগদ টাকা');

    await userEvent.click(screen.getByRole('tab', { name: 'স্টেটমেন্ট' }));
    expect(await screen.findByRole('heading', { name: 'স্টেটমেন্ট আপলোড করুন' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'স্টেটমেন্ট ইমপোর্ট করুন' }));
    expect(screen.getByText('আগে একটি স্টেটমেন্ট ফাইল বেছে নিন')).toBeInTheDocument();
  });

  it('lists the receiving accounts and checks a new one in Bangla', async () => {
    await inBangla();
    servePayments({ other: (call) => (call.method === 'GET' && call.url === '/payment-accounts/all' ? { body: { success: true, data: [account()] } } : undefined) });
    renderPayments('?tab=accounts');
    const platform = await screen.findByRole('table', { name: 'প্ল্যাটফর্ম' });
    expect(within(platform).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['চ্যানেল', 'পরিচিতি', 'নম্বর', 'অ্যাকাউন্টের নাম', 'যোগের তারিখ', 'বন্ধ করুন']);
    expect(within(platform).getByRole('button', { name: 'বিকাশ 01700000001 (bKash merchant) বন্ধ করুন' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /চ্যানেল/ }), 'nagad');
    await userEvent.type(screen.getByRole('textbox', { name: /^নম্বর/ }), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'অ্যাকাউন্ট যোগ করুন' }));
    await waitFor(() => expect(screen.getByText(/^নগদ নম্বর হলো একটি বাংলাদেশি মোবাইল নম্বর/)).toBeInTheDocument());
    expect(screen.getByText('একটি পরিচিতি লিখুন, যেমন "বিকাশ মার্চেন্ট"')).toBeInTheDocument();
  });

  it('says file, statement-line and amount problems in Bangla, with Bengali digits', async () => {
    await inBangla();
    expect(statementFileError({ name: 'big.csv', size: 6 * 1024 * 1024, type: 'text/csv' })).toBe(
      '“big.csv” ফাইলটি ৬.০ MB; স্টেটমেন্ট সর্বোচ্চ ৫ MB হতে পারে। তারিখ অনুযায়ী ছোট ছোট ফাইলে ভাগ করুন।',
    );
    expect(mismatchText({ reason: 'amount-differs', expectedAmount: 1500 })).toBe('পরিমাণ মেলেনি (অনুদানটি ৳১,৫০০-এর)');
    expect(mismatchText({ reason: 'sender-differs', expectedAmount: null })).toBe('প্রেরকের নম্বর মেলেনি');
    const now = new Date(2026, 10, 22, 9, 30);
    const errors = validateOfflineGift({ ...emptyOfflineGift(now), campaignId: '3', name: 'Karim', amount: '99999999' }, now);
    expect(errors.amount).toBe('পরিমাণ সর্বোচ্চ ৳১,০০,০০,০০০ হতে পারে');
  });
});
