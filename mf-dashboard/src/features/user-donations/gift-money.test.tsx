import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dashboard } from '../frame/dashboard';
import { ADMIN, API, USER, mockApi, renderWithProviders } from '../frame/test/render';
import { transferErrors } from './pending-help';
import { gift } from './test-data';

const download = vi.hoisted(() => ({ calls: [] as { fileName: string; type: string; size: number }[] }));
vi.mock('../frame/download', () => ({
  downloadBlob: (fileName: string, parts: BlobPart[], type: string) => download.calls.push({ fileName, type, size: new Blob(parts).size }),
}));
afterEach(() => {
  download.calls.length = 0;
});

const pending = gift({ _id: '5', status: 'pending', transactionId: null, senderNumber: null, channel: null, confirmedAt: null, receiptNo: null, expiresAt: Date.UTC(2026, 10, 27) });
const waiting = gift({ _id: '6', status: 'pending', transactionId: 'NG77XY', confirmedAt: null, receiptNo: null, expiresAt: Date.UTC(2026, 10, 27) });
const refunded = gift({ _id: '7', status: 'refunded', statusReason: 'Sent twice' });
const confirmed = gift({ _id: '8' });
const ACCOUNTS = [{ _id: '1', campaignId: null, channel: 'bkash', label: 'bKash merchant', number: '01700000001', accountName: 'Relief', createdAt: 1 }];

function myPage(answer: (body: unknown) => { status?: number; body: unknown } = () => ({ body: { success: true, message: 'Thank you: RLF-5 waits for an admin to see the money.', data: { ...pending, transactionId: 'AB12CD' } } })) {
  return mockApi(({ method, url, body }) => {
    if (url === '/user-donations/rahim%40example.com') return { body: { success: true, data: [pending, waiting, refunded, confirmed], total: 4 } };
    if (url === '/payment-accounts') return { body: { success: true, data: ACCOUNTS } };
    if (method === 'POST' && url === '/user-donations/5/transaction') return answer(body);
    return undefined;
  });
}

