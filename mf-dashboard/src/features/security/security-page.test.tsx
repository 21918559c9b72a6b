import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from 'api/types';
import { Dashboard } from '../frame/dashboard';
import { mockFetch } from 'shared-auth/testing';
import { selectSessionEnded } from 'shared-auth';
import { notifySuccess } from '../frame/notify';
import { ADMIN, USER, makeToken, mockApi, renderWithProviders, type FetchCall } from '../frame/test/render';
import { groupedSecret, sixDigits, svgDataUrl } from './two-factor-section';
import { validatePasswordChange } from './change-password-form';

afterEach(() => vi.restoreAllMocks());

const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path fill="#ffffff" d="M0 0h29v29H0z"/></svg>';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `code-${String(i).padStart(4, '0')}`);

function me(overrides: Partial<Me> = {}): Me {
  return {
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
    twoFactorRequired: false,
    ...overrides,
  };
}

type Answer = { status?: number; body: unknown } | undefined;
/** A call as the server sees it, with the token it carried. */
type SeenCall = FetchCall & { authorization: string | null };

/** GET /me from `account` (changed by the handlers), plus the handlers given; records each call's Authorization. */
function serve(account: { current: Me }, handler: (call: FetchCall) => Answer | Promise<Answer> = () => undefined): SeenCall[] {
  const calls: SeenCall[] = [];
  mockFetch((request) => {
    const call: SeenCall = { method: request.method, url: request.path, body: request.body, authorization: request.headers.get('authorization') };
    calls.push(call);
    if (call.method === 'GET' && call.url === '/me') return { body: { success: true, data: account.current } };
    if (call.method === 'GET' && call.url === '/stats/admin') {
      return { body: { success: true, data: { campaignCount: 0, donationCount: 0, totalAmount: 0, averageAmount: 0, byTitle: [] } } };
    }
    return handler(call) ?? { status: 404, body: { success: false, message: `No mock for ${call.method} ${call.url}` } };
  });
  return calls;
}

/** The error text a field is tied to (aria-describedby). */
function fieldError(input: HTMLElement): string | null | undefined {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent).find((t) => t);
}

function renderAt(path: string, as = ADMIN) {
  return renderWithProviders(<Dashboard />, { path, as, route: '/dashboard/*' });
}

describe('helpers', () => {
  it('reads a 6-digit code with spaces, and nothing else', () => {
    expect(sixDigits('123 456')).toBe('123456');
    expect(sixDigits('12345')).toBeNull();
    expect(sixDigits('abcd-efgh')).toBeNull();
  });
  it('groups the setup key by 4 and makes the QR a data: image', () => {
    expect(groupedSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(svgDataUrl('<svg/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
  });
  it('checks the three password fields', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'short', confirm: 'short' })).toEqual({
      currentPassword: 'Enter your current password',
      newPassword: 'Use at least 8 characters',
    });
    expect(validatePasswordChange({ currentPassword: 'old-password', newPassword: 'old-password', confirm: 'old-password' })).toEqual({
      newPassword: 'The new password must differ from the current one',
    });
    expect(validatePasswordChange({ currentPassword: 'a', newPassword: 'new-password', confirm: 'new-passw0rd' })).toEqual({
      confirm: 'The two new passwords are not the same',
    });
    expect(validatePasswordChange({ currentPassword: 'a', newPassword: 'new-password', confirm: 'new-password' })).toEqual({});
  });
});

