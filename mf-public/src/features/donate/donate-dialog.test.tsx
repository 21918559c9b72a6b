import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToken, mockApi, renderWithProviders, type MockRoute } from '../testing/render';
import { campaign } from '../testing/fixtures';
import { DonateDialog } from './donate-dialog';

const ACCOUNTS = [
  { _id: '1', campaignId: null, channel: 'bkash', label: 'bKash merchant', number: '01700000001', accountName: 'Relief Foundation', createdAt: 1 },
  { _id: '2', campaignId: null, channel: 'nagad', label: 'Nagad merchant', number: '01800000002', accountName: 'Relief Foundation', createdAt: 1 },
];
const accounts: MockRoute = ['GET', /^\/payment-accounts$/, () => ({ body: { success: true, data: ACCOUNTS } })];
const created = {
  _id: '77',
  id: '77',
  campaignId: '1',
  title: 'Flood relief in Sylhet',
  donationAmount: 500,
  status: 'pending',
  reference: 'RLF-77',
  instructions: {
    amount: 500,
    reference: 'RLF-77',
    accounts: ACCOUNTS,
    expiresAt: Date.UTC(2026, 11, 2),
    steps: ['Send Tk 500 by bKash or Nagad to one of the accounts shown.', 'Write RLF-77 in the transfer\'s reference field.'],
  },
};
const ok = { status: 201, body: { success: true, message: 'Thank you! Your pledge RLF-77 is recorded.', data: created } };

function renderDialog(token?: string) {
  return renderWithProviders(<DonateDialog campaign={campaign()} opened onClose={() => {}} />, { route: '/donations/1', token });
}

