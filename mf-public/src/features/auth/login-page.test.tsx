import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
    expect(calls).toHaveLength(0);
  });

  it('signs in with a demo account and goes to /dashboard', async () => {
    const token = fakeToken({ email: 'user@relief.test' });
    const calls = mockApi([['POST', /^\/login$/, () => ({ body: { success: true, message: 'Logged in', token } })]]);
    const { store } = renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Use the user demo account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(calls[0]!.body).toEqual({ email: 'user@relief.test', password: 'relief-user' });
    expect(store.getState().auth.token).toBe(token);
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
});
