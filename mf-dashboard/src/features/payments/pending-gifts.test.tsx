import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DonationRecord } from 'api/types';
import { Dashboard } from '../frame/dashboard';
import { ADMIN, USER, mockApi, pretendNarrowScreen, renderWithProviders } from '../frame/test/render';
import { callsTo, gift, servePayments } from './test-data';

function renderPayments(path = '/dashboard/payments', as = ADMIN) {
  return renderWithProviders(<Dashboard />, { path, as, route: '/dashboard/*' });
}

const select = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

function giftRows() {
  return within(screen.getByRole('table', { name: 'Pending gifts' })).getAllByRole('row').slice(1);
}

describe('Payments: who may see it', () => {
  it('shows a user the not-allowed screen without asking the API', () => {
    const calls = servePayments();
    renderPayments('/dashboard/payments', USER);
    expect(screen.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeTruthy();
    expect(document.title).toBe('Not allowed – Post-Disaster Relief Donation Platform');
    expect(calls).toEqual([]);
  });

  it('is in the admin side menu and titled Payments', async () => {
    servePayments();
    renderPayments();
    expect(screen.getByRole('heading', { name: 'Payments', level: 2 })).toBeTruthy();
    expect(document.title).toBe('Payments – Post-Disaster Relief Donation Platform');
    expect(screen.getByRole('link', { name: 'Payments' }).getAttribute('aria-current')).toBe('page');
    await screen.findByRole('button', { name: 'Confirm RLF-12' });
  });
});

describe('Pending gifts', () => {
  it('lists pending gifts with their reference, donor, campaign, amount, channel, transaction ID and sender', async () => {
    const calls = servePayments({ gifts: () => [gift(), gift({ _id: '13', name: 'Anonymous giver', anonymous: true, channel: null, transactionId: null, senderNumber: null })] });
    renderPayments();
    await screen.findByRole('button', { name: 'Confirm RLF-12' });
    const table = screen.getByRole('table', { name: 'Pending gifts' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '',
      'Reference',
      'Donor',
      'Campaign',
      'Amount',
      'Channel',
      'Transaction ID',
      'Sender number',
      'Pledged',
      'Expires',
      'Actions',
    ]);
    const cells = within(giftRows()[0]!).getAllByRole('cell').map((td) => td.textContent);
    expect(cells.slice(1, 8)).toEqual(['RLF-12', 'Karim Mia karim@example.com', 'Sylhet flood', 'Tk 1,500', 'bKash', 'BK7Q2M9XAD', '01711223344']);
    expect(within(giftRows()[1]!).getAllByRole('cell').slice(5, 8).map((td) => td.textContent)).toEqual(['—', '—', '—']);
    const first = callsTo(calls, 'GET', '/user-donations')[0]!;
    expect(first.query?.toString()).toBe('status=pending&limit=50&offset=0');
  });

  it('asks the API with the filters the address names', async () => {
    const calls = servePayments();
    renderPayments('/dashboard/payments?status=expired&method=transfer&campaign=4&age=7&page=2');
    await screen.findByRole('table', { name: 'Expired gifts' });
    expect(callsTo(calls, 'GET', '/user-donations')[0]!.query?.toString()).toBe(
      'status=expired&method=transfer&campaignId=4&minAgeDays=7&limit=50&offset=50',
    );
    expect(select(/Status/).value).toBe('expired');
    expect(select(/Method/).value).toBe('transfer');
    expect(select(/Age/).value).toBe('7');
    await waitFor(() => expect(select(/Campaign/).value).toBe('4'));
  });

  it('puts a changed filter in the address, starts again at page 1 and asks again', async () => {
    const calls = servePayments();
    renderPayments('/dashboard/payments?page=3');
    await screen.findByRole('button', { name: 'Confirm RLF-12' });
    await waitFor(() => expect(within(select(/Campaign/)).getByRole('option', { name: 'School books' })).toBeTruthy());

    await userEvent.selectOptions(select(/Campaign/), 'School books');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/payments?campaign=4'));
    await waitFor(() => expect(callsTo(calls, 'GET', '/user-donations').at(-1)!.query?.toString()).toBe('status=pending&campaignId=4&limit=50&offset=0'));

    await userEvent.selectOptions(select(/Method/), 'offline');
    await userEvent.selectOptions(select(/Age/), '3');
    await userEvent.selectOptions(select(/Status/), 'expired');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/payments?campaign=4&method=offline&age=3&status=expired'));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/user-donations').at(-1)!.query?.toString()).toBe(
        'status=expired&method=offline&campaignId=4&minAgeDays=3&limit=50&offset=0',
      ),
    );

    await userEvent.selectOptions(select(/Method/), '');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/payments?campaign=4&age=3&status=expired'));
  });

  it('says when nothing is waiting, and when nothing matches the filters', async () => {
    servePayments({ gifts: () => [] });
    renderPayments();
    expect(await screen.findByText('No gifts are waiting for their money.')).toBeTruthy();
    await userEvent.selectOptions(select(/Method/), 'transfer');
    expect(await screen.findByText('No gifts match these filters.')).toBeTruthy();
  });

  it('shows the error and a way to try again when the list cannot be loaded', async () => {
    let fail = true;
    mockApi(({ method, url }) => {
      if (method !== 'GET') return undefined;
      if (url === '/donations') return { body: { success: true, data: [], total: 0 } };
      if (url !== '/user-donations') return undefined;
      return fail ? { status: 503, body: { success: false, message: 'The database is busy' } } : { body: { success: true, data: [gift()], total: 1 } };
    });
    renderPayments();
    expect(await screen.findByText('Could not load the gifts')).toBeTruthy();
    expect(screen.getByText('The database is busy')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Confirm RLF-12' })).toBeTruthy();
  });

  it('confirms one gift: POST /user-donations/12/confirm, a toast, and the row leaves once the list is asked again', async () => {
    let held: DonationRecord[] = [gift(), gift({ _id: '13', name: 'Salma' })];
    const calls = servePayments({
      gifts: () => held,
      other: (call) => {
        if (call.method === 'POST' && call.url === '/user-donations/12/confirm') {
          held = held.filter((g) => g._id !== '12');
          return { body: { success: true, message: 'Gift RLF-12 confirmed', data: gift({ status: 'confirmed' }) } };
        }
        return undefined;
      },
    });
    renderPayments();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm RLF-12' }));
    expect(await screen.findByText('Gift RLF-12 confirmed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm RLF-12' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Confirm RLF-13' })).toBeTruthy();
    expect(callsTo(calls, 'POST', '/user-donations/12/confirm')).toHaveLength(1);
    expect(callsTo(calls, 'POST', '/user-donations/12/confirm')[0]!.body).toEqual({});
    expect(callsTo(calls, 'GET', '/user-donations')).toHaveLength(2);
  });

  it("shows the server's reason when a confirmation is refused", async () => {
    servePayments({
      other: (call) => (call.url === '/user-donations/12/confirm' ? { status: 409, body: { success: false, message: 'This gift is already confirmed' } } : undefined),
    });
    renderPayments();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm RLF-12' }));
    expect(await screen.findByText('This gift is already confirmed')).toBeTruthy();
    expect(screen.getByText('Could not confirm RLF-12')).toBeTruthy();
  });

  it('rejects one gift only with a reason (required, at most 500 characters)', async () => {
    let held: DonationRecord[] = [gift()];
    const calls = servePayments({
      gifts: () => held,
      other: (call) => {
        if (call.method === 'POST' && call.url === '/user-donations/12/reject') {
          held = [];
          return { body: { success: true, message: 'Gift RLF-12 rejected', data: gift({ status: 'rejected' }) } };
        }
        return undefined;
      },
    });
    renderPayments();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject RLF-12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this gift' });
    expect(within(dialog).getByText(/RLF-12: Tk 1,500 from Karim Mia/)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason')).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(reason.getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('The reason can be at most 500 characters (it has 501)')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/user-donations/12/reject')).toEqual([]);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'No money after two weeks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', '/user-donations/12/reject')[0]!.body).toEqual({ reason: 'No money after two weeks' });
    expect(await screen.findByText('No gifts are waiting for their money.')).toBeTruthy();
  });
});

