import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from 'api/types';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { ADMIN, mockApi, renderWithProviders } from '../frame/test/render';
import { SecurityPage } from './security-page';
import { TwoFactorNotice } from './two-factor-notice';
import { recoveryCodesText } from './save-text';
import { validatePasswordChange } from './change-password-form';

const ME: Me = {
  _id: ADMIN.sub,
  name: ADMIN.name,
  email: ADMIN.email,
  image: '',
  profession: '',
  address: '',
  role: 'admin',
  createdAt: 1,
  emailVerified: true,
  twoFactorEnabled: false,
  twoFactorRequired: true,
};

async function inBangla() {
  await i18n.changeLanguage('bn');
  await i18n.loadNamespaces([NS.security, NS.common, NS.frame]);
}

/** The error text a field is tied to (aria-describedby). */
function fieldError(input: HTMLElement): string | null | undefined {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent).find((t) => t);
}

describe('Security in Bangla', () => {
  it('shows the password form and the two-factor setup in Bangla; a Bangla refusal lands at its field', async () => {
    await inBangla();
    mockApi(({ method, url, body }) => {
      if (method === 'GET' && url === '/me') return { body: { success: true, data: ME } };
      if (method === 'POST' && url === '/2fa/setup') {
        if ((body as { password: string }).password !== 'relief-admin') return { status: 400, body: { success: false, message: 'আপনার পাসওয়ার্ড সঠিক নয়' } };
        return { body: { success: true, data: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg/>' } } };
      }
      if (method === 'POST' && url === '/change-password') return { status: 400, body: { success: false, message: 'আপনার বর্তমান পাসওয়ার্ড সঠিক নয়' } };
      return undefined;
    });
    renderWithProviders(<SecurityPage />, { as: ADMIN });
    expect(screen.getByRole('heading', { name: 'নিরাপত্তা', level: 2 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Security' })).toBeNull();
    expect(screen.getByText('আপনার পাসওয়ার্ড, টু-ফ্যাক্টর সাইন-ইন, এবং আপনি কোথায় সাইন ইন করে আছেন।')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'পাসওয়ার্ড বদলান' });
    await userEvent.click(within(form).getByRole('button', { name: 'পাসওয়ার্ড বদলান' }));
    expect(within(form).getByText('আপনার বর্তমান পাসওয়ার্ড লিখুন')).toBeTruthy();
    expect(within(form).getByText('কমপক্ষে ৮ অক্ষর ব্যবহার করুন')).toBeTruthy();
    const current = within(form).getByLabelText(/^বর্তমান পাসওয়ার্ড/);
    await userEvent.type(current, 'wrong-password');
    const [fresh, again] = within(form).getAllByLabelText(/^নতুন পাসওয়ার্ড/);
    await userEvent.type(fresh!, 'a-much-better-password');
    await userEvent.type(again!, 'a-much-better-password');
    await userEvent.click(within(form).getByRole('button', { name: 'পাসওয়ার্ড বদলান' }));
    await screen.findByText('আপনার বর্তমান পাসওয়ার্ড সঠিক নয়');
    expect(fieldError(current)).toBe('আপনার বর্তমান পাসওয়ার্ড সঠিক নয়');

    const section = await screen.findByRole('region', { name: 'টু-ফ্যাক্টর সাইন-ইন' });
    expect(await within(section).findByTestId('two-factor-status')).toHaveTextContent('বন্ধ');
    expect(within(section).getByText('অ্যাডমিনদের জন্য বাধ্যতামূলক')).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'টু-ফ্যাক্টর সাইন-ইন চালু করুন' }));
    // The password first, in Bangla; a Bangla refusal at its field.
    const start = within(section).getByRole('form', { name: 'টু-ফ্যাক্টর সাইন-ইন চালু করতে আপনার পাসওয়ার্ড নিশ্চিত করুন' });
    expect(within(start).getByText('আগে নিশ্চিত করুন যে এটি আপনিই: এই অ্যাকাউন্টের পাসওয়ার্ড লিখুন।')).toBeTruthy();
    expect(within(start).getByText(/এটি চালু বা বন্ধ করলে অন্য সব জায়গা থেকে আপনি সাইন আউট হয়ে যাবেন/)).toBeTruthy();
    await userEvent.click(within(start).getByRole('button', { name: 'এগিয়ে যান' }));
    expect(fieldError(within(start).getByLabelText(/^পাসওয়ার্ড/, { selector: 'input' }))).toBe('আপনার পাসওয়ার্ড লিখুন');
    await userEvent.type(within(start).getByLabelText(/^পাসওয়ার্ড/, { selector: 'input' }), 'wrong-password');
    await userEvent.click(within(start).getByRole('button', { name: 'এগিয়ে যান' }));
    await screen.findByText('আপনার পাসওয়ার্ড সঠিক নয়');
    expect(fieldError(within(start).getByLabelText(/^পাসওয়ার্ড/, { selector: 'input' }))).toBe('আপনার পাসওয়ার্ড সঠিক নয়');
    await userEvent.clear(within(start).getByLabelText(/^পাসওয়ার্ড/, { selector: 'input' }));
    await userEvent.type(within(start).getByLabelText(/^পাসওয়ার্ড/, { selector: 'input' }), 'relief-admin');
    await userEvent.click(within(start).getByRole('button', { name: 'এগিয়ে যান' }));
    expect(await within(section).findByRole('img', { name: /QR কোড/ })).toBeTruthy();
    await userEvent.type(within(section).getByLabelText(/^৬ অঙ্কের কোড/), '12');
    await userEvent.click(within(section).getByRole('button', { name: 'টু-ফ্যাক্টর সাইন-ইন চালু করুন' }));
    expect(within(section).getByText('আপনার অ্যাপে দেখানো ৬টি অঙ্ক লিখুন')).toBeTruthy();
  });

  it("each password field's show/hide button is named in the page's language, not in Mantine's English", async () => {
    mockApi(({ url }) => (url === '/me' ? { body: { success: true, data: { ...ME, twoFactorEnabled: true } } } : undefined));
    for (const [language, name] of [['bn', 'পাসওয়ার্ড দেখান বা লুকান'], ['en', 'Show or hide the password']] as const) {
      if (language === 'bn') await inBangla();
      else await act(() => i18n.changeLanguage('en'));
      const { unmount } = renderWithProviders(<SecurityPage />, { as: ADMIN });
      // The change-password form's three, and the password that turns two-factor sign-in off.
      const form = screen.getByRole('form', { name: language === 'bn' ? 'পাসওয়ার্ড বদলান' : 'Change password' });
      expect(within(form).getAllByRole('button', { name }), language).toHaveLength(3);
      const section = await screen.findByRole('region', { name: language === 'bn' ? 'টু-ফ্যাক্টর সাইন-ইন' : 'Two-factor sign-in' });
      await userEvent.click(await within(section).findByRole('button', { name: language === 'bn' ? 'টু-ফ্যাক্টর সাইন-ইন বন্ধ করুন' : 'Turn off two-factor sign-in' }));
      expect(within(section).getAllByRole('button', { name }), language).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Toggle password visibility' })).toBeNull();
      // It still shows the password.
      const current = within(form).getAllByLabelText(language === 'bn' ? /^বর্তমান পাসওয়ার্ড/ : /^Current password/, { selector: 'input' })[0]!;
      expect(current).toHaveAttribute('type', 'password');
      await userEvent.click(within(form).getAllByRole('button', { name })[0]!);
      expect(current).toHaveAttribute('type', 'text');
      unmount();
    }
  });

  it('offers to sign out everywhere in Bangla, asking first; the server\'s Bangla message is said', async () => {
    await inBangla();
    const calls = mockApi(({ method, url }) =>
      method === 'POST' && url === '/auth/logout-everywhere' ? { body: { success: true, message: 'আপনি সব ডিভাইস থেকে সাইন আউট করেছেন' } } : undefined,
    );
    const { store } = renderWithProviders(<SecurityPage />, { as: { ...ADMIN, role: 'user' } });
    const section = screen.getByRole('region', { name: 'সেশন' });
    expect(within(section).getByText(/^হারানো ফোনে বা যে কম্পিউটার আর ব্যবহার করেন না তাতে সাইন ইন করা আছে\?/)).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'সব জায়গা থেকে সাইন আউট করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'সব জায়গা থেকে সাইন আউট করবেন?' });
    expect(within(dialog).getByText(/এটি থেকেও/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeTruthy();
    expect(screen.queryByText(/Sign out/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'হ্যাঁ, সব জায়গা থেকে সাইন আউট করুন' }));
    expect(await screen.findByText('আপনি সব ডিভাইস থেকে সাইন আউট করেছেন')).toBeTruthy();
    expect(store.getState().auth.token).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/auth/logout-everywhere']);
  });

  it('warns on the dashboard in Bangla; the checks and the codes file are in Bangla', async () => {
    await inBangla();
    mockApi(({ url }) => (url === '/me' ? { body: { success: true, data: ME } } : undefined));
    renderWithProviders(<TwoFactorNotice />, { as: ADMIN });
    const notice = await screen.findByTestId('two-factor-notice');
    expect(within(notice).getByText('টু-ফ্যাক্টর সাইন-ইন বন্ধ আছে')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'টু-ফ্যাক্টর সাইন-ইন চালু করুন' })).toBeTruthy();
    expect(within(notice).queryByText('Two-factor sign-in is off')).toBeNull();

    expect(validatePasswordChange({ currentPassword: 'a', newPassword: 'new-password', confirm: 'other' })).toEqual({ confirm: 'নতুন পাসওয়ার্ড দুটি মেলেনি' });
    const file = recoveryCodesText('admin@relief.test', ['abcd-efgh'], new Date(Date.UTC(2026, 10, 26)));
    expect(file.split('\r\n').slice(0, 3)).toEqual(['Relief: টু-ফ্যাক্টর রিকভারি কোড', 'অ্যাকাউন্ট: admin@relief.test', 'তৈরি: 2026-11-26']);
    expect(file).toContain('abcd-efgh');
  });
});
