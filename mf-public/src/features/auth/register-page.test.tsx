import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToken, mockApi, renderWithProviders } from '../testing/render';
import RegisterPage from './register-page';

async function fill() {
  await userEvent.type(screen.getByLabelText(/Name/), 'Karim');
  await userEvent.type(screen.getByLabelText(/Email/), 'karim@example.com');
  await userEvent.type(screen.getByLabelText(/Password/), 'pass1234');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterPage', { timeout: 20_000 }, () => {
  it('links to /login and validates fields', async () => {
    const calls = mockApi([]);
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(document.title).toBe('Create Account – Post-Disaster Relief Donation Platform');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('registers as a user, signs in and goes on', async () => {
    const token = fakeToken({ email: 'karim@example.com' });
    const calls = mockApi([
      ['POST', /^\/register$/, () => ({ status: 201, body: { success: true, message: 'Registration successful' } })],
      ['POST', /^\/login$/, () => ({ body: { success: true, message: 'Logged in', token } })],
    ]);
    const { store } = renderWithProviders(<RegisterPage />, { route: '/register' });
    await fill();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(calls[0]!.body).toEqual({ name: 'Karim', email: 'karim@example.com', password: 'pass1234', role: 'user' });
    expect(store.getState().auth.token).toBe(token);
    expect(screen.getByText('Registration successful')).toBeInTheDocument();
  });

  it('keeps the fixed title and adds the server reason on failure', async () => {
    mockApi([['POST', /^\/register$/, () => ({ status: 409, body: { success: false, message: 'This email is already registered' } })]]);
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fill();
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('This email is already registered')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });
});
