import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { configureRuntime } from 'shared-auth';
import { API, mockApi } from 'shared-auth/testing';
import { renderShell, setViewport, testToken } from '../test/render';

const UNVERIFIED = () => testToken('user', { emailVerified: false, email: 'new@example.com' });
const me = (emailVerified: boolean) => ({ body: { success: true, data: { _id: 'u1', email: 'new@example.com', emailVerified, twoFactorEnabled: false, twoFactorRequired: false } } });

describe('the confirm-your-email banner', { timeout: 20_000 }, () => {
  beforeEach(() => {
    setViewport(1280);
    configureRuntime({ apiBaseUrl: API });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is not there for a guest or a confirmed account, and asks nothing', async () => {
    const calls = mockApi([]);
    renderShell('/things');
    await screen.findByText('page mf_public/Things');
    renderShell('/things', { signedIn: true });
    expect(screen.queryByText(/Please confirm your email address/)).toBeNull();
    expect(calls.filter((c) => c.path === '/me')).toEqual([]);
  });

  it('asks the signed-in unconfirmed person to confirm, and resends the link with the server message', async () => {
    const calls = mockApi([
      ['GET', /^\/me$/, () => me(false)],
      ['POST', /^\/resend-verification$/, () => ({ body: { success: true, message: 'We sent a new link to new@example.com' } })],
    ]);
    renderShell('/things', { token: UNVERIFIED() });
    const banner = await screen.findByTestId('verify-email-banner');
    expect(banner).toHaveTextContent('Please confirm your email address: we sent a link to new@example.com.');
    await userEvent.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText('We sent a new link to new@example.com')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/me')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/resend-verification')?.method).toBe('POST');
  });

  it('says "Too many requests" when the server refuses a resend', async () => {
    mockApi([
      ['GET', /^\/me$/, () => me(false)],
      ['POST', /^\/resend-verification$/, () => ({ status: 429, body: { success: false, message: 'Too many requests; please try again in 42 seconds' } })],
    ]);
    renderShell('/things', { token: UNVERIFIED() });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText('Too many requests; please try again in 42 seconds')).toBeInTheDocument();
    expect(screen.getByTestId('verify-email-banner')).toBeInTheDocument();
  });

  it('goes away when GET /me says the address was confirmed meanwhile (another device)', async () => {
    mockApi([['GET', /^\/me$/, () => me(true)]]);
    const { store } = renderShell('/things', { token: UNVERIFIED() });
    await waitFor(() => expect(store.getState().auth.user?.emailVerified).toBe(true));
    expect(screen.queryByTestId('verify-email-banner')).toBeNull();
  });

  it('a token without the claim (issued before it existed): shown only once GET /me says not confirmed', async () => {
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const old = `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', name: 'Rahim', email: 'new@example.com', role: 'user', exp: now + 3600 })}.sig`;
    let answer = me(true);
    mockApi([['GET', /^\/me$/, () => answer]]);
    const first = renderShell('/things', { token: old });
    await waitFor(() => expect(first.store.getState().auth.user?.emailVerified).toBe(true));
    expect(screen.queryByTestId('verify-email-banner')).toBeNull();
    first.unmount();
    localStorage.clear();
    answer = me(false);
    renderShell('/things', { token: old });
    expect(await screen.findByTestId('verify-email-banner')).toHaveTextContent('we sent a link to new@example.com');
  });
});
