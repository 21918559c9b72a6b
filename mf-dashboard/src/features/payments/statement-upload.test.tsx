import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatementResult } from 'api/types';
import { Dashboard } from '../frame/dashboard';
import { ADMIN, pretendNarrowScreen, renderWithProviders, type FetchCall } from '../frame/test/render';
import { callsTo, servePayments } from './test-data';

const CSV = 'Date Time,TrxID,Transaction Type,From,Amount (BDT)\n2026-11-24 10:12:05,BK7Q2M9XAD,Payment Received,01711223344,1500.00\n';

const RESULT: StatementResult = {
  lines: 6,
  confirmed: [
    { line: 2, transactionId: 'BK7Q2M9XAD', amount: 1500, donationId: '12' },
    { line: 3, transactionId: 'NG4T8R1PZE', amount: 2500.5, donationId: '13' },
  ],
  unmatched: [
    { line: 4, transactionId: 'BK3H6J2LQW', amount: 750, reason: 'amount-differs', donationId: '14', expectedAmount: 1500 },
    { line: 5, transactionId: 'ZZ9Y8X7W6V', amount: 300, reason: 'unknown-id', donationId: null, expectedAmount: null },
    { line: 6, transactionId: 'SD0028T5', amount: 500, reason: 'already-used', donationId: '9', expectedAmount: null },
    { line: 7, transactionId: 'BK0000EXP1', amount: 200, reason: 'expired', donationId: '15', expectedAmount: null },
  ],
};

function renderStatement(answer: (call: FetchCall) => { status?: number; body: unknown }) {
  const calls = servePayments({ other: (call) => (call.method === 'POST' && call.url === '/payments/statement' ? answer(call) : undefined) });
  renderWithProviders(<Dashboard />, { path: '/dashboard/payments?tab=statement', as: ADMIN, route: '/dashboard/*' });
  return calls;
}

const fileInput = () => screen.getByLabelText(/Statement file/) as HTMLInputElement;
const csvFile = (text = CSV, name = 'bkash-nov.csv') => new File([text], name, { type: 'text/csv' });

describe('Upload a statement', () => {
  it('says which columns it expects and takes only CSV files', () => {
    renderStatement(() => ({ body: { success: true, data: RESULT } }));
    expect(screen.getByRole('heading', { name: 'Upload a statement' })).toBeTruthy();
    expect(screen.getByText(/Columns: Transaction ID, Amount, Time, Sender/)).toBeTruthy();
    expect(fileInput().type).toBe('file');
    expect(fileInput().accept).toBe('.csv,text/csv');
  });

  it('sends the file as text and shows what was confirmed and why the other lines matched nothing', async () => {
    const calls = renderStatement(() => ({ body: { success: true, data: RESULT } }));
    await userEvent.upload(fileInput(), csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import statement' }));
    const result = await screen.findByTestId('statement-result');
    expect(callsTo(calls, 'POST', '/payments/statement')[0]!.body).toEqual({ csv: CSV, fileName: 'bkash-nov.csv' });
    expect(within(result).getByRole('heading', { name: 'bkash-nov.csv: 2 confirmed, 4 unmatched of 6 lines' })).toBeTruthy();

    const confirmed = within(result).getByRole('table', { name: '2 confirmed' });
    expect(within(confirmed).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['2', 'BK7Q2M9XAD', 'Tk 1,500', 'RLF-12'],
      ['3', 'NG4T8R1PZE', 'Tk 2,500.50', 'RLF-13'],
    ]);
    const unmatched = within(result).getByRole('table', { name: 'Unmatched' });
    expect(within(unmatched).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Line', 'Transaction ID', 'Amount', 'Reason']);
    expect(within(unmatched).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['4', 'BK3H6J2LQW', 'Tk 750', 'Amount differs (gift is Tk 1,500) (RLF-14)'],
      ['5', 'ZZ9Y8X7W6V', 'Tk 300', 'Unknown transaction ID'],
      ['6', 'SD0028T5', 'Tk 500', 'Already used (RLF-9)'],
      ['7', 'BK0000EXP1', 'Tk 200', 'Gift expired (RLF-15)'],
    ]);
    expect(await screen.findByText('Statement imported: 2 of 6 lines confirmed a gift.')).toBeTruthy();
  });

  it('shows the outcome as a card per line on a phone, each field named', async () => {
    const undo = pretendNarrowScreen();
    try {
      renderStatement(() => ({ body: { success: true, data: RESULT } }));
      await userEvent.upload(fileInput(), csvFile());
      await userEvent.click(screen.getByRole('button', { name: 'Import statement' }));
      const result = await screen.findByTestId('statement-result');
      expect(within(result).queryByRole('table')).toBeNull();
      expect(within(within(result).getByRole('list', { name: '2 confirmed' })).getAllByRole('listitem').map((c) => c.textContent)).toEqual([
        'Line2Transaction IDBK7Q2M9XADAmountTk 1,500GiftRLF-12',
        'Line3Transaction IDNG4T8R1PZEAmountTk 2,500.50GiftRLF-13',
      ]);
      const unmatched = within(within(result).getByRole('list', { name: 'Unmatched' })).getAllByRole('listitem');
      expect(unmatched).toHaveLength(4);
      expect(unmatched[0]).toHaveTextContent('ReasonAmount differs (gift is Tk 1,500) (RLF-14)');
    } finally {
      undo();
    }
  });

  it("shows a malformed file's 400 message (it names the line) and no result", async () => {
    renderStatement(() => ({ status: 400, body: { success: false, message: 'Line 3: the amount "1.500,00" is not a number' } }));
    await userEvent.upload(fileInput(), csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import statement' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The statement was not imported')).toBeTruthy();
    expect(within(alert).getByText('Line 3: the amount "1.500,00" is not a number')).toBeTruthy();
    expect(screen.queryByTestId('statement-result')).toBeNull();
  });

  it('refuses a file over 5 MB before sending anything', async () => {
    const calls = renderStatement(() => ({ body: { success: true, data: RESULT } }));
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'year.csv', { type: 'text/csv' });
    await userEvent.upload(fileInput(), big);
    await userEvent.click(screen.getByRole('button', { name: 'Import statement' }));
    expect(await screen.findByText(/“year.csv” is 5.1 MB; a statement can be at most 5 MB/)).toBeTruthy();
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, 'POST', '/payments/statement')).toEqual([]);
  });

  it('asks for a file when none is chosen', async () => {
    const calls = renderStatement(() => ({ body: { success: true, data: RESULT } }));
    await userEvent.click(screen.getByRole('button', { name: 'Import statement' }));
    expect(screen.getByText('Choose a statement file first')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(fileInput()));
    expect(callsTo(calls, 'POST', '/payments/statement')).toEqual([]);
  });
});
