/**
 * mf-community in real Chromium through the shell: the gratitude wall (/community), About us
 * (/about-us) and the volunteer sign-up (/volunteer). Build first: npx turbo run build.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runToolScript, startProduct, type Product } from './harness';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

/** A page with generous waits: the product runs on a busy machine during the full test run. */
const failedRequests = new WeakMap<Page, string[]>();

async function open(viewport?: { width: number; height: number }) {
  const page = await product.newPage(viewport);
  page.setDefaultTimeout(30_000);
  const failed: string[] = [];
  failedRequests.set(page, failed);
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return page;
}

/** No console errors or uncaught exceptions; a failed request is named in the message. */
function expectNoErrors(page: Page) {
  expect(product.errors(page), `failed requests: ${(failedRequests.get(page) ?? []).join(', ') || 'none'}`).toEqual([]);
}

/** Sign in, then wait until the session is written to local storage: the tests load pages by URL
 *  (a full reload), and redux-persist writes a moment after the login navigates to /dashboard. */
async function signIn(page: Page, who: 'user' | 'admin') {
  await product.loginAs(page, who);
  await page.waitForFunction(() => {
    const raw = localStorage.getItem('donation-auth');
    if (!raw) return false;
    const token = JSON.parse(JSON.parse(raw).token ?? 'null') as string | null;
    return typeof token === 'string' && token.length > 0;
  });
}

/** Serious and critical axe findings inside <main> (or another part of the page). */
async function axeViolations(page: Page, include = 'main'): Promise<string[]> {
  // Let opening transitions (dialogs fade in) finish: mid-fade colours are not the real ones.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await runToolScript(page, fs.readFileSync(AXE_PATH, 'utf8'));
  return page.evaluate(async (include) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<Result> } }).axe;
    const result = await axe.run({ include: [include] }, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, include);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function wall(page: Page) {
  return page.getByRole('region', { name: 'Community gratitude wall' });
}

async function postComment(page: Page, text: string) {
  await page.getByRole('textbox', { name: /your message/i }).fill(text);
  await page.getByRole('button', { name: 'Post message' }).click();
}

async function firstCommentText(page: Page) {
  return wall(page).getByTestId('comment').first().getByTestId('comment-text').textContent();
}

async function fillVolunteer(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByRole('textbox', { name: label }).fill(value);
  }
}

const COMMON = { Phone: '+880 1712 345678', Location: 'Sylhet', Profession: 'Paramedic', Image: '/assets/volunteers/arif.svg' };

