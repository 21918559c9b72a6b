import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'api/types';
import { Dashboard } from '../frame/dashboard';
import { ADMIN, USER, mockApi, renderWithProviders } from '../frame/test/render';

const rahim: User = {
  _id: '7',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  image: 'https://example.org/rahim.jpg',
  profession: 'Teacher',
  address: 'Sylhet',
  role: 'user',
  createdAt: 1,
  emailVerified: true,
  twoFactorEnabled: false,
};

describe('Profile', () => {
  it('shows the record and links to its editor by record id', async () => {
    const calls = mockApi(({ url }) => (url === '/single-user/rahim%40example.com' ? { body: { success: true, data: rahim } } : undefined));
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/profile', route: '/dashboard/*' });
    expect(await screen.findByText('Teacher')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('My Profile – Post-Disaster Relief Donation Platform'));
    expect(screen.getByText('Sylhet')).toBeTruthy();
    expect(screen.getAllByText('rahim@example.com').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/dashboard/edit-profile/7');
    expect(calls.map((c) => c.url)).toContain('/single-user/rahim%40example.com');
  });
});

describe('Profile: email address', () => {
  function serve(emailVerified: boolean, resend?: { status?: number; body: unknown }) {
    return mockApi(({ method, url }) => {
      if (url === '/single-user/rahim%40example.com') return { body: { success: true, data: rahim } };
      if (url === '/me') return { body: { success: true, data: { ...rahim, emailVerified, twoFactorRequired: false } } };
      if (method === 'POST' && url === '/resend-verification') return resend;
      return undefined;
    });
  }

  it('says it is confirmed (GET /me), with no resend button', async () => {
    serve(true);
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/profile', route: '/dashboard/*' });
    const status = await screen.findByTestId('email-status');
    await waitFor(() => expect(status.textContent).toContain('Confirmed'));
    expect(screen.queryByRole('button', { name: 'Resend the confirmation link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Password and security' }).getAttribute('href')).toBe('/dashboard/security');
  });

  it('says it is not confirmed and resends the link, toasting the server’s answer', async () => {
    const calls = serve(false, { body: { success: true, message: 'We sent a new link to rahim@example.com' } });
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/profile', route: '/dashboard/*' });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the confirmation link' }));
    expect(screen.getByTestId('email-status').textContent).toContain('Not confirmed');
    expect(await screen.findByText('We sent a new link to rahim@example.com')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/resend-verification')).toHaveLength(1);
  });

  it('says why when the link cannot be sent (asked too often)', async () => {
    serve(false, { status: 429, body: { success: false, message: 'Too many requests; please try again in 60 seconds' } });
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/profile', route: '/dashboard/*' });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the confirmation link' }));
    expect(await screen.findByText('Too many requests; please try again in 60 seconds')).toBeTruthy();
    expect(screen.getByText('Link not sent')).toBeTruthy();
  });
});

describe('Edit Your Profile', () => {
  function serve() {
    return mockApi((call) => {
      if (call.method === 'GET' && call.url === '/user-info/7') return { body: { success: true, data: rahim } };
      if (call.method === 'POST' && call.url === '/edit-profile/7') return { body: { success: true, message: 'Profile updated successfully' } };
      if (call.method === 'GET' && call.url.startsWith('/single-user/')) return { body: { success: true, data: rahim } };
      return undefined;
    });
  }

  it('prefills all four fields from the record', async () => {
    serve();
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/edit-profile/7', route: '/dashboard/*' });
    expect(screen.getByRole('heading', { name: 'Edit Your Profile' })).toBeTruthy();
    expect(document.title).toBe('Edit Your Profile – Post-Disaster Relief Donation Platform');
    expect(((await screen.findByRole('textbox', { name: /Name/ })) as HTMLInputElement).value).toBe('Rahim Uddin');
    expect((screen.getByRole('textbox', { name: /Image URL/ }) as HTMLInputElement).value).toBe('https://example.org/rahim.jpg');
    expect((screen.getByRole('textbox', { name: /Profession/ }) as HTMLInputElement).value).toBe('Teacher');
    expect((screen.getByRole('textbox', { name: /Address/ }) as HTMLInputElement).value).toBe('Sylhet');
    for (const name of [/Name/, /Image URL/, /Profession/, /Address/]) {
      expect(screen.getByRole('textbox', { name }).hasAttribute('required')).toBe(true);
    }
  });

  it('requires every field', async () => {
    const calls = serve();
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/edit-profile/7', route: '/dashboard/*' });
    await userEvent.clear(await screen.findByRole('textbox', { name: /Profession/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByText('Profession is required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends { userInfo }, shows the server message and returns to the profile', async () => {
    const calls = serve();
    renderWithProviders(<Dashboard />, { as: USER, path: '/dashboard/edit-profile/7', route: '/dashboard/*' });
    const address = await screen.findByRole('textbox', { name: /Address/ });
    await userEvent.clear(address);
    await userEvent.type(address, 'Dhaka, Mirpur 10');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/profile'));
    // The profile page sets its title once it has rendered, which may be a moment after the address changed.
    await waitFor(() => expect(document.title).toBe('My Profile – Post-Disaster Relief Donation Platform'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      userInfo: { name: 'Rahim Uddin', image: 'https://example.org/rahim.jpg', profession: 'Teacher', address: 'Dhaka, Mirpur 10' },
    });
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
  });

  it('lets an admin open anyone’s editor', async () => {
    serve();
    renderWithProviders(<Dashboard />, { as: ADMIN, path: '/dashboard/edit-profile/7', route: '/dashboard/*' });
    expect(((await screen.findByRole('textbox', { name: /Name/ })) as HTMLInputElement).value).toBe('Rahim Uddin');
  });
});
