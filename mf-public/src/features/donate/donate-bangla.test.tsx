import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToken, mockApi, renderWithProviders, type MockRoute } from '../testing/render';
import { campaign } from '../testing/fixtures';
import { inBangla } from '../testing/bangla';
import { DonateDialog } from './donate-dialog';

const ACCOUNTS = [
  { _id: '1', campaignId: null, channel: 'bkash', label: 'মার্চেন্ট', number: '01700000001', accountName: 'Relief Foundation', createdAt: 1 },
  { _id: '2', campaignId: null, channel: 'bank', label: 'সোনালী ব্যাংক', number: '2050100123', accountName: 'Relief Foundation', createdAt: 1 },
];
const accounts: MockRoute = ['GET', /^\/payment-accounts$/, () => ({ body: { success: true, data: ACCOUNTS } })];
const created = {
  _id: '77',
  id: '77',
  campaignId: '1',
  title: 'সিলেটে বন্যা',
  donationAmount: 500,
  status: 'pending',
  reference: 'RLF-77',
  instructions: { amount: 500, reference: 'RLF-77', accounts: ACCOUNTS, expiresAt: Date.UTC(2026, 11, 2), steps: ['লেনদেনের রেফারেন্স ঘরে RLF-77 লিখুন।'] },
};

describe('DonateDialog in Bangla', { timeout: 20_000 }, () => {
  it('asks in Bangla, says what is wrong in Bangla, takes an amount in Bengali digits and shows the pledge in Bangla', async () => {
    const calls = mockApi([accounts, ['POST', /^\/user-donation$/, () => ({ status: 201, body: { success: true, message: 'ধন্যবাদ!', data: created } })]]);
    await inBangla();
    renderWithProviders(<DonateDialog campaign={campaign({ title: 'সিলেটে বন্যা' })} opened onClose={() => {}} />, { route: '/donations/1', token: fakeToken({ name: 'রহিম', email: 'rahim@example.com' }) });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('“সিলেটে বন্যা”-এ দান করুন')).toBeInTheDocument();
    expect(within(dialog).getByText(/হিসেবে দান করছেন/)).toHaveTextContent('রহিম (rahim@example.com) হিসেবে দান করছেন');
    expect(within(dialog).queryByText('How to pay')).toBeNull();
    const list = await within(dialog).findByRole('list', { name: 'টাকা গ্রহণের অ্যাকাউন্ট' });
    expect(list).toHaveTextContent('বিকাশ 01700000001');
    expect(within(list).getByRole('button', { name: 'ব্যাংক ট্রান্সফার নম্বর 2050100123 কপি করুন' })).toHaveTextContent('কপি');
    expect(within(dialog).getByRole('button', { name: '৳১,০০০' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('যেভাবে পাঠিয়েছেন')).toHaveDisplayValue('বিকাশ');

    // Nothing typed: the message is Bangla and tied to the field.
    await userEvent.click(within(dialog).getByRole('button', { name: 'দান করুন' }));
    const amount = within(dialog).getByLabelText(/টাকার পরিমাণ/);
    expect(amount).toHaveAccessibleDescription('টাকার পরিমাণ লিখুন');
    await userEvent.type(within(dialog).getByLabelText(/ট্রানজ্যাকশন আইডি/), 'AB12CD34');
    await userEvent.type(amount, '৫০০');
    await userEvent.click(within(dialog).getByRole('button', { name: 'দান করুন' }));
    expect(within(dialog).getByLabelText('যে নম্বর থেকে পাঠিয়েছেন')).toHaveAccessibleDescription('যে নম্বর থেকে টাকা পাঠিয়েছেন, সেটি লিখুন');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // A sender number in Bengali digits too: sent as ASCII digits.
    await userEvent.type(within(dialog).getByLabelText('যে নম্বর থেকে পাঠিয়েছেন'), '০১৭১২৩৪৫৬৭৮');
    await userEvent.click(within(dialog).getByRole('button', { name: 'দান করুন' }));
    const panel = await within(dialog).findByRole('status');
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ donationAmount: '500', method: 'transfer', channel: 'bkash', transactionId: 'AB12CD34', senderNumber: '01712345678' });
    expect(within(dialog).getByText('অঙ্গীকার নথিভুক্ত হয়েছে — অপেক্ষমাণ')).toBeInTheDocument();
    expect(panel).toHaveTextContent('রেফারেন্স RLF-77 · “সিলেটে বন্যা”-এ ৳৫০০। এটি এখন অপেক্ষমাণ');
    expect(within(panel).getByTestId('pledge-expires')).toHaveTextContent('টাকা পাঠানোর শেষ সময় ২ ডিসেম্বর, ২০২৬ এ ০৬:০০ (ঢাকার সময়)');
    expect(within(panel).getByRole('list', { name: 'পরের ধাপগুলো' })).toHaveTextContent('RLF-77');
    expect(within(panel).getByRole('link', { name: 'আমার অনুদান' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'ঠিক আছে' })).toBeInTheDocument();
  });

  it("gives a guest the link to the contact form in Bangla", async () => {
    mockApi([accounts, ['POST', /^\/user-donation$/, () => ({ status: 201, body: { success: true, message: 'ধন্যবাদ!', data: created } })]]);
    await inBangla();
    renderWithProviders(<DonateDialog campaign={campaign({ title: 'সিলেটে বন্যা' })} opened onClose={() => {}} />, { route: '/donations/1' });
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/আপনার নাম/), 'অতিথি');
    await userEvent.type(within(dialog).getByLabelText(/আপনার ইমেইল/), 'guest@example.com');
    await userEvent.type(within(dialog).getByLabelText(/টাকার পরিমাণ/), '৫০০');
    await userEvent.click(within(dialog).getByRole('button', { name: 'দান করুন' }));
    const panel = await within(dialog).findByRole('status');
    expect(within(panel).getByRole('link', { name: 'পাঠিয়েছেন? ট্রানজ্যাকশন আইডি জানান' })).toHaveAttribute('href', '/?ref=RLF-77#contact');
  });
});
