import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LedgerEntry } from 'api/types';
import { mockApi, renderWithProviders } from '../testing/render';
import { inBangla } from '../testing/bangla';
import TransparencyPage from './transparency-page';
import { canonical, LEDGER_GENESIS } from './verify-chain';

/** n ledger entries hashed by the documented rule with node:crypto. */
function ledger(n: number): LedgerEntry[] {
  const out: LedgerEntry[] = [];
  let prev = LEDGER_GENESIS;
  for (let seq = 1; seq <= n; seq++) {
    const e = {
      seq,
      kind: 'confirm' as const,
      donationId: String(seq),
      campaignId: '1',
      campaignTitle: 'Sylhet flood',
      donor: seq % 2 ? 'Rahima' : 'Anonymous',
      amount: seq + 0.5,
      amountPoisha: seq * 100 + 50,
      method: 'transfer' as const,
      channel: 'bkash' as const,
      referenceHash: null,
      time: Date.UTC(2026, 10, 1) + seq * 60_000,
      prevHash: prev,
      hash: '',
    };
    e.hash = createHash('sha256').update(prev + canonical(e)).digest('hex');
    prev = e.hash;
    out.push(e);
  }
  return out;
}

function serve(entries: LedgerEntry[]) {
  const head = entries.at(-1)?.hash ?? LEDGER_GENESIS;
  return mockApi([
    ['GET', /^\/ledger\/summary$/, () => ({ body: { success: true, data: { count: entries.length, head, campaigns: [{ campaignId: '1', title: 'Sylhet flood', confirmed: 2500.5, refunded: 100, net: 2400.5, entries: entries.length }] } } })],
    ['GET', /^\/ledger\/head$/, () => ({ body: { success: true, count: entries.length, head } })],
    [
      'GET',
      /^\/ledger$/,
      ({ url }) => {
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const limit = Number(url.searchParams.get('limit') ?? 100);
        const list = url.searchParams.get('order') === 'desc' ? [...entries].reverse() : entries;
        return { body: { success: true, data: list.slice(offset, offset + limit), total: entries.length } };
      },
    ],
  ]);
}

describe('/transparency', { timeout: 20_000 }, () => {
  it('shows each campaign’s confirmed income, the head, the latest entries; Verify recomputes all pages and agrees', async () => {
    const entries = ledger(230);
    const calls = serve(entries);
    renderWithProviders(<TransparencyPage />, { route: '/transparency' });
    expect(await screen.findByRole('heading', { name: 'Transparency' })).toBeInTheDocument();
    const incomeTable = (await screen.findByRole('heading', { name: 'Confirmed income by campaign' })).closest('section')!;
    const income = (await within(incomeTable).findByRole('cell', { name: 'Sylhet flood' })).closest('tr')!;
    expect(income).toHaveTextContent('2,400.50');
    expect(await screen.findByTestId('ledger-head')).toHaveTextContent(entries.at(-1)!.hash);
    const latest = screen.getByRole('heading', { name: 'Latest entries' }).closest('section')!;
    expect(await within(latest).findByRole('cell', { name: '230' })).toBeInTheDocument();
    expect(within(latest).getAllByRole('row')).toHaveLength(21); // header + the latest 20
    const newest = within(latest).getByRole('cell', { name: '230' }).closest('tr')!;
    expect(newest).toHaveTextContent('Anonymous');
    expect(newest).toHaveTextContent('Confirmed');
    expect(newest).toHaveTextContent('Transfer · bKash');
    expect(newest).toHaveTextContent('230.50');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const ok = await screen.findByText(/All 230 entries verify/);
    expect(ok).toHaveTextContent(entries.at(-1)!.hash);
    const pages = calls.filter((c) => c.path === '/ledger' && c.url.searchParams.get('order') !== 'desc').map((c) => c.url.searchParams.get('offset'));
    expect(pages).toEqual(['0', '100', '200']);
    expect(document.title).toMatch(/^Transparency/);
  });

  it('names the first entry that was changed', async () => {
    const entries = ledger(150);
    entries[120] = { ...entries[120]!, amountPoisha: 999_999 };
    serve(entries);
    renderWithProviders(<TransparencyPage />, { route: '/transparency' });
    await screen.findByTestId('ledger-head');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The chain does NOT verify')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Entry #121 does not verify: its hash broke');
    expect(screen.queryByText(/entries verify/)).not.toBeInTheDocument();
  });

  it('names the entry whose link to the one before it broke', async () => {
    const entries = ledger(40);
    entries[29] = { ...entries[29]!, prevHash: 'e'.repeat(64) };
    serve(entries);
    renderWithProviders(<TransparencyPage />, { route: '/transparency' });
    await screen.findByTestId('ledger-head');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Entry #30 does not verify: its link broke');
  });

  it('in Bangla: headings, tables, kinds and channels, counts and the check, in Bangla', async () => {
    const entries = ledger(130);
    entries[100] = { ...entries[100]!, amountPoisha: 1 };
    serve(entries);
    await inBangla();
    renderWithProviders(<TransparencyPage />, { route: '/transparency' });
    expect(await screen.findByRole('heading', { level: 1, name: 'স্বচ্ছতা' })).toBeInTheDocument();
    expect(screen.queryByText('Transparency')).toBeNull();
    await waitFor(() => expect(document.title).toBe('স্বচ্ছতা – দুর্যোগ-পরবর্তী ত্রাণ অনুদান প্ল্যাটফর্ম'));
    await screen.findByTestId('ledger-head');
    expect(screen.getByText(/হেড \(শেষ এন্ট্রির হ্যাশ\)/)).toHaveTextContent('১৩০টি এন্ট্রি।');
    const income = screen.getByRole('heading', { name: 'ক্যাম্পেইনভিত্তিক নিশ্চিত আয়' }).closest('section')!;
    expect(within(income).getByRole('columnheader', { name: 'নিট' })).toBeInTheDocument();
    expect(within(income).getByRole('cell', { name: 'Sylhet flood' }).closest('tr')).toHaveTextContent('৳২,৪০০.৫০');
    const latest = screen.getByRole('heading', { name: 'সর্বশেষ এন্ট্রি' }).closest('section')!;
    // The entry's number too in Bengali digits (it was 130).
    const newest = (await within(latest).findByRole('cell', { name: '১৩০' })).closest('tr')!;
    expect(within(income).getByRole('table')).toHaveAccessibleDescription('লেজার থেকে: যে টাকা পৌঁছেছে, যে টাকা ফেরত দেওয়া হয়েছে, আর যা রইল।');
    expect(newest).toHaveTextContent('বেনামি');
    expect(newest).toHaveTextContent('নিশ্চিত');
    expect(newest).toHaveTextContent('ট্রান্সফার · বিকাশ');
    expect(newest).toHaveTextContent('৳১৩০.৫০');
    expect(newest).toHaveTextContent('১ নভে, ২০২৬');
    await userEvent.click(screen.getByRole('button', { name: 'যাচাই করুন' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('চেইনটি যাচাইয়ে মেলেনি')).toBeInTheDocument();
    expect(alert).toHaveTextContent('এন্ট্রি #১০১ যাচাইয়ে মেলেনি: এর হ্যাশ ভেঙেছে।');
  });
});
