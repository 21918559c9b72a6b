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
    expect(screen.getByLabelText(/Name/)).toHaveFocus();
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

  it('keeps the fixed title and adds the server reason on an unexpected failure', async () => {
    mockApi([['POST', /^\/register$/, () => ({ status: 500, body: { success: false, message: 'Something went wrong on our side' } })]]);
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fill();
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('an email that has an account already (409): only the API\'s precise words, on the email field, which takes the focus; no toast', async () => {
    const message = 'An account with this email already exists; please sign in';
    const calls = mockApi([['POST', /^\/register$/, () => ({ status: 409, body: { success: false, message } })]]);
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fill();
    const email = screen.getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(message));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByText('Registration failed. Please try again.')).toBeNull();
    expect(screen.queryByRole('alert', { name: /failed/i })).toBeNull();
    expect(calls).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('asks for at least 8 characters before calling the server, and shows the server’s own message too', async () => {
    const calls = mockApi([['POST', /^\/register$/, () => ({ status: 400, body: { success: false, message: 'Password must be at least 8 characters' } })]]);
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await userEvent.type(screen.getByLabelText(/Name/), 'Karim');
    await userEvent.type(screen.getByLabelText(/Email/), 'karim@example.com');
    const password = screen.getByLabelText(/Password/, { selector: 'input' });
    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Use at least 8 characters'));
    expect(calls).toHaveLength(0);
    // A rule the client does not know (the server decides): its message is shown.
    await userEvent.type(password, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('signs in with the token of the answer and says a confirmation link was sent', async () => {
    const token = fakeToken({ email: 'karim@example.com', emailVerified: false } as never);
    const message = 'Account created. We sent a link to karim@example.com to confirm your email address.';
    const calls = mockApi([['POST', /^\/register$/, () => ({ status: 201, body: { success: true, message, token } })]]);
    const { store } = renderWithProviders(<RegisterPage />, { route: '/register' });
    await fill();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(store.getState().auth.token).toBe(token);
    expect(store.getState().auth.user?.emailVerified).toBe(false);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/register']);
  });
});
