import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Volunteer } from 'api/types';
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

  it('shows the error with a retry', async () => {
    withVolunteers({ status: 503, body: { success: false, message: 'Service unavailable, try later' } });
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    expect(await screen.findByText('Service unavailable, try later')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
