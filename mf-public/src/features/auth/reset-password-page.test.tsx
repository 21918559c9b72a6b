import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToken, mockApi, renderWithProviders } from '../testing/render';
import ResetPasswordPage from './reset-password-page';

const NEUTRAL = 'If an account uses that email, we sent it a link to choose a new password';

describe('ResetPasswordPage', { timeout: 20_000 }, () => {
  it('without a token: asks for the email and shows the server’s neutral answer', async () => {
    const calls = mockApi([['POST', /^\/forgot-password$/, () => ({ body: { success: true, message: NEUTRAL } })]]);
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    expect(document.title).toBe('Reset your password – Post-Disaster Relief Donation Platform');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/Email/), ' someone@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(new RegExp(NEUTRAL))).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ email: 'someone@example.com' });
  });

  it('says "Too many requests" when the server refuses', async () => {
    mockApi([['POST', /^\/forgot-password$/, () => ({ status: 429, body: { success: false, message: 'Too many requests; please try again in 60 seconds' } })]]);
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    await userEvent.type(screen.getByLabelText(/Email/), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Too many requests; please try again in 60 seconds')).toBeInTheDocument();
  });

  it('with a token: checks 8+ characters and equal passwords, then changes it and offers to sign in', async () => {
    const calls = mockApi([['POST', /^\/reset-password$/, () => ({ body: { success: true, message: 'Your password was changed; please sign in' } })]]);
    const { store } = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=tok1', token: fakeToken() });
    expect(document.title).toBe('Choose a new password – Post-Disaster Relief Donation Platform');
    const password = screen.getByLabelText(/^New password/, { selector: 'input' });
    const confirm = screen.getByLabelText(/Confirm new password/, { selector: 'input' });
    await userEvent.type(password, 'short');
    await userEvent.type(confirm, 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Use at least 8 characters'));
    expect(confirm).toHaveAccessibleDescription('The two passwords are not the same');
    expect(password).toHaveFocus();
    expect(calls).toHaveLength(0);
    await userEvent.clear(password);
    await userEvent.type(password, 'a-new-secret');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'a-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed; please sign in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(calls[0]!.body).toEqual({ token: 'tok1', password: 'a-new-secret' });
    // Every session ended on the server: this device signs out too.
    expect(store.getState().auth.token).toBeNull();
  });

  it('with a used or expired link: says so and offers a new one', async () => {
    mockApi([['POST', /^\/reset-password$/, () => ({ status: 400, body: { success: false, message: 'This link is not valid or has expired; ask for a new one' } })]]);
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=used' });
    await userEvent.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'a-new-secret');
    await userEvent.type(screen.getByLabelText(/Confirm new password/, { selector: 'input' }), 'a-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This link is not valid or has expired; ask for a new one')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/reset-password');
  });
});
