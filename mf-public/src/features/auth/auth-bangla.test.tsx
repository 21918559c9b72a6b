import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, loggedOut } from 'shared-auth';
import { fakeToken, mockApi, renderWithProviders } from '../testing/render';
import { inBangla } from '../testing/bangla';
import LoginPage from './login-page';
import RegisterPage from './register-page';
import ResetPasswordPage from './reset-password-page';
import VerifyEmailPage from './verify-email-page';

describe('sign-in pages in Bangla', { timeout: 20_000 }, () => {
  it('/login: the form, its checks, the demo accounts and the code step in Bangla', async () => {
    const calls = mockApi([['POST', /^\/login$/, () => ({ body: { success: true, message: 'আপনার অথেনটিকেটর অ্যাপের ৬ অঙ্কের কোডটি দিন', twoFactorRequired: true } })]]);
    await inBangla();
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'সাইন ইন' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('সাইন ইন – দুর্যোগ-পরবর্তী ত্রাণ অনুদান প্ল্যাটফর্ম'));
    expect(screen.getByRole('link', { name: 'একটি অ্যাকাউন্ট খুলুন' })).toHaveAttribute('href', '/register');
    expect(screen.getByText(/নতুন এসেছেন\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByText('ডেমো অ্যাকাউন্ট')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'সাইন ইন' }));
    expect(screen.getByLabelText(/ইমেইল/)).toHaveAccessibleDescription('ইমেইল ঠিকানা দিতে হবে');
    expect(screen.getByText('পাসওয়ার্ড দিতে হবে')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'অ্যাডমিনের ডেমো অ্যাকাউন্ট ব্যবহার করুন' }));
    await userEvent.click(screen.getByRole('button', { name: 'সাইন ইন' }));
    const code = await screen.findByLabelText(/অথেনটিকেশন কোড/);
    expect(screen.getByText('আপনার অথেনটিকেটর অ্যাপের ৬ অঙ্কের কোডটি দিন')).toBeInTheDocument();
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'যাচাই করুন' }));
    expect(code).toHaveAccessibleDescription(/^আপনার অ্যাপের ৬ অঙ্কের কোড, অথবা abcd-efgh-এর মতো একটি রিকভারি কোড লিখুন/);
    // A code in Bengali digits is sent in ASCII ones.
    await userEvent.clear(code);
    await userEvent.type(code, '১২৩৪৫৬');
    await userEvent.click(screen.getByRole('button', { name: 'যাচাই করুন' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toMatchObject({ code: '123456' });
  });

  it("/login: the errors on screen follow a switch of language (and back), the fields' values stay", async () => {
    const calls = mockApi([]);
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await act(() => inBangla());
    await waitFor(() => expect(screen.getByLabelText(/ইমেইল/)).toHaveAccessibleDescription('একটি সঠিক ইমেইল ঠিকানা লিখুন'));
    expect(screen.getByLabelText(/ইমেইল/)).toHaveValue('not-an-address');
    expect(screen.getByText('পাসওয়ার্ড দিতে হবে')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).toBeNull();
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Enter a valid email address'));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('/login after the session ended says so in Bangla', async () => {
    mockApi([]);
    await inBangla();
    const { store } = renderWithProviders(<LoginPage />, { route: '/login', token: fakeToken() });
    expect(screen.getByText(/হিসেবে সাইন ইন করে আছেন/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আপনার ড্যাশবোর্ডে যান' })).toHaveAttribute('href', '/dashboard');
    act(() => {
      store.dispatch(loggedOut({ sessionEnded: true }));
    });
    expect(await screen.findByText('আপনার সেশন শেষ হয়েছে')).toBeInTheDocument();
    expect(screen.getByText(/অনুগ্রহ করে আবার সাইন ইন করুন।$/)).toBeInTheDocument();
  });

  it('/register: the form and its checks in Bangla', async () => {
    mockApi([]);
    await inBangla();
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'অ্যাকাউন্ট খুলুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সাইন ইন করুন' })).toHaveAttribute('href', '/login');
    expect(screen.getByLabelText(/পাসওয়ার্ড/, { selector: 'input' })).toHaveAccessibleDescription('কমপক্ষে ৮ অক্ষর');
    await userEvent.type(screen.getByLabelText(/পাসওয়ার্ড/, { selector: 'input' }), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }));
    expect(screen.getByText('নাম দিতে হবে')).toBeInTheDocument();
    expect(screen.getByText('ইমেইল ঠিকানা দিতে হবে')).toBeInTheDocument();
    expect(screen.getByText('কমপক্ষে ৮ অক্ষর ব্যবহার করুন')).toBeInTheDocument();
    expect(screen.queryByText('Create Account')).toBeNull();
  });

  it('/reset-password: asking for a link and choosing a new password in Bangla', async () => {
    mockApi([]);
    await inBangla();
    const { unmount } = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'পাসওয়ার্ড রিসেট করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সাইন ইন করুন' })).toHaveAttribute('href', '/login');
    await userEvent.type(screen.getByLabelText(/ইমেইল/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'আমাকে একটি লিংক পাঠান' }));
    expect(screen.getByLabelText(/ইমেইল/)).toHaveAccessibleDescription('একটি সঠিক ইমেইল ঠিকানা লিখুন');
    unmount();

    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc' });
    expect(screen.getByRole('heading', { level: 1, name: 'নতুন পাসওয়ার্ড বেছে নিন' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^নতুন পাসওয়ার্ড[\s*]*$/, { selector: 'input' }), 'a-new-secret');
    await userEvent.type(screen.getByLabelText(/আবার লিখুন/, { selector: 'input' }), 'another-one');
    await userEvent.click(screen.getByRole('button', { name: 'পাসওয়ার্ড বদলান' }));
    expect(screen.getByText('দুটি পাসওয়ার্ড মেলেনি')).toBeInTheDocument();
  });

  it("each password field's show/hide button is named in the page's language, not in Mantine's English", async () => {
    mockApi([]);
    const pages = [
      [<LoginPage key="login" />, '/login', 1],
      [<RegisterPage key="register" />, '/register', 1],
      [<ResetPasswordPage key="reset" />, '/reset-password?token=abc', 2],
    ] as const;
    for (const [language, name] of [['bn', 'পাসওয়ার্ড দেখান বা লুকান'], ['en', 'Show or hide the password']] as const) {
      if (language === 'bn') await inBangla();
      else await act(() => i18n.changeLanguage('en'));
      for (const [page, route, fields] of pages) {
        const { unmount } = renderWithProviders(page, { route });
        expect(screen.getAllByRole('button', { name }), `${language} ${route}`).toHaveLength(fields);
        expect(screen.queryByRole('button', { name: 'Toggle password visibility' })).toBeNull();
        // It still shows the password.
        await userEvent.click(screen.getAllByRole('button', { name })[0]!);
        expect(screen.getAllByLabelText(language === 'bn' ? /পাসওয়ার্ড/ : /password/i, { selector: 'input' })[0]).toHaveAttribute('type', 'text');
        unmount();
      }
    }
  });

  it('/verify-email without a token says the link is not complete, in Bangla', async () => {
    mockApi([]);
    await inBangla();
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email' });
    expect(screen.getByRole('heading', { level: 1, name: 'আপনার ইমেইল ঠিকানা নিশ্চিত করুন' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('লিংকটি সম্পূর্ণ নয়।');
    expect(screen.getByText(/নতুন লিংক পেতে/)).toHaveTextContent('নতুন লিংক পেতে সাইন ইন করুন, তারপর পাতার ওপরের “লিংকটি আবার পাঠান” বোতামটি চাপুন।');
    expect(screen.getByRole('link', { name: 'সাইন ইন করুন' })).toHaveAttribute('href', '/login');
  });
});