describe('Pending gifts, several at once', () => {
  const three = () => [gift(), gift({ _id: '13', name: 'Salma' }), gift({ _id: '14', name: 'Rafiq' })];

  it('the header checkbox selects the page; confirm selected shows what was done and each failure', async () => {
    let held = three();
    const calls = servePayments({
      gifts: () => held,
      other: (call) => {
        if (call.method === 'POST' && call.url === '/user-donations/bulk') {
          held = held.filter((g) => g._id === '13');
          return { body: { success: true, data: { done: ['12', '14'], failed: [{ id: '13', message: 'This gift is already rejected' }] } } };
        }
        return undefined;
      },
    });
    renderPayments();
    await screen.findByRole('button', { name: 'Confirm RLF-12' });
    expect(screen.getByRole('button', { name: 'Confirm selected' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every gift on this page' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('3 selected');
    expect((screen.getByRole('checkbox', { name: 'Select RLF-13' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm selected' }));
    const outcome = await screen.findByTestId('bulk-outcome');
    expect(outcome.textContent).toContain('2 confirmed, 1 not confirmed');
    expect(outcome.textContent).toContain('RLF-13: This gift is already rejected');
    expect(callsTo(calls, 'POST', '/user-donations/bulk')[0]!.body).toEqual({ action: 'confirm', ids: ['12', '13', '14'] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm RLF-12' })).toBeNull());
    expect(screen.getByTestId('selected-count').textContent).toBe('0 selected');
  });

  it('reject selected asks for one reason and sends it with the chosen ids', async () => {
    const calls = servePayments({
      gifts: three,
      other: (call) =>
        call.method === 'POST' && call.url === '/user-donations/bulk' ? { body: { success: true, data: { done: ['12', '14'], failed: [] } } } : undefined,
    });
    renderPayments();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select RLF-12' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select RLF-14' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('2 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 gifts' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/user-donations/bulk')).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate pledges');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await screen.findByTestId('bulk-outcome')).textContent).toContain('2 rejected');
    expect(callsTo(calls, 'POST', '/user-donations/bulk')[0]!.body).toEqual({ action: 'reject', ids: ['12', '14'], reason: 'Duplicate pledges' });
  });
});

describe('Pending gifts on a phone', () => {
  it('shows a card per gift with every field, its checkbox and its buttons; the select-all stays with the bulk buttons', async () => {
    const undo = pretendNarrowScreen();
    try {
      const calls = servePayments({
        gifts: () => [gift(), gift({ _id: '13', name: 'Salma', channel: null, transactionId: null, senderNumber: null })],
        other: (call) =>
          call.method === 'POST' && call.url === '/user-donations/bulk' ? { body: { success: true, data: { done: ['12', '13'], failed: [] } } } : undefined,
      });
      renderPayments();
      const list = await screen.findByRole('list', { name: 'Pending gifts' });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      for (const text of ['RLF-12', 'Tk 1,500', 'Karim Mia', 'karim@example.com', 'Sylhet flood', 'bKash', 'BK7Q2M9XAD', '01711223344', 'Pledged', 'Expires']) {
        expect(cards[0]).toHaveTextContent(text);
      }
      expect(within(cards[0]!).getByRole('button', { name: 'Confirm RLF-12' })).toBeTruthy();
      expect(within(cards[0]!).getByRole('button', { name: 'Reject RLF-12' })).toBeTruthy();
      expect(within(cards[1]!).getByRole('checkbox', { name: 'Select RLF-13' })).toBeTruthy();

      await userEvent.click(within(cards[1]!).getByRole('checkbox', { name: 'Select RLF-13' }));
      expect(screen.getByTestId('selected-count').textContent).toBe('1 selected');
      const selectAll = screen.getByRole('checkbox', { name: 'Select every gift on this page' });
      expect(list.contains(selectAll)).toBe(false);
      await userEvent.click(selectAll);
      expect(screen.getByTestId('selected-count').textContent).toBe('2 selected');
      await userEvent.click(screen.getByRole('button', { name: 'Confirm selected' }));
      await screen.findByTestId('bulk-outcome');
      expect(callsTo(calls, 'POST', '/user-donations/bulk')[0]!.body).toEqual({ action: 'confirm', ids: ['12', '13'] });
    } finally {
      undo();
    }
  });
});

describe('Payments tabs', () => {
  it('keeps the tab in the address', async () => {
    servePayments({ other: (call) => (call.url === '/payment-accounts/all' ? { body: { success: true, data: [] } } : undefined) });
    renderPayments();
    const tablist = screen.getByRole('tablist', { name: 'Payments' });
    expect(within(tablist).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Pending', 'Statement', 'Offline gift', 'Receiving accounts']);
    expect(screen.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Statement' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/payments?tab=statement'));
    expect(screen.getByRole('tabpanel', { name: 'Statement' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Upload a statement' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Pending gifts' })).toBeNull();
    // The arrow keys move between tabs.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/payments?tab=offline'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Offline gift' }));
  });

  it('opens the tab the address names', async () => {
    servePayments({ other: (call) => (call.url === '/payment-accounts/all' ? { body: { success: true, data: [] } } : undefined) });
    renderPayments('/dashboard/payments?tab=accounts');
    expect(screen.getByRole('tab', { name: 'Receiving accounts' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Platform' })).toBeTruthy();
  });
});
