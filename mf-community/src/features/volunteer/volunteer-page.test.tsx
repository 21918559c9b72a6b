import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { fakeToken, mockApi, renderWithProviders, type MockAnswer } from '../testing/render';
import VolunteerPage from './volunteer-page';

const NOT_SIGNED_UP: MockAnswer = { status: 404, body: { success: false, message: 'You have not signed up as a volunteer yet' } };

function api(answer: MockAnswer = { body: { success: true, message: 'Thank you for volunteering!' } }, mine: MockAnswer = NOT_SIGNED_UP) {
  return mockApi([
    ['POST', /^\/create-volunteers$/, () => answer],
    ['GET', /^\/my-volunteer$/, () => mine],
    ['POST', /^\/edit-volunteer$/, () => ({ body: { success: true, message: 'Your volunteer entry was updated' } })],
  ]);
}

/** Types into a field by pasting (fast on a busy machine; the form sees the same change events). */
async function fill(user: UserEvent, label: RegExp, value: string) {
  // A signed-in person's form shows once their entry (or its absence) is known.
  await user.click(await screen.findByLabelText(label));
  await user.paste(value);
}

async function fillCommon(user: UserEvent) {
  await fill(user, /^Phone/, '+880 1712 345678');
  await fill(user, /^Location/, 'Sylhet');
  await fill(user, /^Profession/, 'Nurse');
  await fill(user, /^Image/, 'https://example.com/me.jpg');
}

