/**
 * Accounts you can trust (issue 13), in real Chromium against the built product: confirming the
 * email address from the link the API mailed (read from its .eml file), and choosing a new
 * password from the "Forgot password?" link, which ends the sessions opened before; signing out
 * everywhere from Security (a lost phone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startProduct, type Product } from './harness';
import type { MailMessage } from './mail';
import { seriousViolations, settle } from './axe';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

async function newPage(viewport?: { width: number; height: number }) {
  const page = await product.newPage(viewport);
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(45_000);
  return page;
}

async function api(pathname: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${product.origins.api}/${pathname}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string; token?: string } };
}

/** The link of the newest mail to `to` whose link contains `contains` (waits for the mail). */
async function mailedLink(to: string, contains: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails: MailMessage[] = await product.mail(to, { timeoutMs: 1000 });
    const link = mails
      .flatMap((m) => m.links)
      .reverse()
      .find((l) => l.includes(contains));
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a link containing ${contains}: ${JSON.stringify(mails.map((m) => m.subject))}`);
    // Wait before looking again: the API runs in this process, and a loop that never waits would
    // keep its mail worker from ever writing the mail (product.mail answers at once when an
    // older mail to the address is already there).
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const banner = (page: Page) => page.getByTestId('verify-email-banner');
const unique = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

describe('confirming the email address', () => {
  it('register in the browser, the banner asks to confirm; the mailed link confirms it and the banner goes', async () => {
    const email = unique('new');
    const page = await newPage({ width: 375, height: 812 });
    await page.goto(product.url('/register'));
    await page.getByLabel('Name').fill('Nadia Rahman');
    await page.getByLabel('Email').fill(email);
    await page.locator('input[type="password"]').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Use at least 8 characters').waitFor();
    await page.locator('input[type="password"]').fill('a-good-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
    await page.getByText(`We sent a link to ${email}`, { exact: false }).first().waitFor();

    await banner(page).waitFor();
    expect(await banner(page).textContent()).toContain(`Please confirm your email address: we sent a link to ${email}.`);

    // "Resend the link" shows the server's answer: right after registering it asks to wait (one link a minute).
    const [resent] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/resend-verification')),
      banner(page).getByRole('button', { name: 'Resend the link' }).click(),
    ]);
    const { message } = (await resent.json()) as { message: string };
    expect(resent.status()).toBe(429);
    expect(message).toMatch(/^Too many requests; please try again in \d+ seconds?$/);
    await page.getByText(message).first().waitFor();

    const link = await mailedLink(email, '/verify-email?token=');
    expect(new URL(link).origin).toBe(new URL(product.url('/')).origin);
    await page.goto(link);
    await page.getByText('Your email address is confirmed').first().waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).waitFor();
    expect(await banner(page).count()).toBe(0);

    // Still gone after a reload (the answer's fresh token says confirmed) and on another page.
    await page.goto(product.url('/leaderboard'));
    await page.getByTestId('leaderboard-row').first().waitFor();
    expect(await banner(page).count()).toBe(0);

    // The link is single use.
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: 'not valid' }).first().waitFor();
    expect(product.errors(page).filter((e) => !/status of (40\d|429)/.test(e))).toEqual([]);
  });
});

describe('choosing a new password', () => {
  it('Forgot password? → mail → new password; the new one signs in, the old one does not, and older sessions end', async () => {
    const email = unique('reset');
    const oldPassword = 'the-old-password';
    const newPassword = 'the-new-password';
    const created = await api('register', { name: 'Arif Khan', email, password: oldPassword });
    expect(created.status).toBe(201);

    // A session opened before the reset, in another browser context.
    const before = await newPage();
    await product.loginAs(before, { email, password: oldPassword });

    const page = await newPage({ width: 375, height: 812 });
    await page.goto(product.url('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((u) => u.pathname === '/reset-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText('If an account uses that email, we sent it a link to choose a new password', { exact: false }).waitFor();

    const link = await mailedLink(email, '/reset-password?token=');
    await page.goto(link);
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed; please sign in').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/login');

    // The old password no longer works; the new one does.
    expect((await api('login', { email, password: oldPassword })).status).toBe(401);
    await product.loginAs(page, { email, password: newPassword });

    // The older session is signed out on its next call, and told why.
    await before.reload();
    await before.waitForURL((u) => u.pathname === '/login');
    await before.getByText('Your session has ended', { exact: true }).waitFor();
    await before.getByRole('link', { name: 'Login' }).first().waitFor();
  });
});

/** The token a signed-in page keeps (redux-persist's copy in localStorage). */
async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('donation-auth'));
  return JSON.parse(JSON.parse(raw!).token as string) as string;
}

describe('signing out everywhere', () => {
  it('Security → Sign out everywhere, confirmed: this browser signs out to the sign-in page, another one on its next call, and the old tokens get 401', async () => {
    // A new account of its own: the demo accounts' sessions, which other tests use, stay.
    const email = unique('lost-phone');
    const password = 'a-lost-phone-password';
    expect((await api('register', { name: 'Salma Akter', email, password })).status).toBe(201);

    // The "lost phone": another browser context signed in as the same person.
    const phone = await newPage({ width: 375, height: 812 });
    await product.loginAs(phone, { email, password });
    const phoneToken = await storedToken(phone);

    const page = await newPage();
    await product.loginAs(page, { email, password });
    const token = await storedToken(page);
    const ended: string[] = [];
    page.on('request', (r) => {
      if (/\/auth\/logout/.test(r.url())) ended.push(new URL(r.url()).pathname);
    });
    await page.goto(product.url('/dashboard/security'));
    const section = page.getByRole('region', { name: 'Sessions' });
    await section.getByText('Signed in on a phone you lost', { exact: false }).waitFor();

    // It asks first (the dialog is scanned too); cancelling keeps everything.
    await section.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await dialog.getByText(email).waitFor();
    await settle(page);
    expect(await seriousViolations(page), 'sign out everywhere dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(ended).toEqual([]);

    await section.getByRole('button', { name: 'Sign out everywhere' }).click();
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/auth/logout-everywhere')),
      dialog.getByRole('button', { name: 'Yes, sign out everywhere' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    expect(answer.request().headers().authorization).toBe(`Bearer ${token}`);
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByText('You are signed out on every device').first().waitFor();
    // The session is forgotten in storage too (a reload stays signed out).
    await page.waitForFunction(() => JSON.parse(JSON.parse(localStorage.getItem('donation-auth') ?? '{"token":"null"}').token as string) === null);
    // The token is dead already: no ordinary POST /auth/logout after it (its 401 would be a console error).
    await page.waitForTimeout(300);
    expect(ended).toEqual(['/api/v1/auth/logout-everywhere']);
    expect(product.errors(page)).toEqual([]);

    // The phone's next call that needs the session ends it there, and says why.
    await phone.goto(product.url('/dashboard'));
    await phone.waitForURL((u) => u.pathname === '/login');
    await phone.getByText('Your session has ended', { exact: true }).waitFor();

    // Both tokens are refused by the API from now on.
    for (const old of [token, phoneToken]) {
      const res = await fetch(`${product.origins.api}/me`, { headers: { Authorization: `Bearer ${old}` } });
      expect(res.status).toBe(401);
    }
  });
});