describe('DonateDialog', { timeout: 20_000 }, () => {
  it('asks guests for name and email, sends them, and shows the pledge as pending with what to do next', async () => {
    const calls = mockApi([accounts, ['POST', /^\/user-donation$/, () => ok]]);
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Guest Donor');
    await userEvent.type(within(dialog).getByLabelText(/Your email/), 'guest@example.com');
    // Guests cannot add the transaction ID afterwards: the form says so, not the opposite.
    const txnField = within(dialog).getByLabelText(/Transaction ID/);
    expect(txnField).toHaveAccessibleDescription(/can't add it later/);
    expect(txnField).not.toHaveAccessibleDescription(/donation history/);
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '500');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Anonymous/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    const panel = await within(dialog).findByRole('status');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ id: '1', donationAmount: '500', anonymous: true, name: 'Guest Donor', email: 'guest@example.com' });
    expect(within(dialog).getByText('Pledge recorded — pending')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Reference RLF-77');
    expect(panel).toHaveTextContent('pending');
    expect(within(panel).getByRole('list', { name: 'Next steps' })).toHaveTextContent('Write RLF-77 in the transfer');
    expect(within(panel).getByRole('list', { name: 'Receiving accounts' })).toHaveTextContent('01700000001');
    expect(panel).toHaveTextContent('Tk 500');
    // expiresAt 2 Dec 2026 00:00 UTC is 06:00 in Dhaka.
    expect(within(panel).getByTestId('pledge-expires')).toHaveTextContent('Pay by 2 December 2026 at 06:00 (Dhaka time)');
    // The page does not move on, and nothing says the money was received.
    expect(screen.getByTestId('location')).toHaveTextContent('/donations/1');
    expect(document.body.textContent).not.toMatch(/received/i);
    expect(within(panel).queryByRole('link', { name: 'My donations' })).not.toBeInTheDocument();
    // A guest without a transaction ID sends it through the contact form: a link there with the reference.
    expect(within(panel).getByRole('link', { name: 'Paid? Send us the transaction ID' })).toHaveAttribute('href', '/?ref=RLF-77#contact');
  });

  it("takes a guest to the contact form with the pledge's reference, closing the dialog; none once the ID is given", async () => {
    mockApi([accounts, ['POST', /^\/user-donation$/, () => ok]]);
    const onClose = vi.fn();
    const view = renderWithProviders(<DonateDialog campaign={campaign()} opened onClose={onClose} />, { route: '/donations/1' });
    let dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Guest Donor');
    await userEvent.type(within(dialog).getByLabelText(/Your email/), 'guest@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    await userEvent.click(await within(dialog).findByRole('link', { name: 'Paid? Send us the transaction ID' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?ref=RLF-77');
    expect(onClose).toHaveBeenCalled();
    view.unmount();

    renderDialog();
    dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Guest Donor');
    await userEvent.type(within(dialog).getByLabelText(/Your email/), 'guest@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '500');
    await userEvent.type(within(dialog).getByLabelText(/Transaction ID/), '8N7A6B5C4D');
    await userEvent.type(within(dialog).getByLabelText(/Sent from/), '01712345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    const panel = await within(dialog).findByRole('status');
    expect(within(panel).queryByRole('link', { name: /transaction ID/ })).not.toBeInTheDocument();
  });

  it('starts the pledge at its top, with the focus on its title (not on the page behind)', async () => {
    mockApi([accounts, ['POST', /^\/user-donation$/, () => ok]]);
    renderDialog(fakeToken());
    const dialog = await screen.findByRole('dialog');
    // The form was scrolled down to its button (a phone): the dialog keeps that scroll otherwise.
    let top = 60;
    Object.defineProperty(dialog, 'scrollTop', { configurable: true, get: () => top, set: (v: number) => void (top = v) });
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    await within(dialog).findByRole('status');
    expect(top).toBe(0);
    expect(within(dialog).getByRole('heading', { name: 'Pledge recorded — pending' })).toHaveFocus();
  });

  it('shows where to pay, and sends the transfer details checked and upper-cased', async () => {
    const calls = mockApi([accounts, ['POST', /^\/user-donation$/, () => ok]]);
    renderDialog(fakeToken({ name: 'Rahim', email: 'rahim@example.com' }));
    const dialog = await screen.findByRole('dialog');
    const list = await within(dialog).findByRole('list', { name: 'Receiving accounts' });
    expect(list).toHaveTextContent('bKash 01700000001');
    expect(calls.find((c) => c.path === '/payment-accounts')!.url.searchParams.get('campaignId')).toBe('1');
    expect(within(list).getByRole('button', { name: 'Copy Nagad number 01800000002' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '500');
    await userEvent.type(within(dialog).getByLabelText(/Transaction ID/), 'ab!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    expect(within(dialog).getByLabelText(/Transaction ID/)).toHaveAccessibleDescription(/4 to 40 letters/);
    expect(within(dialog).getByLabelText(/Sent from/)).toHaveAccessibleDescription('Enter the number you sent the money from');
    await userEvent.clear(within(dialog).getByLabelText(/Transaction ID/));
    await userEvent.type(within(dialog).getByLabelText(/Transaction ID/), ' 8n7a6b5c4d');
    await userEvent.selectOptions(within(dialog).getByLabelText('Paid with'), 'nagad');
    await userEvent.type(within(dialog).getByLabelText(/Sent from/), '01812345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    const panel = await within(dialog).findByRole('status');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      id: '1',
      donationAmount: '500',
      anonymous: false,
      method: 'transfer',
      channel: 'nagad',
      transactionId: '8N7A6B5C4D',
      senderNumber: '01812345678',
    });
    expect(within(panel).getByRole('link', { name: 'My donations' })).toHaveAttribute('href', '/dashboard/user-donations/rahim%40example.com');
    expect(within(panel).queryByRole('link', { name: /Send us the transaction ID/ })).not.toBeInTheDocument();
  });

  it('keeps a used transaction ID (409) in the form with the server message', async () => {
    mockApi([accounts, ['POST', /^\/user-donation$/, () => ({ status: 409, body: { success: false, message: 'This transaction ID has already been given for another gift' } })]]);
    renderDialog(fakeToken());
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '500');
    await userEvent.type(within(dialog).getByLabelText(/Transaction ID/), 'USED1234');
    await userEvent.type(within(dialog).getByLabelText(/Sent from/), '01712345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already been given for another gift');
    expect(within(dialog).getByLabelText(/Transaction ID/)).toHaveValue('USED1234');
  });

  it('does not ask signed-in donors for name and email', async () => {
    const calls = mockApi([accounts, ['POST', /^\/user-donation$/, () => ok]]);
    renderDialog(fakeToken({ name: 'Rahim', email: 'rahim@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/Your name/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Your email/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Donating as/)).toHaveTextContent('Donating as Rahim (rahim@example.com)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tk 1,000' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ id: '1', donationAmount: '1000', anonymous: false });
    expect(post.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('refuses an invalid amount with a message tied to the field, and sends nothing', async () => {
    const calls = mockApi([accounts]);
    renderDialog(fakeToken());
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/Amount/);
    await userEvent.type(amount, '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    expect(amount).toHaveAccessibleDescription('Use at most 2 decimals, such as 250.50');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    // A decimal comma is not taken as a thousands separator (12,34 is not Tk 1,234).
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,34');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    expect(amount).toHaveAccessibleDescription('A comma only separates thousands (1,234): use a dot for poisha, such as 12.50');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('after an invalid submit, moves the focus to the first wrong field and scrolls it into view (a guest: the name)', async () => {
    mockApi([accounts]);
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '12,34');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    const name = within(dialog).getByLabelText(/Your name/);
    expect(name).toHaveFocus();
    expect(scrolled.mock.contexts.at(-1)).toBe(name);
    await userEvent.type(name, 'Guest');
    await userEvent.type(within(dialog).getByLabelText(/Your email/), 'g@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    expect(within(dialog).getByLabelText(/Amount/)).toHaveFocus();
    scrolled.mockRestore();
  });

  it('says when the copy button has copied an account number', async () => {
    mockApi([accounts]);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Copy bKash number 01700000001' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied bKash number 01700000001' })).toHaveTextContent('Copied');
    expect(writeText).toHaveBeenCalledWith('01700000001');
    expect(await navigator.clipboard.readText()).toBe('01700000001');
  });

  it('stays open with what was typed when the server refuses (over the per-gift maximum)', async () => {
    mockApi([accounts, ['POST', /^\/user-donation$/, () => ({ status: 400, body: { success: false, message: 'body/donationAmount must be a positive number with at most 2 decimals, no more than 1,000,000 Tk' } })]]);
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Guest');
    await userEvent.type(within(dialog).getByLabelText(/Your email/), 'g@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('no more than 1,000,000 Tk');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('99');
    expect(within(dialog).getByLabelText(/Your name/)).toHaveValue('Guest');
    expect(screen.getByTestId('location')).toHaveTextContent('/donations/1');
  });
});