describe('Security page: password', () => {
  it('is open to users (no two-factor section for them, no GET /me), from the account menu', async () => {
    const calls = mockApi(() => undefined);
    renderAt('/dashboard', USER);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Security' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/security'));
    expect(screen.getByRole('heading', { name: 'Security', level: 2 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Security – Post-Disaster Relief Donation Platform'));
    expect(screen.getByRole('form', { name: 'Change password' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Two-factor sign-in' })).toBeNull();
    // The intro names what the page holds, its Sessions section included.
    expect(screen.getByText('Your password, and where you are signed in.')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/me')).toEqual([]);
  });

  it('says what is wrong with each field and sends nothing', async () => {
    const calls = mockApi(() => undefined);
    renderAt('/dashboard/security', USER);
    await userEvent.type(screen.getByLabelText(/^New password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Enter your current password')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(fieldError(screen.getByLabelText(/^Current password/))).toBe('Enter your current password');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends current and new password, keeps this session with the fresh token and says the others ended', async () => {
    const fresh = makeToken({ ...USER, name: 'Rahim (fresh token)' });
    const calls = mockApi(({ method, url }) =>
      method === 'POST' && url === '/change-password'
        ? { body: { success: true, message: 'Your password was changed; other sessions were signed out', token: fresh } }
        : undefined,
    );
    const { store } = renderAt('/dashboard/security', USER);
    expect(screen.getByText(/signs you out everywhere else/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Current password/), 'relief-user');
    await userEvent.type(screen.getByLabelText(/^New password/), 'a-much-better-password');
    await userEvent.type(screen.getByLabelText(/^Confirm the new password/), 'a-much-better-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed; other sessions were signed out')).toBeTruthy();
    expect(calls.find((c) => c.url === '/change-password')!.body).toEqual({ currentPassword: 'relief-user', newPassword: 'a-much-better-password' });
    expect(store.getState().auth.token).toBe(fresh);
    expect(store.getState().auth.user?.name).toBe('Rahim (fresh token)');
    expect(screen.getByText(/every other browser and device was signed out/)).toBeTruthy();
    expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/security');
  });

  it('shows a wrong current password at that field, and keeps the session', async () => {
    mockApi(({ url }) => (url === '/change-password' ? { status: 400, body: { success: false, message: 'Your current password is not correct' } } : undefined));
    const { store } = renderAt('/dashboard/security', USER);
    const before = store.getState().auth.token;
    await userEvent.type(screen.getByLabelText(/^Current password/), 'wrong-one');
    await userEvent.type(screen.getByLabelText(/^New password/), 'a-much-better-password');
    await userEvent.type(screen.getByLabelText(/^Confirm the new password/), 'a-much-better-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct')).toBeTruthy();
    expect(fieldError(screen.getByLabelText(/^Current password/))).toBe('Your current password is not correct');
    expect(store.getState().auth.token).toBe(before);
  });
});

/** Opens "Set up", types the password and continues (the server makes the secret only then). */
async function startSetup(section: HTMLElement, password = 'relief-admin') {
  await userEvent.click(await within(section).findByRole('button', { name: 'Set up two-factor sign-in' }));
  const form = within(section).getByRole('form', { name: 'Confirm your password to set up two-factor sign-in' });
  await userEvent.type(within(form).getByLabelText(/^Password/), password);
  await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
}

/** The token the API answers after two-factor goes on or off: the old one no longer works (its version moved on). */
const FRESH = makeToken({ ...ADMIN, name: 'Ada Admin (fresh token)' });
/** The Authorization header of a recorded call, as the server would check it. */
const bearerOf = (call: SeenCall) => call.authorization;

describe('Security page: two-factor sign-in (admins)', () => {
  it('enrols: the password first, then QR code as a data: image and the setup key, a 6-digit code, then the 10 recovery codes once', async () => {
    const account = { current: me() };
    const calls = serve(account, ({ method, url, body }) => {
      if (method === 'POST' && url === '/2fa/setup') {
        if ((body as { password?: string }).password !== 'relief-admin') return { status: 400, body: { success: false, message: 'Your password is not correct' } };
        return { body: { success: true, data: { secret: SECRET, otpauthUrl: 'otpauth://totp/x', qrSvg: QR } } };
      }
      if (method === 'POST' && url === '/2fa/enable') {
        if ((body as { code: string }).code !== '123456') return { status: 400, body: { success: false, message: 'That code is not right; try again' } };
        account.current = me({ twoFactorEnabled: true });
        return { body: { success: true, message: 'Two-factor sign-in is on; your other sessions were signed out', token: FRESH, data: { recoveryCodes: CODES } } };
      }
      return undefined;
    });
    const blobs: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:codes')), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { store } = renderAt('/dashboard/security');
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(await within(section).findByTestId('two-factor-status')).toHaveTextContent('Off');

    // The password comes first: none, then a wrong one, each said at the field; no secret is shown.
    await userEvent.click(within(section).getByRole('button', { name: 'Set up two-factor sign-in' }));
    const start = within(section).getByRole('form', { name: 'Confirm your password to set up two-factor sign-in' });
    expect(within(start).getByText(/signs you out everywhere else/)).toBeTruthy();
    await userEvent.click(within(start).getByRole('button', { name: 'Continue' }));
    expect(fieldError(within(start).getByLabelText(/^Password/))).toBe('Enter your password');
    expect(calls.filter((c) => c.url === '/2fa/setup')).toEqual([]);
    await userEvent.type(within(start).getByLabelText(/^Password/), 'a-wrong-guess');
    await userEvent.click(within(start).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fieldError(within(start).getByLabelText(/^Password/))).toBe('Your password is not correct'));
    expect(within(section).queryByRole('img', { name: /QR code/ })).toBeNull();
    await userEvent.clear(within(start).getByLabelText(/^Password/));
    await userEvent.type(within(start).getByLabelText(/^Password/), 'relief-admin');
    await userEvent.click(within(start).getByRole('button', { name: 'Continue' }));
    expect(calls.filter((c) => c.url === '/2fa/setup').at(-1)!.body).toEqual({ password: 'relief-admin' });

    const qr = await within(section).findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe(svgDataUrl(QR));
    expect(qr.getAttribute('src')!.startsWith('data:image/svg+xml')).toBe(true);
    expect(within(section).getByTestId('totp-secret').textContent).toBe(groupedSecret(SECRET));
    expect(within(section).getByTestId('totp-secret').getAttribute('data-secret')).toBe(SECRET);

    // Not 6 digits: said at the field, nothing sent.
    const code = within(section).getByLabelText(/^6-digit code/);
    await userEvent.type(code, '12');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(within(section).getByText('Enter the 6 digits your app shows')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/2fa/enable')).toEqual([]);

    // A wrong code: the server's reason at the field.
    await userEvent.clear(code);
    await userEvent.type(code, '000000');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await within(section).findByText('That code is not right; try again')).toBeTruthy();

    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    expect(calls.filter((c) => c.url === '/2fa/enable').at(-1)!.body).toEqual({ code: '123456' });
    expect(within(section).getByText('Save your recovery codes now')).toBeTruthy();
    expect(await screen.findByText('Two-factor sign-in is on; your other sessions were signed out')).toBeTruthy();
    // This session goes on with the fresh token: it is stored, and GET /me is asked again with it (not the old one, which would be a 401).
    expect(store.getState().auth.token).toBe(FRESH);
    await waitFor(() => expect(calls.filter((c) => c.url === '/me').length).toBeGreaterThan(1));
    const enabledAt = calls.findIndex((c) => c.url === '/2fa/enable' && (c.body as { code: string }).code === '123456');
    for (const later of calls.slice(enabledAt + 1)) expect(bearerOf(later)).toBe(`Bearer ${FRESH}`);
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/security');

    await userEvent.click(within(section).getByRole('button', { name: 'Download as .txt' }));
    expect(names).toEqual(['relief-recovery-codes.txt']);
    const text = await blobs[0]!.text();
    for (const c of CODES) expect(text).toContain(c);
    expect(text).toContain(`Account: ${ADMIN.email}`);

    await userEvent.click(within(section).getByRole('button', { name: 'I saved them' }));
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    await waitFor(() => expect(within(section).getByTestId('two-factor-status')).toHaveTextContent('On'));
    expect(within(section).getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeTruthy();
  });

  it('copies the recovery codes to the clipboard', async () => {
    const account = { current: me() };
    serve(account, ({ url }) => {
      if (url === '/2fa/setup') return { body: { success: true, data: { secret: SECRET, otpauthUrl: 'otpauth://totp/x', qrSvg: QR } } };
      if (url === '/2fa/enable') return { body: { success: true, message: 'Two-factor sign-in is on', token: FRESH, data: { recoveryCodes: CODES } } };
      return undefined;
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/dashboard/security');
    await startSetup(await screen.findByRole('region', { name: 'Two-factor sign-in' }));
    await userEvent.type(await screen.findByLabelText(/^6-digit code/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    expect(await screen.findByText('The recovery codes are on the clipboard.')).toBeTruthy();
  });

  it('turns it off with the password and a code, and goes on with the fresh token', async () => {
    const account = { current: me({ twoFactorEnabled: true }) };
    const calls = serve(account, ({ method, url, body }) => {
      if (method === 'POST' && url === '/2fa/disable') {
        const { password } = body as { password: string };
        if (password !== 'relief-admin') return { status: 400, body: { success: false, message: 'Your password is not correct' } };
        account.current = me();
        return { body: { success: true, message: 'Two-factor sign-in is off; your other sessions were signed out', token: FRESH } };
      }
      return undefined;
    });
    const { store } = renderAt('/dashboard/security');
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(await within(section).findByTestId('two-factor-status')).toHaveTextContent('On');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    expect(within(section).getByText('Enter your password')).toBeTruthy();
    expect(within(section).getByText('Enter a code from your app or a recovery code')).toBeTruthy();

    await userEvent.type(within(section).getByLabelText(/^Password/), 'wrong-password');
    await userEvent.type(within(section).getByLabelText(/^Authentication code/), 'abcd-efgh');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByText('Your password is not correct')).toBeTruthy();

    await userEvent.clear(within(section).getByLabelText(/^Password/));
    await userEvent.type(within(section).getByLabelText(/^Password/), 'relief-admin');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor sign-in is off; your other sessions were signed out')).toBeTruthy();
    await waitFor(() => expect(within(section).getByTestId('two-factor-status')).toHaveTextContent('Off'));
    expect(calls.filter((c) => c.url === '/2fa/disable').at(-1)!.body).toEqual({ password: 'relief-admin', code: 'abcd-efgh' });
    expect(store.getState().auth.token).toBe(FRESH);
    expect(bearerOf(calls.filter((c) => c.url === '/me').at(-1)!)).toBe(`Bearer ${FRESH}`);
    // Off again: setting it up asks for the password.
    expect(within(section).getByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
  });

  it('says changes are refused until enrolment when the server requires it', async () => {
    serve({ current: me({ twoFactorRequired: true }) });
    renderAt('/dashboard/security');
    expect(await screen.findByText(/the server refuses your changes as an administrator/)).toBeTruthy();
  });

  it('shows the server’s reason when GET /me fails, with a retry', async () => {
    mockApi(({ url }) => (url === '/me' ? { status: 500, body: { success: false, message: 'Database unavailable' } } : undefined));
    renderAt('/dashboard/security');
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    // The password form still works without it.
    expect(screen.getByRole('form', { name: 'Change password' })).toBeTruthy();
  });
});

describe('Admin dashboard notice', () => {
  it('shows while the admin is not enrolled, linking to Security', async () => {
    serve({ current: me() });
    renderAt('/dashboard');
    const notice = await screen.findByTestId('two-factor-notice');
    expect(within(notice).getByText('Two-factor sign-in is off')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Set up two-factor sign-in' }).getAttribute('href')).toBe('/dashboard/security');
    expect(within(notice).queryByText(/refuses/)).toBeNull();
  });

  it('says changes are refused until enrolment when required', async () => {
    serve({ current: me({ twoFactorRequired: true }) });
    renderAt('/dashboard');
    const notice = await screen.findByTestId('two-factor-notice');
    expect(within(notice).getByText(/the server refuses your changes as an administrator/)).toBeTruthy();
  });

  it('is not there once enrolled', async () => {
    const calls = serve({ current: me({ twoFactorEnabled: true }) });
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    await waitFor(() => expect(calls.some((c) => c.url === '/me')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('two-factor-notice')).toBeNull();
  });
});

describe('Security page: sign out everywhere', () => {
  /** The section, its button pressed: the confirmation dialog. */
  async function askToSignOutEverywhere() {
    const section = await screen.findByRole('region', { name: 'Sessions' });
    await userEvent.click(within(section).getByRole('button', { name: 'Sign out everywhere' }));
    return screen.findByRole('dialog', { name: 'Sign out everywhere?' });
  }

  it('is a section of the page, for users and admins', async () => {
    serve({ current: me() });
    for (const who of [USER, ADMIN]) {
      const { unmount } = renderAt('/dashboard/security', who);
      const section = await screen.findByRole('region', { name: 'Sessions' });
      expect(within(section).getByText(/Signed in on a phone you lost or a computer you no longer use\? Sign out everywhere ends every session of your account, this one too/)).toBeTruthy();
      expect(within(section).getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
      // After the page's other sections.
      const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
      expect(regions.at(-1)).toBe('sessions-title');
      unmount();
    }
  });

  it('asks first; confirmed, ends every session with this token, then signs this device out as Log Out does (no POST /auth/logout: the token is dead) and goes to sign-in', async () => {
    const calls = serve({ current: me() }, ({ method, url }) =>
      method === 'POST' && url === '/auth/logout-everywhere' ? { body: { success: true, message: 'You are signed out on every device' } } : undefined,
    );
    const { store } = renderAt('/dashboard/security', USER);
    const token = store.getState().auth.token;
    expect(token).toBeTruthy();
    // A toast of the session (Log Out takes them off the screen for the next person).
    notifySuccess('Welcome back, Rahim Uddin!');
    await screen.findByText('Welcome back, Rahim Uddin!');

    const dialog = await askToSignOutEverywhere();
    expect(within(dialog).getByText(/Every browser and device signed in to this account is signed out, this one too/)).toBeTruthy();
    expect(within(dialog).getByText(USER.email!)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, sign out everywhere' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().auth.user).toBeNull();
    expect(selectSessionEnded(store.getState())).toBe(false);
    expect(await screen.findByText('You are signed out on every device')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Welcome back, Rahim Uddin!')).toBeNull());
    await new Promise((r) => setTimeout(r, 50));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.url, c.authorization])).toEqual([['/auth/logout-everywhere', `Bearer ${token}`]]);
    expect(store.getState().api.mutations).toEqual({});
  });

  it('cancelled, calls nothing and stays signed in', async () => {
    const calls = serve({ current: me() });
    const { store } = renderAt('/dashboard/security', USER);
    const token = store.getState().auth.token;
    const dialog = await askToSignOutEverywhere();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(store.getState().auth.token).toBe(token);
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/security');
  });

  it.each([
    ['a 500', (): Answer => ({ status: 500, body: { success: false, message: 'Something went wrong on our side' } }), 'Something went wrong on our side'],
    ['a 429', (): Answer => ({ status: 429, body: { success: false, message: 'Too many requests; please try again in 30 seconds' } }), 'Too many requests; please try again in 30 seconds'],
    ['no connection', (): Answer => { throw new TypeError('Failed to fetch'); }, 'Cannot reach the server. Check your connection and try again.'],
  ])('on %s, stays signed in, says why, and the button works again', async (_what, answer, message) => {
    const calls = serve({ current: me() }, ({ method, url }) => (method === 'POST' && url === '/auth/logout-everywhere' ? answer() : undefined));
    const { store } = renderAt('/dashboard/security', USER);
    const token = store.getState().auth.token;
    const dialog = await askToSignOutEverywhere();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Not signed out everywhere')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().auth.token).toBe(token);
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/security');
    expect(calls.filter((c) => c.url === '/auth/logout')).toEqual([]);
    const section = screen.getByRole('region', { name: 'Sessions' });
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled());
  });

  it('while the call is on its way, the button is busy and a second press sends nothing more', async () => {
    let answer!: (value: Answer) => void;
    const calls = serve({ current: me() }, ({ method, url }) =>
      method === 'POST' && url === '/auth/logout-everywhere' ? new Promise<Answer>((resolve) => (answer = resolve)) : undefined,
    );
    renderAt('/dashboard/security', USER);
    const dialog = await askToSignOutEverywhere();
    const confirm = within(dialog).getByRole('button', { name: 'Yes, sign out everywhere' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(confirm).toHaveAttribute('data-loading');
    await userEvent.click(confirm).catch(() => undefined);
    expect(calls.filter((c) => c.url === '/auth/logout-everywhere')).toHaveLength(1);
    answer({ body: { success: true, message: 'You are signed out on every device' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(calls.filter((c) => c.url === '/auth/logout-everywhere')).toHaveLength(1);
  });
});
