import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeToken, mockApi, renderWithProviders } from './features/testing/render';
import { i18n } from 'shared-auth';
import pages from './pages';

describe('the exposed pages module', () => {
  it('exports the three pages of the federation contract', () => {
    expect(Object.keys(pages).sort()).toEqual(['AboutUs', 'Community', 'Volunteer']);
  });

  it('loads each page lazily', async () => {
    // The first import of a page module can be slow on a busy machine.
    const slow = { timeout: 10_000 };
    mockApi([
      ['GET', /^\/get-comments$/, () => ({ body: { success: true, data: [] } })],
      ['GET', /^\/get-volunteers$/, () => ({ body: { success: true, data: [] } })],
    ]);
    const { unmount } = renderWithProviders(<pages.Community />, { route: '/community', token: fakeToken() });
    expect(await screen.findByRole('heading', { name: 'Community Gratitude Wall' }, slow)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Community Gratitude Wall – Post-Disaster Relief Donation Platform'));
    unmount();
    const about = renderWithProviders(<pages.AboutUs />, { route: '/about-us' });
    expect(await screen.findByRole('heading', { name: 'About Us' }, slow)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('About Us – Post-Disaster Relief Donation Platform'));
    about.unmount();
    renderWithProviders(<pages.Volunteer />, { route: '/volunteer' });
    expect(await screen.findByRole('heading', { name: 'Sign Up' }, slow)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Volunteer Sign Up – Post-Disaster Relief Donation Platform'));
  });

  it('loads a page with its strings in Bangla', async () => {
    await i18n.changeLanguage('bn');
    mockApi([['GET', /^\/get-volunteers$/, () => ({ body: { success: true, data: [] } })]]);
    renderWithProviders(<pages.AboutUs />, { route: '/about-us' });
    expect(await screen.findByRole('heading', { name: 'আমাদের সম্পর্কে' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'About Us' })).toBeNull();
    expect(await screen.findByText('এখনো কোনো স্বেচ্ছাসেবক নেই')).toBeTruthy();
  });
});
