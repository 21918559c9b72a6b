import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToken, mockApi, renderWithProviders } from '../testing/render';
import VerifyEmailPage from './verify-email-page';

const ok = (token?: string) => () => ({ body: { success: true, message: 'Your email address is confirmed', ...(token ? { token } : {}) } });
const bad = () => ({ status: 400, body: { success: false, message: 'This link is not valid or has expired; ask for a new one' } });

describe('VerifyEmailPage', { timeout: 20_000 }, () => {
  it('sends the token once and says the address is confirmed, with a way to sign in (guest)', async () => {
    const calls = mockApi([['POST', /^\/verify-email$/, ok()]]);
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email?token=abc123' });
    expect(await screen.findByText('Your email address is confirmed')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Confirm your email address – Post-Disaster Relief Donation Platform'));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ token: 'abc123' });
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
  });

  it('signed in: sends the session along and takes the fresh token, so the banner goes', async () => {
    const session = fakeToken({ emailVerified: false } as never);
    const fresh = fakeToken({ name: 'Rahim again' });
    const calls = mockApi([['POST', /^\/verify-email$/, ok(fresh)]]);
    const { store } = renderWithProviders(<VerifyEmailPage />, { route: '/verify-email?token=abc123', token: session });
    expect(store.getState().auth.user?.emailVerified).toBe(false);
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(calls[0]!.headers.get('Authorization')).toBe(`Bearer ${session}`);
    expect(store.getState().auth.token).toBe(fresh);
    expect(store.getState().auth.user?.emailVerified).toBe(true);
  });

  it('a bad link: says so; signed in, offers a new link and toasts the answer', async () => {
    const calls = mockApi([
      ['POST', /^\/verify-email$/, bad],
      ['POST', /^\/resend-verification$/, () => ({ status: 429, body: { success: false, message: 'Too many requests; please try again in 30 seconds' } })],
    ]);
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email?token=old', token: fakeToken({ email: 'me@example.com' }) });
    expect(await screen.findByText('This link is not valid or has expired; ask for a new one')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText('Too many requests; please try again in 30 seconds')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/verify-email', '/resend-verification']);
  });

  it('a bad link for a guest: sign in first', async () => {
    mockApi([['POST', /^\/verify-email$/, bad]]);
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email?token=old' });
    expect(await screen.findByText('This link is not valid or has expired; ask for a new one')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).toBeNull();
  });

  it('no token in the address: says the link is not complete and calls nothing', async () => {
    const calls = mockApi([]);
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email' });
    expect(screen.getByText(/This link is not complete/)).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
