import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { User } from 'api/types';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { USER, mockApi, renderWithProviders } from '../frame/test/render';
import { EditProfilePage } from './edit-profile-page';
import { ProfilePage } from './profile-page';

const rahim: User = {
  _id: '7',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  image: 'https://example.org/rahim.jpg',
  profession: 'Teacher',
  address: 'Sylhet',
  role: 'user',
  createdAt: 1,
  emailVerified: false,
  twoFactorEnabled: false,
};

async function inBangla() {
  await i18n.changeLanguage('bn');
  await i18n.loadNamespaces([NS.profile, NS.common, NS.frame]);
}

describe('Profile in Bangla', () => {
  it('shows the record, the email status and the links in Bangla', async () => {
    await inBangla();
    mockApi(({ url }) => {
      if (url === '/single-user/rahim%40example.com') return { body: { success: true, data: rahim } };
      if (url === '/me') return { body: { success: true, data: { ...rahim, twoFactorRequired: false } } };
      return undefined;
    });
    renderWithProviders(<ProfilePage />, { as: USER });
    expect(screen.getByRole('heading', { name: 'আমার প্রোফাইল' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My Profile' })).toBeNull();
    expect(await screen.findByText('Teacher')).toBeTruthy();
    expect(screen.getByText('পেশা')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rahim Uddin-এর ছবি' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('email-status').textContent).toContain('নিশ্চিত নয়'));
    expect(screen.getByRole('button', { name: 'নিশ্চিত করার লিংক আবার পাঠান' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'প্রোফাইল সম্পাদনা করুন' }).getAttribute('href')).toBe('/dashboard/edit-profile/7');
  });

  it("says in Bangla that only one's own profile can be edited, with a link to it", async () => {
    await inBangla();
    mockApi(() => undefined);
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/edit-profile/:id" element={<EditProfilePage />} />
      </Routes>,
      { as: USER, path: '/dashboard/edit-profile/1' },
    );
    expect(screen.getByText('আপনি শুধু নিজের প্রোফাইল সম্পাদনা করতে পারবেন।')).toBeTruthy();
    expect(screen.queryByText(/অ্যাডমিনদের জন্য/)).toBeNull();
    expect(screen.getByRole('link', { name: 'নিজের প্রোফাইল সম্পাদনা করুন' }).getAttribute('href')).toBe('/dashboard/edit-profile/7');
  });

  it('edits with Bangla labels and says in Bangla what is missing', async () => {
    await inBangla();
    mockApi(({ url }) => (url === '/user-info/7' ? { body: { success: true, data: { ...rahim, profession: '' } } } : undefined));
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/edit-profile/:id" element={<EditProfilePage />} />
      </Routes>,
      { as: USER, path: '/dashboard/edit-profile/7' },
    );
    expect(screen.getByRole('heading', { name: 'আপনার প্রোফাইল সম্পাদনা' })).toBeTruthy();
    const name = await screen.findByRole('textbox', { name: /^নাম/ });
    expect((name as HTMLInputElement).value).toBe('Rahim Uddin');
    await userEvent.click(screen.getByRole('button', { name: 'প্রোফাইল হালনাগাদ করুন' }));
    expect(await screen.findByText('পেশা দিতে হবে')).toBeTruthy();
    expect(screen.queryByText('Profession is required')).toBeNull();
  });
});