describe('community wall', () => {
  it('sends an anonymous visitor to /login', async () => {
    const page = await open();
    await page.goto(product.url('/community'));
    await page.waitForURL((u) => u.pathname === '/login');
    await expect(page.getByRole('heading', { name: 'Community Gratitude Wall' }).count()).resolves.toBe(0);
  });

  it('a signed-in user posts a comment and sees it at the top, then deletes it after confirming', async () => {
    const page = await open();
    await signIn(page, 'user');
    await page.goto(product.url('/community'));
    await page.getByRole('heading', { name: 'Community Gratitude Wall' }).waitFor();
    await wall(page).getByTestId('comment').first().waitFor();

    const text = `Thank you to every boat driver in Sunamganj ${unique()}`;
    const field = page.getByRole('textbox', { name: /your message/i });
    await field.fill(text);
    await expect(page.getByTestId('comment-counter').textContent()).resolves.toBe(`${text.length} / 1000 characters`);
    await page.getByRole('button', { name: 'Post message' }).click();
    await page.getByText('Thank you for your words!').waitFor();
    await expect.poll(() => firstCommentText(page)).toBe(text);
    const first = wall(page).getByTestId('comment').first();
    await expect(first.getByText('Nusrat Jahan').count()).resolves.toBe(1);
    await expect(first.locator('time').textContent()).resolves.toBe('just now');
    await expect(first.locator('time').getAttribute('datetime')).resolves.toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The exact time: the <time>'s native tooltip (title), and read out right after it (visually hidden).
    const exact = await first.locator('time').getAttribute('title');
    expect(exact).toMatch(new RegExp(String(new Date().getFullYear())));
    await expect(first.locator('time').locator('xpath=..').textContent()).resolves.toBe(`just now (${exact})`);
    await expect(field.inputValue()).resolves.toBe('');

    // Delete own comment: a dialog asks first; Escape cancels and returns focus to the button.
    const del = first.getByRole('button', { name: 'Delete comment by Nusrat Jahan' });
    await del.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete this comment?' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => del.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => firstCommentText(page)).toBe(text);

    await del.click();
    await dialog.getByRole('button', { name: 'Yes, delete' }).waitFor();
    // Once the dialog's opening transition is over: mid-fade colours are not the real ones (a CI run
    // under load measured the contrast of a half-faded button).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
    await expect(axeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('Comment deleted').waitFor();
    await expect.poll(() => wall(page).getByText(text).count()).toBe(0);
    expectNoErrors(page);
  });

  it('refuses a blank comment in the form, with the error on the field', async () => {
    const page = await open();
    await signIn(page, 'user');
    await page.goto(product.url('/community'));
    const field = page.getByRole('textbox', { name: /your message/i });
    await field.fill('    ');
    await page.getByRole('button', { name: 'Post message' }).click();
    await page.getByText('Please write a message before posting.').waitFor();
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
  });

  it('shows markup in a comment as text and runs nothing', async () => {
    const page = await open();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await signIn(page, 'user');
    await page.goto(product.url('/community'));
    await wall(page).getByTestId('comment').first().waitFor();

    const text = `<img src=x onerror=alert(1)> ${unique()} <script>alert(2)</script>`;
    await postComment(page, text);
    await expect.poll(() => firstCommentText(page)).toBe(text);
    await page.waitForTimeout(1000);
    expect(dialogs).toEqual([]);
    await expect(page.locator('img[src="x"]').count()).resolves.toBe(0);
    await expect(wall(page).locator('script').count()).resolves.toBe(0);

    // Still text after a reload (as the server stored it), still nothing run.
    await page.reload();
    await expect.poll(() => firstCommentText(page)).toBe(text);
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    await expect(page.locator('img[src="x"]').count()).resolves.toBe(0);
  });

  it('offers delete on own comments to a user and on every comment to an admin', async () => {
    const user = await open();
    await signIn(user, 'user');
    await user.goto(product.url('/community'));
    await wall(user).getByTestId('comment').first().waitFor();
    const total = await wall(user).getByTestId('comment').count();
    const userButtons = await wall(user).getByRole('button', { name: /^Delete comment by / }).allTextContents();
    const names = await wall(user).getByRole('button', { name: /^Delete comment by / }).evaluateAll((els) =>
      els.map((el) => el.getAttribute('aria-label')),
    );
    expect(userButtons.length).toBeGreaterThan(0);
    expect(userButtons.length).toBeLessThan(total);
    expect(new Set(names)).toEqual(new Set(['Delete comment by Nusrat Jahan']));

    const admin = await open();
    await signIn(admin, 'admin');
    await admin.goto(product.url('/community'));
    await wall(admin).getByTestId('comment').first().waitFor();
    await expect(wall(admin).getByRole('button', { name: /^Delete comment by / }).count()).resolves.toBe(
      await wall(admin).getByTestId('comment').count(),
    );
  });
});

describe('about us and volunteer sign-up', () => {
  const guestEmail = `guest-${unique()}@example.com`;
  const guestName = `Guest Volunteer ${unique()}`;

  it('about us shows the mission, the volunteers with local images, and Sign Up to /volunteer', async () => {
    const page = await open();
    await page.goto(product.url('/about-us'));
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await page.getByTestId('volunteer').first().waitFor();
    const cards = page.getByTestId('volunteer');
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    await expect(cards.getByText('Sumaiya Begum').count()).resolves.toBe(1);
    // Seeded images come from the API origin, sized and lazy, and load.
    const img = cards.filter({ hasText: 'Sumaiya Begum' }).locator('img');
    await img.scrollIntoViewIfNeeded();
    await expect(img.getAttribute('src')).resolves.toBe(`${new URL(product.origins.api).origin}/assets/volunteers/sumaiya.svg`);
    await expect(img.getAttribute('loading')).resolves.toBe('lazy');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Do You Want To Be a Volunteer?' }).waitFor();
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL((u) => u.pathname === '/volunteer');
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    expectNoErrors(page);
  });

  it('a guest signs up and appears on /about-us', async () => {
    const page = await open({ width: 375, height: 800 });
    await page.goto(product.url('/volunteer'));
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    // Nothing filled in: every field says what is missing, readable, tied to its field; focus on the first.
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Please enter your name.').waitFor();
    await expect(page.getByRole('textbox', { name: 'Name' }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(page.locator('[aria-invalid="true"]').count()).resolves.toBe(6);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await fillVolunteer(page, { Name: guestName, Email: guestEmail, ...COMMON, Image: 'not-a-link' });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText(/full image link starting with http/).waitFor();
    await expect(page.getByRole('textbox', { name: 'Image' }).getAttribute('aria-invalid')).resolves.toBe('true');

    await page.getByRole('textbox', { name: 'Image' }).fill(COMMON.Image);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((u) => u.pathname === '/about-us');
    await page.getByText('Thank you for signing up as a volunteer!').waitFor();
    const card = page.getByTestId('volunteer').filter({ hasText: guestName });
    await card.waitFor();
    await expect(card.getByText('Paramedic').count()).resolves.toBe(1);
    await expect(card.getByText('Sylhet').count()).resolves.toBe(1);
  });

  it("asks a guest typing an account's email to sign in; a repeat of a guest's email is thanked and changes nothing", async () => {
    const page = await open();
    await page.goto(product.url('/volunteer'));
    // The demo user's address belongs to an account: only that account signs up with it.
    await fillVolunteer(page, { Name: 'Someone Else', Email: 'user@relief.test', ...COMMON });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByTestId('volunteer-error').getByText('This email belongs to an account: please sign in to sign up as a volunteer with it').waitFor();
    expect(new URL(page.url()).pathname).toBe('/volunteer');
    await expect(page.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).resolves.toBe('true');

    // A guest's address typed again: answered as a first sign-up (no telling who volunteers), the first entry kept.
    await page.getByRole('textbox', { name: 'Email' }).fill(guestEmail.toUpperCase());
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((u) => u.pathname === '/about-us');
    await page.getByText('Thank you for signing up as a volunteer!').waitFor();
    await page.goto(product.url('/about-us'));
    await page.getByTestId('volunteer').first().waitFor();
    await expect(page.getByTestId('volunteer').filter({ hasText: guestName }).count()).resolves.toBe(1);
    await expect(page.getByTestId('volunteer').filter({ hasText: 'Someone Else' }).count()).resolves.toBe(0);
  });

  it('a signed-in user signs up without typing name or email, appears on /about-us, then updates that entry instead of signing up twice', async () => {
    const page = await open();
    await signIn(page, 'user');
    await page.goto(product.url('/volunteer'));
    await page.getByText('Nusrat Jahan (user@relief.test)').waitFor();
    await expect(page.getByRole('textbox', { name: 'Name' }).count()).resolves.toBe(0);
    await expect(page.getByRole('textbox', { name: 'Email' }).count()).resolves.toBe(0);
    await fillVolunteer(page, { ...COMMON, Profession: 'School teacher', Location: 'Chattogram' });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((u) => u.pathname === '/about-us');
    const card = page.getByTestId('volunteer').filter({ hasText: 'Nusrat Jahan' });
    await card.waitFor();
    await expect(card.getByText('Chattogram').count()).resolves.toBe(1);

    // Back on /volunteer: the own entry (GET /my-volunteer), prefilled, to update (POST /edit-volunteer).
    await page.goto(product.url('/volunteer'));
    await page.getByText('Your volunteer entry', { exact: true }).first().waitFor();
    await expect(page.getByRole('button', { name: 'Sign up' }).count()).resolves.toBe(0);
    await expect(page.getByLabel('Location').inputValue()).resolves.toBe('Chattogram');
    await page.getByLabel('Location').fill('Rangpur');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your volunteer entry was updated').first().waitFor();
    await page.goto(product.url('/about-us'));
    await card.getByText('Rangpur').waitFor();
    expect(product.errors(page)).toEqual([]);
  });

  it('the link "Already Have an Account? Visit Volunteer" goes to /about-us', async () => {
    const page = await open();
    await page.goto(product.url('/volunteer'));
    await page.getByRole('link', { name: 'Already Have an Account? Visit Volunteer' }).click();
    await page.waitForURL((u) => u.pathname === '/about-us');
  });
});

describe('layout and accessibility', () => {
  const PAGES = ['/community', '/about-us', '/volunteer'];

  for (const dark of [false, true]) {
    it(`no horizontal overflow and no serious axe violations at 375, 768 and 1280 px, ${dark ? 'dark' : 'light'}`, async () => {
      const page = await open();
      await page.addInitScript((isDark) => localStorage.setItem('isDark', isDark), String(dark));
      await signIn(page, 'user');
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const pathname of PAGES) {
          await page.goto(product.url(pathname));
          await page.locator('main h1').first().waitFor();
          if (pathname === '/community') await wall(page).getByTestId('comment').first().waitFor();
          if (pathname === '/about-us') await page.getByTestId('volunteer').first().waitFor();
          await expect(page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).resolves.toBe(dark ? 'dark' : 'light');
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${pathname} at ${width} px overflows`).toBeLessThanOrEqual(0);
          const violations = await axeViolations(page);
          expect(violations, `${pathname} at ${width} px`).toEqual([]);
        }
      }
      expectNoErrors(page);
    });
  }
});
