import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReceivingAccount } from 'api/types';
import { Dashboard } from '../frame/dashboard';
import { ADMIN, pretendNarrowScreen, renderWithProviders } from '../frame/test/render';
import { account, callsTo, servePayments } from './test-data';

/** GET /payment-accounts/all answering `held` (changed by the POST and DELETE handlers). */
function renderAccounts(initial: ReceivingAccount[]) {
  let held = initial;
  const calls = servePayments({
    other: (call) => {
      if (call.method === 'GET' && call.url === '/payment-accounts/all') return { body: { success: true, data: held } };
      if (call.method === 'POST' && call.url === '/payment-accounts') {
        const created = account({ _id: '99', ...(call.body as Partial<ReceivingAccount>) });
        held = [...held, created];
        return { status: 201, body: { success: true, message: 'Receiving account added', data: created } };
      }
      const retired = /^\/payment-accounts\/(\w+)$/.exec(call.url);
      if (call.method === 'DELETE' && retired) {
        held = held.filter((a) => a._id !== retired[1]);
        return { body: { success: true, message: 'Receiving account retired' } };
      }
      return undefined;
    },
  });
  renderWithProviders(<Dashboard />, { path: '/dashboard/payments?tab=accounts', as: ADMIN, route: '/dashboard/*' });
  return calls;
}

const platformBkash = account();
const floodBank = account({ _id: '2', campaignId: '3', channel: 'bank', label: 'Dutch-Bangla Bank, Gulshan', number: '1234567890123', accountName: 'Sylhet Relief Trust' });
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const select = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('Receiving accounts', () => {
  it("lists the platform's accounts and each campaign's under its title", async () => {
    renderAccounts([platformBkash, floodBank]);
    const platform = await screen.findByRole('table', { name: 'Platform' });
    expect(within(platform).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').slice(0, 4).map((c) => c.textContent))).toEqual([
      ['bKash', 'bKash merchant', '01700000001', 'Relief Foundation'],
    ]);
    const flood = await screen.findByRole('table', { name: 'Sylhet flood' });
    expect(within(flood).getByText('Dutch-Bangla Bank, Gulshan')).toBeTruthy();
    expect(within(flood).getByText('Bank account')).toBeTruthy();
  });

  it('shows a card per account on a phone, with every field and its Retire button', async () => {
    const undo = pretendNarrowScreen();
    try {
      renderAccounts([platformBkash, floodBank]);
      const flood = await screen.findByRole('list', { name: 'Sylhet flood' });
      expect(screen.queryByRole('table')).toBeNull();
      const [card] = within(flood).getAllByRole('listitem');
      for (const text of ['Bank account', 'Dutch-Bangla Bank, Gulshan', '1234567890123', 'Sylhet Relief Trust', 'Added']) expect(card).toHaveTextContent(text);
      expect(within(card!).getByRole('button', { name: /^Retire Bank account 1234567890123/ })).toBeTruthy();
      expect(within(screen.getByRole('list', { name: 'Platform' })).getAllByRole('listitem')).toHaveLength(1);
    } finally {
      undo();
    }
  });

  it('says when the platform has no account', async () => {
    renderAccounts([]);
    expect(await screen.findByText(/No platform account yet/)).toBeTruthy();
  });

  it('checks the fields: a wallet needs a Bangladeshi mobile number, a bank account 6–20 digits', async () => {
    const calls = renderAccounts([]);
    await screen.findByRole('table', { name: 'Platform' });
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(screen.getByText('Choose bKash, Nagad, Rocket or a bank account')).toBeTruthy();
    expect(screen.getByText('Enter a label, such as "bKash merchant"')).toBeTruthy();
    expect(screen.getByText('Enter the number')).toBeTruthy();
    expect(screen.getByText('Enter the name the account is held in')).toBeTruthy();
    expect(document.activeElement).toBe(select(/Channel/));

    await userEvent.selectOptions(select(/Channel/), 'nagad');
    await userEvent.type(field(/Label/), 'Nagad personal');
    await userEvent.type(field(/Number/), '01212345678');
    await userEvent.type(field(/Account name/), 'Relief Foundation');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(screen.getByText(/A Nagad number is a Bangladeshi mobile number/)).toBeTruthy();

    await userEvent.selectOptions(select(/Channel/), 'bank');
    await userEvent.clear(field(/Account number/));
    await userEvent.type(field(/Account number/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(screen.getByText('A bank account number is 6 to 20 digits')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/payment-accounts')).toEqual([]);
  });

  it("adds a campaign's bKash account (number sent as 01XXXXXXXXX) and shows it", async () => {
    const calls = renderAccounts([platformBkash]);
    await screen.findByRole('table', { name: 'Platform' });
    await waitFor(() => expect([...select(/For/).options].map((o) => o.textContent)).toContain('School books'));
    await userEvent.selectOptions(select(/For/), 'School books');
    await userEvent.selectOptions(select(/Channel/), 'bkash');
    await userEvent.type(field(/Label/), 'bKash for books');
    await userEvent.type(field(/Number/), '+880 1812-345678');
    await userEvent.type(field(/Account name/), 'School Books Fund');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/payment-accounts')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/payment-accounts')[0]!.body).toEqual({
      campaignId: '4',
      channel: 'bkash',
      label: 'bKash for books',
      number: '01812345678',
      accountName: 'School Books Fund',
    });
    expect(await screen.findByText('Receiving account added')).toBeTruthy();
    const books = await screen.findByRole('table', { name: 'School books' });
    expect(within(books).getByText('01812345678')).toBeTruthy();
    expect(field(/Label/).value).toBe('');
  });

  it('retires an account after asking, and it leaves the list', async () => {
    const calls = renderAccounts([platformBkash, floodBank]);
    await userEvent.click(await screen.findByRole('button', { name: 'Retire Bank account 1234567890123 (Dutch-Bangla Bank, Gulshan)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire this account?' });
    expect(within(dialog).getByText(/Gifts already made keep their details/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'DELETE', '/payment-accounts/2')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Retire Bank account 1234567890123 (Dutch-Bangla Bank, Gulshan)' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Receiving account retired')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Sylhet flood' })).toBeNull());
    expect(callsTo(calls, 'DELETE', '/payment-accounts/2')).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Platform' })).toBeTruthy();
  });
});
