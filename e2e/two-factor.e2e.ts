/**
 * Admin two-factor sign-in (issue 13), in real Chromium against the built product (see
 * e2e/harness.ts): the demo admin enrols from Dashboard → Security (the QR code is a data: image,
 * the setup key is read from the page and the code computed here with otplib, as an authenticator
 * app would) after confirming the password, signs out, and the next sign-in asks for the code; a
 * recovery code works once.
 * Each run has its own database, so enrolling the demo admin here touches no other test file.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generateSync } from 'otplib';
import { DEMO_ACCOUNTS, startProduct, type Product } from './harness';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

const STEP_SECONDS = 30;
const admin = DEMO_ACCOUNTS.admin;

async function newPage(viewport?: { width: number; height: number }) {
  const page = await product.newPage(viewport);
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(45_000);
  return page;
}

function stepOf(epochSeconds: number): number {
  return Math.floor(epochSeconds / STEP_SECONDS);
}

/**
 * A code of a 30-second step after `usedStep` (the server accepts each step once: the code that
 * turned two-factor on cannot sign in): the current step's, or, while the current step is the used
 * one, the next step's, which the server takes as one step of clock drift (api/src/users/totp.ts), as
 * it would from a phone whose clock runs a little ahead. No waiting for the next step (up to 30 s).
 */
function freshCode(secret: string, usedStep: number): { code: string; step: number } {
  const step = Math.max(stepOf(Date.now() / 1000), usedStep + 1);
  return { code: generateSync({ secret, epoch: step * STEP_SECONDS }), step };
}

/** The login form's first step; the answer asks for the code. */
async function signInAskingForCode(page: Page) {
  await page.goto(product.url('/login'));
  await page.getByLabel('Email').fill(admin.email);
  await page.locator('input[type="password"]').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Authentication code').waitFor();
  expect(page.url()).toContain('/login');
}

async function submitCode(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Signed in: back on the dashboard (the page signed out from, or the overview). */
async function waitSignedIn(page: Page) {
  await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
  await page.getByRole('heading', { name: 'ADMIN DASHBOARD', exact: true, level: 1 }).waitFor();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL((u) => u.pathname === '/login');
}

async function apiLogin(body: Record<string, string>) {
  const res = await fetch(`${product.origins.api}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { token?: string; twoFactorRequired?: boolean; message: string } };
}

describe('admin two-factor sign-in', () => {
  it('enrols from Security, then sign-in asks for the code; a fresh code signs in, a recovery code works once', { timeout: 180_000 }, async () => {
    const page = await newPage();
    await product.loginAs(page, 'admin');

    // The demo admin is not enrolled: the dashboard says so and links to Security.
    const notice = page.getByTestId('two-factor-notice');
    await notice.getByText('Two-factor sign-in is off').waitFor();
    await notice.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/security');
    await page.getByRole('heading', { name: 'Security', level: 2 }).waitFor();

    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(section.getByTestId('two-factor-status').textContent()).resolves.toBe('Off');
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

    // The password first (a signed-in browser alone cannot enrol a device): a wrong one is refused at the field.
    const start = section.getByRole('form', { name: 'Confirm your password to set up two-factor sign-in' });
    await start.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await start.getByRole('button', { name: 'Continue' }).click();
    await start.getByText('Your password is not correct').waitFor();
    expect(await section.getByRole('img', { name: /QR code/ }).count()).toBe(0);
    await start.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
    await start.getByRole('button', { name: 'Continue' }).click();

    // The QR code is drawn by the API and shown from the page itself; the key is there to type.
    const qr = section.getByRole('img', { name: /QR code/ });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;/);
    expect(await qr.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    const secret = (await section.getByTestId('totp-secret').getAttribute('data-secret'))!;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect((await section.getByTestId('totp-secret').innerText()).replace(/\s+/g, '')).toBe(secret);

    // A wrong code is refused at the field.
    await section.getByLabel('6-digit code').fill('000000');
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await section.getByText('That code is not right; try again').waitFor();

    const enrolled = freshCode(secret, -1);
    await section.getByLabel('6-digit code').fill(enrolled.code);
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

    // The 10 recovery codes, shown once, downloadable as .txt.
    const list = section.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download as .txt' }).click()]);
    expect(download.suggestedFilename()).toBe('relief-recovery-codes.txt');
    const text = fs.readFileSync((await download.path())!, 'utf8');
    for (const code of recoveryCodes) expect(text).toContain(code);
    await section.getByRole('button', { name: 'I saved them' }).click();
    await expect(section.getByTestId('two-factor-status').textContent()).resolves.toBe('On');
    await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).waitFor();
    // Still signed in here (the fresh token the API answered), still on Security.
    expect(new URL(page.url()).pathname).toBe('/dashboard/security');

    // The API agrees: a sign-in without a code gets no token.
    const challenge = await apiLogin({ email: admin.email, password: admin.password });
    expect(challenge.status).toBe(200);
    expect(challenge.body.twoFactorRequired).toBe(true);
    expect(challenge.body.token).toBeUndefined();

    // Signed out, signing in again asks for the code; a wrong one is said at the field.
    await logOut(page);
    await signInAskingForCode(page);
    await submitCode(page, enrolled.code === '123456' ? '654321' : '123456');
    await page.getByText('That code is not right; try again').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    // A code of a later step than the one used to enrol signs in; no notice any more.
    const login = freshCode(secret, enrolled.step);
    await submitCode(page, login.code);
    await waitSignedIn(page);
    // Back where it signed out (Security), which says it is on; the overview has no notice.
    expect(new URL(page.url()).pathname).toBe('/dashboard/security');
    await page.getByTestId('two-factor-status').filter({ hasText: 'On' }).waitFor();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Overview', exact: true }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard', exact: true, level: 2 }).waitFor();
    await page.getByRole('group', { name: 'Total Donations Services' }).getByTestId('stat-value').waitFor();
    await expect(page.getByTestId('two-factor-notice').count()).resolves.toBe(0);

    // A recovery code signs in once ...
    await logOut(page);
    await signInAskingForCode(page);
    await submitCode(page, recoveryCodes[0]!);
    await waitSignedIn(page);

    // ... and never again.
    await logOut(page);
    await signInAskingForCode(page);
    await submitCode(page, recoveryCodes[0]!);
    await page.getByText('That code is not right; try again').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // Another one still works.
    await submitCode(page, recoveryCodes[1]!);
    await waitSignedIn(page);

    expect(product.errors(page).filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});
