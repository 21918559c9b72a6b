import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeToken, mockApi, renderWithProviders, type MockAnswer } from '../testing/render';
import VolunteerPage from './volunteer-page';

function api(answer: MockAnswer = { body: { success: true, message: 'Thank you for volunteering!' } }) {
  return mockApi([['POST', /^\/create-volunteers$/, () => answer]]);
}

async function fillCommon(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Phone/), '+880 1712 345678');
  await user.type(screen.getByLabelText(/^Location/), 'Sylhet');
  await user.type(screen.getByLabelText(/^Profession/), 'Nurse');
  await user.type(screen.getByLabelText(/^Image/), 'https://example.com/me.jpg');
}

describe('VolunteerPage', () => {
  it('asks a guest for every field and sends them all', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<VolunteerPage />, { route: '/volunteer' });
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Already Have an Account? Visit Volunteer' })).toHaveAttribute('href', '/about-us');
    await user.type(screen.getByLabelText(/^Name/), 'Guest Person');
    await user.type(screen.getByLabelText(/^Email/), 'guest@example.com');
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      name: 'Guest Person',
      email: 'guest@example.com',
      phone: '+880 1712 345678',
      location: 'Sylhet',
      profession: 'Nurse',
      image: 'https://example.com/me.jpg',
    });
    expect(await screen.findByText('Thank you for volunteering!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/about-us');
  });

  it('hides name and email for a signed-in person and leaves them out of the body', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<VolunteerPage />, { route: '/volunteer', token: fakeToken({ name: 'Rahim', email: 'rahim@example.com' }) });
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.getByText('Rahim (rahim@example.com)')).toBeInTheDocument();
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      phone: '+880 1712 345678',
      location: 'Sylhet',
      profession: 'Nurse',
      image: 'https://example.com/me.jpg',
    });
    expect(calls[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/about-us'));
  });

  it('shows errors tied to the fields and sends nothing when fields are missing or wrong', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<VolunteerPage />, { route: '/volunteer', token: fakeToken() });
    await user.type(screen.getByLabelText(/^Image/), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    const image = screen.getByLabelText(/^Image/);
    const imageError = screen.getByText(/full image link starting with http/);
    expect(image.getAttribute('aria-describedby')).toContain(imageError.id);
    expect(calls).toHaveLength(0);
  });

  it('refuses a duplicate sign-up with the server message and stays on the form', async () => {
    api({ status: 409, body: { success: false, message: 'This email is already registered as a volunteer.' } });
    const user = userEvent.setup();
    renderWithProviders(<VolunteerPage />, { route: '/volunteer' });
    await user.type(screen.getByLabelText(/^Name/), 'Guest Person');
    await user.type(screen.getByLabelText(/^Email/), 'guest@example.com');
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('volunteer-error')).toHaveTextContent('This email is already registered as a volunteer.');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/volunteer');
  });
});