describe('VolunteerPage', () => {
  it('asks a guest for every field and sends them all', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<VolunteerPage />, { route: '/volunteer' });
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(document.title).toBe('Volunteer Sign Up – Post-Disaster Relief Donation Platform');
    expect(screen.getByRole('link', { name: 'Already Have an Account? Visit Volunteer' })).toHaveAttribute('href', '/about-us');
    await fill(user, /^Name/, 'Guest Person');
    await fill(user, /^Email/, 'guest@example.com');
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
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/about-us'));
  });

  it('hides name and email for a signed-in person and leaves them out of the body', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<VolunteerPage />, { route: '/volunteer', token: fakeToken({ name: 'Rahim', email: 'rahim@example.com' }) });
    expect(await screen.findByText('Rahim (rahim@example.com)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.slice(0, 2).map((c) => `${c.method} ${c.path}`)).toEqual(['GET /my-volunteer', 'POST /create-volunteers']);
    expect(calls[1]!.body).toEqual({
      phone: '+880 1712 345678',
      location: 'Sylhet',
      profession: 'Nurse',
      image: 'https://example.com/me.jpg',
    });
    expect(calls[1]!.headers.get('Authorization')).toMatch(/^Bearer /);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/about-us'));
  });

  it("shows a signed-in volunteer's own entry and saves changes to it", async () => {
    const entry = { _id: '7', name: 'Rahim', image: 'https://example.com/old.jpg', profession: 'Nurse', location: 'Sylhet', phone: '+880 1711 000000' };
    const calls = api(undefined, { body: { success: true, data: entry } });
    const user = userEvent.setup();
    renderWithProviders(<VolunteerPage />, { route: '/volunteer', token: fakeToken({ name: 'Rahim', email: 'rahim@example.com' }) });
    expect(await screen.findByRole('heading', { name: 'Your Volunteer Entry' })).toBeInTheDocument();
    const location = screen.getByLabelText(/^Location/);
    expect(location).toHaveValue('Sylhet');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+880 1711 000000');
    await user.clear(location);
    await user.click(location);
    await user.paste('Khulna');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/edit-volunteer')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/edit-volunteer')!.body).toEqual({
      phone: '+880 1711 000000',
      location: 'Khulna',
      profession: 'Nurse',
      image: 'https://example.com/old.jpg',
    });
    expect(calls.some((c) => c.path === '/create-volunteers')).toBe(false);
    expect(await screen.findByText('Your volunteer entry was updated')).toBeInTheDocument();
  });

  it('shows errors tied to the fields and sends nothing when fields are missing or wrong', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<VolunteerPage />, { route: '/volunteer', token: fakeToken() });
    await fill(user, /^Image/, 'not a link');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    const image = screen.getByLabelText(/^Image/);
    const imageError = screen.getByText(/full image link starting with http/);
    expect(image.getAttribute('aria-describedby')).toContain(imageError.id);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('speaks Bangla when the page is in Bangla: labels, hints and the errors of the fields', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.volunteer, NS.common]);
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<VolunteerPage />, { route: '/volunteer' });
    expect(screen.getByRole('heading', { name: 'নিবন্ধন করুন' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign Up' })).toBeNull();
    expect(document.title).toMatch(/^স্বেচ্ছাসেবক নিবন্ধন – /);
    expect(screen.getByLabelText(/^নাম/)).toHaveAttribute('placeholder', 'আপনার পুরো নাম');
    expect(screen.getByLabelText(/^এলাকা/)).toHaveAttribute('placeholder', 'শহর বা জেলা');
    expect(screen.getByText(/সাইন ইন করলে এর বদলে ছবি আপলোড করতে পারবেন/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আগেই নিবন্ধন করেছেন? স্বেচ্ছাসেবকদের দেখুন' })).toHaveAttribute('href', '/about-us');
    await fill(user, /^ইমেইল/, 'not an address');
    await user.click(screen.getByRole('button', { name: 'নিবন্ধন করুন' }));
    expect(screen.getByText('অনুগ্রহ করে আপনার নাম লিখুন।')).toBeInTheDocument();
    expect(screen.getByText(/সঠিক ইমেইল ঠিকানা লিখুন/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^নাম/)).toHaveFocus();
    expect(screen.queryByText(/Please enter/)).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows a signed-in person the upload in Bangla', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.volunteer, NS.common]);
    api();
    renderWithProviders(<VolunteerPage />, { route: '/volunteer', token: fakeToken({ name: 'Rahim', email: 'rahim@example.com' }) });
    expect(await screen.findByRole('button', { name: 'ছবি আপলোড করুন' })).toBeInTheDocument();
    expect(screen.getByLabelText('আপলোড করার ছবি')).toBeInTheDocument();
    expect(screen.getByText('আপনার অ্যাকাউন্ট দিয়ে নিবন্ধন করছেন')).toBeInTheDocument();
  });

  it('refuses a duplicate sign-up with the server message and stays on the form', async () => {
    api({ status: 409, body: { success: false, message: 'This email is already registered as a volunteer.' } });
    const user = userEvent.setup();
    renderWithProviders(<VolunteerPage />, { route: '/volunteer' });
    await fill(user, /^Name/, 'Guest Person');
    await fill(user, /^Email/, 'guest@example.com');
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('volunteer-error')).toHaveTextContent('This email is already registered as a volunteer.');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/volunteer');
  });

  it('lets a signed-in person upload a photo, whose stored address fills the Image field and is sent; a guest pastes a link', async () => {
    const stored = 'http://api.test/assets/uploads/0123456789abcdef01234567-1200.webp';
    const calls = mockApi([
      ['GET', /^\/my-volunteer$/, () => NOT_SIGNED_UP],
      ['POST', /^\/uploads\/images$/, () => ({ status: 201, body: { success: true, message: 'Picture uploaded', data: { image: stored, widths: [400, 800, 1200] } } })],
      ['POST', /^\/create-volunteers$/, () => ({ body: { success: true, message: 'Thank you for volunteering!' } })],
    ]);
    const user = userEvent.setup();
    const signedIn = renderWithProviders(<VolunteerPage />, { route: '/volunteer', token: fakeToken({ name: 'Rahim', email: 'rahim@example.com' }) });
    await fill(user, /^Phone/, '+880 1712 345678');
    await fill(user, /^Location/, 'Sylhet');
    await fill(user, /^Profession/, 'Nurse');
    await screen.findByRole('button', { name: 'Upload a photo' });
    await user.upload(screen.getByLabelText('Photo to upload'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByLabelText(/^Image/)).toHaveValue(stored));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/create-volunteers')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/uploads/images')!.body).toMatch(/filename="me.jpg"/);
    expect(calls.find((c) => c.path === '/create-volunteers')!.body).toMatchObject({ image: stored });
    signedIn.unmount();

    renderWithProviders(<VolunteerPage />, { route: '/volunteer' });
    await screen.findByLabelText(/^Name/);
    expect(screen.queryByRole('button', { name: 'Upload a photo' })).toBeNull();
    expect(screen.getByText(/Signed in, you can upload one instead/)).toBeInTheDocument();
  });

  it('says why an upload failed and keeps the field as it was', async () => {
    mockApi([
      ['GET', /^\/my-volunteer$/, () => NOT_SIGNED_UP],
      ['POST', /^\/uploads\/images$/, () => ({ status: 415, body: { success: false, message: 'Send a JPEG, PNG or WebP picture' } })],
    ]);
    const user = userEvent.setup();
    renderWithProviders(<VolunteerPage />, { route: '/volunteer', token: fakeToken({ name: 'Rahim', email: 'rahim@example.com' }) });
    await screen.findByRole('button', { name: 'Upload a photo' });
    await user.upload(screen.getByLabelText('Photo to upload'), new File(['GIF89a'], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Send a JPEG, PNG or WebP picture')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Image/)).toHaveValue('');
  });
});
