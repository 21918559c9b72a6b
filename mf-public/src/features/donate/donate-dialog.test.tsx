import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToken, mockApi, renderWithProviders } from '../testing/render';
import { campaign } from '../testing/fixtures';
import { DonateDialog } from './donate-dialog';

const ok = { body: { success: true, message: 'Thank you for your donation of Tk 500', data: {} } };

function renderDialog(token?: string) {
  return renderWithProviders(<DonateDialog campaign={campaign()} opened onClose={() => {}} />, { route: '/donations/1', token });
}

describe('DonateDialog', { timeout: 20_000 }, () => {
  it('asks guests for name and email and sends them', async () => {
    const calls = mockApi([['POST', /^\/user-donation$/, () => ok]]);
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Guest Donor');
    await userEvent.type(within(dialog).getByLabelText(/Your email/), 'guest@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '500');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Anonymous/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/leaderboard'));
    expect(calls[0]!.body).toEqual({ id: '1', donationAmount: '500', anonymous: true, name: 'Guest Donor', email: 'guest@example.com' });
    expect(await screen.findByText('Thank you for your donation of Tk 500')).toBeInTheDocument();
  });

  it('does not ask signed-in donors for name and email', async () => {
    const calls = mockApi([['POST', /^\/user-donation$/, () => ok]]);
    renderDialog(fakeToken({ name: 'Rahim', email: 'rahim@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/Your name/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Your email/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Donating as/)).toHaveTextContent('Donating as Rahim (rahim@example.com)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tk 1,000' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ id: '1', donationAmount: '1000', anonymous: false });
    expect(calls[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('refuses an invalid amount with a message tied to the field, and sends nothing', async () => {
    const calls = mockApi([]);
    renderDialog(fakeToken());
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/Amount/);
    await userEvent.type(amount, '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    expect(amount).toHaveAccessibleDescription('Use at most 2 decimals, such as 250.50');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('stays open with what was typed when the server refuses', async () => {
    mockApi([['POST', /^\/user-donation$/, () => ({ status: 400, body: { success: false, message: 'donationAmount must be a positive number' } })]]);
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Guest');
    await userEvent.type(within(dialog).getByLabelText(/Your email/), 'g@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('donationAmount must be a positive number');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('99');
    expect(within(dialog).getByLabelText(/Your name/)).toHaveValue('Guest');
    expect(screen.getByTestId('location')).toHaveTextContent('/donations/1');
  });
});
