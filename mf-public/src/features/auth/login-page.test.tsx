import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { loggedOut, SESSION_ENDED_MESSAGE } from 'shared-auth';
import userEvent from '@testing-library/user-event';
import { fakeToken, mockApi, renderWithProviders } from '../testing/render';
import LoginPage from './login-page';

describe('LoginPage', { timeout: 20_000 }, () => {
  it('shows the demo accounts and a link to /register', () => {
    mockApi([]);
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(document.title).toBe('Sign In – Post-Disaster Relief Donation Platform');
    expect(screen.getByText('admin@relief.test')).toBeInTheDocument();
    expect(screen.getByText('relief-admin')).toBeInTheDocument();
    expect(screen.getByText('user@relief.test')).toBeInTheDocument();
    expect(screen.getByText('relief-user')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('requires email and password before calling the server', async () => {
    const calls = mockApi([]);
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Email is required');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    // The focus goes to the first wrong field (not left on the button).
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('signs in with a demo account and goes to /dashboard', async () => {
    const token = fakeToken({ email: 'user@relief.test' });
    const calls = mockApi([['POST', /^\/login$/, () => ({ body: { success: true, message: 'Welcome back, Nusrat Jahan!', token } })]]);
    const { store } = renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Use the user demo account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(calls[0]!.body).toEqual({ email: 'user@relief.test', password: 'relief-user' });
    expect(store.getState().auth.token).toBe(token);
    // One toast: "Signed in" over the server's greeting (not "Welcome back" twice).
    expect(await screen.findByText('Welcome back, Nusrat Jahan!')).toBeInTheDocument();
    expect(screen.getByText('Signed in')).toBeInTheDocument();
    expect(screen.queryByText('Welcome back')).toBeNull();
  });

  it('goes back to the guarded page it came from', async () => {
    const token = fakeToken();
    mockApi([['POST', /^\/login$/, () => ({ body: { success: true, message: 'Logged in', token } })]]);
    renderWithProviders(<LoginPage />, {
      route: '/login',
      routeState: { from: { pathname: '/community', search: '', hash: '' } },
    });
    await userEvent.type(screen.getByLabelText(/Email/), 'a@b.co');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/community'));
  });

  it('shows the server message when login fails and stays on the page', async () => {
    mockApi([['POST', /^\/login$/, () => ({ status: 401, body: { success: false, message: 'Invalid email or password' } })]]);
    const { store } = renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.type(screen.getByLabelText(/Email/), 'a@b.co');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(store.getState().auth.token).toBeNull();
  });

  it('tells a signed-in person who they are', () => {
    mockApi([]);
    renderWithProviders(<LoginPage />, { route: '/login', token: fakeToken({ name: 'Rahim' }) });
    expect(screen.getByText('You are signed in as Rahim')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('links to /reset-password ("Forgot password?")', () => {
    mockApi([]);
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
  });

  it('asks for the authentication code when the account uses two-factor sign-in, and sends it with the password', async () => {
    const token = fakeToken({ role: 'admin' });
    const calls = mockApi([
      [
        'POST',
        /^\/login$/,
        (call) => {
          const body = call.body as { code?: string };
          if (!body.code) return { body: { success: true, twoFactorRequired: true, message: 'Enter the 6-digit code from your authenticator app' } };
          if (body.code !== '123456') return { status: 401, body: { success: false, message: 'That code is not right; try again' } };
          return { body: { success: true, message: 'Logged in', token } };
        },
      ],
    ]);
    const { store } = renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.type(screen.getByLabelText(/Email/), 'admin@relief.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'relief-admin');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const code = await screen.findByLabelText(/Authentication code/);
    expect(screen.getByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('recovery codes'));
    expect(code).toHaveFocus();
    expect(store.getState().auth.token).toBeNull();

    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('That code is not right; try again')));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(store.getState().auth.token).toBe(token);
    expect(calls.map((c) => c.body)).toEqual([
      { email: 'admin@relief.test', password: 'relief-admin' },
      { email: 'admin@relief.test', password: 'relief-admin', code: '000000' },
      { email: 'admin@relief.test', password: 'relief-admin', code: '123456' },
    ]);
  });

  it('accepts a recovery code at the code step', async () => {
    const calls = mockApi([
      ['POST', /^\/login$/, (call) => ((call.body as { code?: string }).code ? { body: { success: true, message: 'Logged in', token: fakeToken() } } : { body: { success: true, twoFactorRequired: true, message: 'Enter the code' } })],
    ]);
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.type(screen.getByLabelText(/Email/), 'admin@relief.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'relief-admin');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.type(await screen.findByLabelText(/Authentication code/), 'abcd-efgh');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect((calls[1]!.body as { code: string }).code).toBe('abcd-efgh');
  });

  it('says the session ended when the server ended it (e.g. password changed elsewhere)', async () => {
    mockApi([]);
    const { store } = renderWithProviders(<LoginPage />, { route: '/login' });
    act(() => {
      store.dispatch(loggedOut({ sessionEnded: true }));
    });
    expect(await screen.findByText('Your session has ended')).toBeInTheDocument();
    expect(screen.getByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    // Every way a session ends from elsewhere, "Sign out everywhere" (the Security page) included.
    expect(SESSION_ENDED_MESSAGE).toMatch(/expired.*password or two-factor.*signed out everywhere/);
  });
});
