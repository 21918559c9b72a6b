import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dashboard } from '../frame/dashboard';
import { ADMIN, renderWithProviders, type FetchCall } from '../frame/test/render';
import { todayValue } from './offline-gift-values';
import { callsTo, gift, servePayments } from './test-data';

function renderOffline(answer: (call: FetchCall) => { status?: number; body: unknown } = () => ({
  status: 201,
  body: { success: true, message: 'Offline gift recorded', data: gift({ status: 'confirmed', method: 'offline', receiptNo: 'RCT-000042' }) },
})) {
  const calls = servePayments({ other: (call) => (call.method === 'POST' && call.url === '/user-donations/offline' ? answer(call) : undefined) });
  renderWithProviders(<Dashboard />, { path: '/dashboard/payments?tab=offline', as: ADMIN, route: '/dashboard/*' });
  return calls;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const campaignSelect = () => screen.getByRole('combobox', { name: /Campaign/ }) as HTMLSelectElement;
const dateInput = () => screen.getByLabelText(/Received on/) as HTMLInputElement;

async function chooseCampaign(title: string) {
  await waitFor(() => expect([...campaignSelect().options].map((o) => o.textContent)).toContain(title));
  await userEvent.selectOptions(campaignSelect(), title);
}

describe('Record an offline gift', () => {
  it('names every missing field, focuses the first and sends nothing', async () => {
    const calls = renderOffline();
    await userEvent.clear(dateInput());
    await userEvent.click(screen.getByRole('button', { name: 'Record gift' }));
    expect(screen.getByText('Choose the campaign the gift is for')).toBeTruthy();
    expect(screen.getByText('Enter an amount')).toBeTruthy();
    expect(screen.getByText("Enter the donor's name")).toBeTruthy();
    expect(screen.getByText('Enter the day the money was received')).toBeTruthy();
    expect(campaignSelect().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(campaignSelect());
    expect(callsTo(calls, 'POST', '/user-donations/offline')).toEqual([]);
  });

  it('checks the amount, the email when typed, and refuses a day in the future', async () => {
    const calls = renderOffline();
    await chooseCampaign('School books');
    await userEvent.type(field(/Amount/), '12.345');
    await userEvent.type(field(/Donor name/), 'Karim Mia');
    await userEvent.type(field(/Donor email/), 'karim@');
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await userEvent.clear(dateInput());
    await userEvent.type(dateInput(), todayValue(tomorrow));
    await userEvent.click(screen.getByRole('button', { name: 'Record gift' }));
    expect(screen.getByText('Use at most 2 decimals, such as 250.50')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address, or leave it empty')).toBeTruthy();
    expect(screen.getByText('The day cannot be in the future')).toBeTruthy();
    expect(dateInput().max).toBe(todayValue());
    expect(callsTo(calls, 'POST', '/user-donations/offline')).toEqual([]);
  });

  it('sends a cash gift without an email (amount as the typed numeric string), says so and clears the form', async () => {
    const calls = renderOffline();
    await chooseCampaign('Sylhet flood');
    await userEvent.type(field(/Amount/), '2,000');
    await userEvent.type(field(/Donor name/), '  Karim Mia ');
    await userEvent.click(screen.getByRole('button', { name: 'Record gift' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/user-donations/offline')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/user-donations/offline')[0]!.body).toEqual({
      campaignId: '3',
      donationAmount: '2000',
      name: 'Karim Mia',
      anonymous: false,
      channel: 'cash',
    });
    expect(await screen.findByText('Offline gift recorded. Receipt RCT-000042.')).toBeTruthy();
    await waitFor(() => expect(field(/Amount/).value).toBe(''));
    expect(field(/Donor name/).value).toBe('');
    expect(campaignSelect().value).toBe('');
  });

  it('sends a cheque with its number, the email, anonymity and an earlier day', async () => {
    const calls = renderOffline();
    await chooseCampaign('School books');
    await userEvent.type(field(/Amount/), '750.50');
    await userEvent.type(field(/Donor name/), 'Salma Akter');
    await userEvent.type(field(/Donor email/), 'salma@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: /Anonymous/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Received as/ }), 'cheque');
    await userEvent.type(field(/Cheque number/), 'CHQ-0042');
    await userEvent.clear(dateInput());
    await userEvent.type(dateInput(), '2026-01-15');
    await userEvent.click(screen.getByRole('button', { name: 'Record gift' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/user-donations/offline')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/user-donations/offline')[0]!.body).toEqual({
      campaignId: '4',
      donationAmount: '750.50',
      name: 'Salma Akter',
      email: 'salma@example.com',
      anonymous: true,
      channel: 'cheque',
      reference: 'CHQ-0042',
      receivedAt: new Date(2026, 0, 15, 12).getTime(),
    });
  });

  it('when the server takes it for the same gift recorded minutes ago, counts nothing until the admin records it anyway', async () => {
    const DUPLICATE = 'The same gift (campaign, amount, donor and channel, without a reference) was recorded in the last 10 minutes as RLF-77. If this is a second gift, record it anyway.';
    const calls = renderOffline((call) =>
      (call.body as { duplicateOk?: boolean }).duplicateOk
        ? { status: 201, body: { success: true, message: 'Offline gift recorded', data: gift({ status: 'confirmed', method: 'offline', receiptNo: 'RCT-000043' }) } }
        : { status: 409, body: { success: false, code: 'offline-duplicate', message: DUPLICATE } },
    );
    await chooseCampaign('Sylhet flood');
    await userEvent.type(field(/Amount/), '500');
    await userEvent.type(field(/Donor name/), 'Karim Mia');
    await userEvent.click(screen.getByRole('button', { name: 'Record gift' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This gift may be recorded already');
    expect(alert.textContent).toContain(DUPLICATE);
    expect(field(/Amount/).value).toBe('500');
    // Not a second gift: the warning goes, nothing more is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Do not record it' }));
    expect(screen.queryByText(DUPLICATE)).toBeNull();
    expect(callsTo(calls, 'POST', '/user-donations/offline')).toHaveLength(1);
    // A second gift: sent again with duplicateOk, the same fields.
    await userEvent.click(screen.getByRole('button', { name: 'Record gift' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Record it anyway' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/user-donations/offline')).toHaveLength(3));
    const [first, , anyway] = callsTo(calls, 'POST', '/user-donations/offline');
    expect(anyway!.body).toEqual({ ...(first!.body as object), duplicateOk: true });
    expect(await screen.findByText('Offline gift recorded. Receipt RCT-000043.')).toBeTruthy();
    expect(screen.queryByText(DUPLICATE)).toBeNull();
  });

  it('a change to the form after the warning takes the warning away (it was about the gift as it was)', async () => {
    renderOffline(() => ({ status: 409, body: { success: false, code: 'offline-duplicate', message: 'Same gift as RLF-9.' } }));
    await chooseCampaign('Sylhet flood');
    await userEvent.type(field(/Amount/), '500');
    await userEvent.type(field(/Donor name/), 'Karim Mia');
    await userEvent.click(screen.getByRole('button', { name: 'Record gift' }));
    expect(await screen.findByText('Same gift as RLF-9.')).toBeTruthy();
    await userEvent.type(field(/Amount/), '0');
    expect(screen.queryByText('Same gift as RLF-9.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record it anyway' })).toBeNull();
  });

  it("keeps the form and shows the server's message when the gift is refused", async () => {
    renderOffline(() => ({ status: 400, body: { success: false, message: 'body/donationAmount must be at most 1,000,000 Tk' } }));
    await chooseCampaign('Sylhet flood');
    await userEvent.type(field(/Amount/), '5000000');
    await userEvent.type(field(/Donor name/), 'Karim Mia');
    await userEvent.click(screen.getByRole('button', { name: 'Record gift' }));
    expect(await screen.findByText('body/donationAmount must be at most 1,000,000 Tk')).toBeTruthy();
    expect(field(/Amount/).value).toBe('5000000');
  });
});
