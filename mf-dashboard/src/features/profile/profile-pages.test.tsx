import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountUser } from 'shared-auth';
import { Dashboard } from '../frame/dashboard';
import { ADMIN, USER, mockApi, renderWithProviders } from '../frame/test/render';

const rahim: AccountUser = {
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
    expect(document.title).toBe('My Profile – Post-Disaster Relief Donation Platform');
    expect(screen.getByText('Sylhet')).toBeTruthy();
    expect(screen.getAllByText('rahim@example.com').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/dashboard/edit-profile/7');
    expect(calls.map((c) => c.url)).toContain('/single-user/rahim%40example.com');
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
    expect(document.title).toBe('My Profile – Post-Disaster Relief Donation Platform');
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
