import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Volunteer } from 'api/types';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { API, mockApi, renderWithProviders } from '../testing/render';
import AboutPage from './about-page';

const volunteers: Volunteer[] = [
  { _id: 'v1', name: 'Nusrat Jahan', image: '/assets/volunteers/nusrat.svg', profession: 'Nurse', location: 'Sylhet' },
  { _id: 'v2', name: 'Tanvir Ahmed', image: 'https://cdn.example.org/tanvir.jpg', profession: 'Engineer', location: 'Khulna' },
  { _id: 'v3', name: 'Mim Akter', image: '', profession: 'Student', location: 'Dhaka' },
];

function withVolunteers(answer: { status?: number; body: unknown } = { body: { success: true, data: volunteers } }) {
  return mockApi([['GET', /^\/get-volunteers$/, () => answer]]);
}

describe('AboutPage', () => {
  it('shows the mission, the call to volunteer and a Sign Up link to /volunteer', async () => {
    withVolunteers();
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(document.title).toBe('About Us – Post-Disaster Relief Donation Platform');
    expect(screen.getByText(/our mission/i)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Do You Want To Be a Volunteer?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/volunteer');
    await screen.findAllByTestId('volunteer');
  });

  it('lists volunteers with image, name, profession and location', async () => {
    withVolunteers();
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    const cards = await screen.findAllByTestId('volunteer');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByText('Nusrat Jahan')).toBeInTheDocument();
    expect(first.getByText('Nurse')).toBeInTheDocument();
    expect(first.getByText('Sylhet')).toBeInTheDocument();
    // /assets/ paths are served by the API origin; images are sized and lazy.
    const img = cards[0]!.querySelector('img')!;
    expect(img).toHaveAttribute('src', `${new URL(API).origin}/assets/volunteers/nusrat.svg`);
    expect(img).toHaveAttribute('width', '96');
    expect(img).toHaveAttribute('height', '96');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(cards[1]!.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.org/tanvir.jpg');
  });

  it('falls back to initials when the image is absent or fails to load', async () => {
    withVolunteers();
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    const cards = await screen.findAllByTestId('volunteer');
    expect(cards[2]!.querySelector('img')).toBeNull();
    expect(within(cards[2]!).getByTestId('volunteer-initials')).toHaveTextContent('MA');
    fireEvent.error(cards[1]!.querySelector('img')!);
    expect(cards[1]!.querySelector('img')).toBeNull();
    expect(within(cards[1]!).getByTestId('volunteer-initials')).toHaveTextContent('TA');
  });

  it('shows a loading state while the volunteers are on their way', async () => {
    mockApi([['GET', /^\/get-volunteers$/, () => new Promise(() => {})]]);
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    expect(await screen.findByRole('status', { name: 'Loading volunteers' })).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    withVolunteers({ body: { success: true, data: [] } });
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    expect(await screen.findByText('No volunteers yet')).toBeInTheDocument();
  });

  it('speaks Bangla when the page is in Bangla', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.about, NS.common]);
    withVolunteers();
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    expect(screen.getByRole('heading', { level: 1, name: 'আমাদের সম্পর্কে' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About Us' })).toBeNull();
    expect(document.title).toMatch(/^আমাদের সম্পর্কে – /);
    expect(screen.getByText(/^Relief একটি দুর্যোগ-পরবর্তী ত্রাণ অনুদান প্ল্যাটফর্ম/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'আপনি কি স্বেচ্ছাসেবক হতে চান?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'নিবন্ধন করুন' })).toHaveAttribute('href', '/volunteer');
    const cards = await screen.findAllByTestId('volunteer');
    // The API's data stays as it came; the hidden field names are Bangla.
    expect(cards[0]).toHaveTextContent('পেশা: Nurse');
    expect(cards[0]).toHaveTextContent('এলাকা: Sylhet');
    expect(screen.getByRole('list', { name: 'আমাদের স্বেচ্ছাসেবকেরা' })).toBeInTheDocument();
  });

  it('says an error and the retry in Bangla', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.about, NS.common]);
    withVolunteers({ status: 503, body: { success: false, message: 'সেবাটি এখন পাওয়া যাচ্ছে না' } });
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    expect(await screen.findByText('স্বেচ্ছাসেবকদের তথ্য লোড করা যায়নি')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the error with a retry', async () => {
    withVolunteers({ status: 503, body: { success: false, message: 'Service unavailable, try later' } });
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    expect(await screen.findByText('Service unavailable, try later')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