describe("a donor's history", () => {
  it('shows each gift’s state in words, what to do for a pending one, reasons, and receipts for confirmed ones', async () => {
    myPage();
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/user-donations/rahim@example.com', route: '/dashboard/*' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').at(-1)!.textContent)).toEqual([
      expect.stringContaining('Pending'),
      expect.stringContaining('Waiting for confirmation (transaction ID NG77XY)'),
      expect.stringContaining('RefundedReason: Sent twice'),
      expect.stringContaining('Confirmed'),
    ]);
    await waitFor(() => expect(rows[0]).toHaveTextContent('Send Tk 500 with reference RLF-5 to bKash merchant 01700000001, then add the transaction ID'));
    expect(within(rows[3]!).getByRole('button', { name: 'Receipt RCT-000001 (PDF) for RLF-8' })).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: /Receipt/ })).toBeNull();
  });

  it('adds a transaction ID: checked first, then sent upper-cased; a 409 keeps the form with its message', async () => {
    let answer: { status?: number; body: unknown } = { status: 409, body: { success: false, message: 'This transaction ID has already been given for another gift' } };
    const calls = myPage(() => answer);
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/user-donations/rahim@example.com', route: '/dashboard/*' });
    await userEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Add transaction ID for RLF-5' }));
    const form = screen.getByRole('form', { name: 'Transaction ID for RLF-5' });
    await userEvent.type(within(form).getByLabelText(/Transaction ID/), 'x');
    await userEvent.type(within(form).getByLabelText(/Sent from/), '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText(/Transaction ID/)).toHaveAccessibleDescription(/4 to 40/);
    expect(within(form).getByLabelText(/Sent from/)).toHaveAccessibleDescription(/mobile number/);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.clear(within(form).getByLabelText(/Transaction ID/));
    await userEvent.type(within(form).getByLabelText(/Transaction ID/), 'ab12cd');
    await userEvent.clear(within(form).getByLabelText(/Sent from/));
    await userEvent.type(within(form).getByLabelText(/Sent from/), '01812345678');
    await userEvent.selectOptions(within(form).getByLabelText('Paid with'), 'nagad');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('already been given for another gift');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ channel: 'nagad', transactionId: 'AB12CD', senderNumber: '01812345678' });
    answer = { body: { success: true, message: 'Thank you: RLF-5 waits for an admin to see the money.', data: { ...pending, transactionId: 'AB12CD' } } };
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Transaction ID for RLF-5' })).toBeNull());
  });

  it('downloads a receipt and a year statement with the session in the header, never in the address', async () => {
    const seen: { url: string; auth: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init);
        const url = new URL(request.url);
        seen.push({ url: url.pathname + url.search, auth: request.headers.get('Authorization') });
        if (url.pathname.endsWith('.pdf')) return new Response(new Uint8Array([37, 80, 68, 70, 45]), { headers: { 'Content-Type': 'application/pdf' } });
        const path = url.pathname.replace(new URL(API).pathname, '');
        const body = path === '/user-donations/rahim%40example.com' ? { success: true, data: [confirmed], total: 1 } : { success: true, data: [] };
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/user-donations/rahim@example.com', route: '/dashboard/*' });
    await userEvent.click(await screen.findByRole('button', { name: 'Receipt RCT-000001 (PDF) for RLF-8' }));
    await waitFor(() => expect(download.calls).toEqual([{ fileName: 'relief-receipt-RCT-000001.pdf', type: 'application/pdf', size: 5 }]));
    const receipt = seen.find((s) => s.url.endsWith('/user-donations/8/receipt.pdf'))!;
    expect(receipt.auth).toMatch(/^Bearer ey/);
    expect(receipt.url).not.toMatch(/token|ey[A-Za-z0-9]/);
    await userEvent.selectOptions(screen.getByLabelText('Statement year'), '2026');
    await userEvent.click(screen.getByRole('button', { name: 'Download statement (PDF)' }));
    await waitFor(() => expect(download.calls.at(-1)!.fileName).toBe('relief-donations-2026.pdf'));
    expect(seen.at(-1)).toMatchObject({ url: expect.stringMatching(/\/user-donations\/rahim%40example\.com\/statement\.pdf\?year=2026$/), auth: expect.stringMatching(/^Bearer /) });
    vi.unstubAllGlobals();
  });

  it('checks transfer details as the API does', () => {
    expect(transferErrors('bkash', '8N7A6B5C', '+8801712345678')).toEqual({});
    expect(transferErrors('bank', '8N7A6B5C', '2050100123')).toEqual({});
    expect(transferErrors('rocket', 'a!', '0171')).toEqual({ transactionId: expect.any(String), senderNumber: expect.stringMatching(/mobile/) });
  });
});

describe('admins and money', () => {
  it('filter by status (in the address), and refund a confirmed gift with a reason', async () => {
    const calls = mockApi(({ method, url, query }) => {
      if (url === '/user-donations') return { body: { success: true, data: query?.get('status') === 'confirmed' ? [confirmed] : [pending, confirmed], total: 2 } };
      if (method === 'POST' && url === '/user-donations/8/refund') return { body: { success: true, message: 'RLF-8 is refunded.', data: { ...confirmed, status: 'refunded' } } };
      return undefined;
    });
    renderWithProviders(<Dashboard />, { as: ADMIN, path: '/dashboard/user-donations', route: '/dashboard/*' });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    // Only confirmed money counts in the page's sum.
    expect(screen.getByText(/Tk 500(\.00)? confirmed on this page/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    await waitFor(() => expect(calls.at(-1)!.query?.get('status')).toBe('confirmed'));
    await userEvent.click(await screen.findByRole('button', { name: 'Refund RLF-8' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Sent to the wrong campaign');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/user-donations/8/refund', body: { reason: 'Sent to the wrong campaign' } }));
  });
});
