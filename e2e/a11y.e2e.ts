/**
 * Accessibility across the product, in real Chromium:
 * - axe-core on every route (public pages, sign-in, registration, community pages, each dashboard
 *   screen as admin and as user (every route of mf-dashboard's, its not-found included), the
 *   not-found screen, the mobile menu) and with the dialogs open (donate, delete comment, edit and
 *   delete campaign) and Security's forms with their errors, in the light and the dark scheme:
 *   no serious or critical violations, frame (navbar, footer) included; on the dashboard's screens no
 *   text cut short (an ellipsis or a line clamp hiding part of a badge, a name, a legend).
 * - every route has its own document title (WCAG 2.4.2): "<page> – <product>", the landing page
 *   the product title alone.
 * - keyboard only (Tab / Shift+Tab / Enter / Space / Escape): a guest donation, signing in and
 *   posting a comment, with a visible focus indicator on what has focus, focus kept inside an
 *   open dialog and given back when it closes, and form errors tied to their fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, navigateInApp, signInOnFirstLoad, startProduct, type Product } from './harness';
import { cutTexts, seriousViolations, settle } from './axe';
import { bringInLandingSections, publicRoutes } from './routes';

let product: Product;
let campaignId = '';

beforeAll(async () => {
  product = await startProduct();
  campaignId = await product.firstCampaignId();
});

afterAll(async () => {
  await product?.stop();
});

async function newPage(viewport: { width: number; height: number }, dark: boolean) {
  const page = await product.newPage(viewport);
  page.setDefaultTimeout(30_000);
  await page.addInitScript((d) => localStorage.setItem('isDark', String(d)), dark);
  return page;
}

/** A signed-in page: the session comes from a real login, stored before any page script runs. */
async function signedInPage(who: 'admin' | 'user', viewport: { width: number; height: number }, dark: boolean) {
  const page = await newPage(viewport, dark);
  await signInOnFirstLoad(page, await product.storedSession(who));
  return page;
}

const PRODUCT_TITLE = 'Post-Disaster Relief Donation Platform';

/**
 * What is wrong with the document titles of routes visited in one test (path → title): each is
 * "<its own title> – <product title>" (the landing page: the product title alone), and no two
 * routes share one.
 */
/**
 * Opens a dashboard screen inside the app and waits for it: its title (each screen has its own) once
 * it is another screen, then a heading. (A heading alone may still be the last screen's, before the
 * new one has rendered: its title was then read for the new screen's.)
 */
async function openScreen(page: Page, path: string) {
  const before = { path: new URL(page.url()).pathname, title: await page.title() };
  await navigateInApp(page, path);
  if (decodeURIComponent(path) !== decodeURIComponent(before.path)) await expect.poll(() => page.title(), { timeout: 20_000 }).not.toBe(before.title);
  await page.getByRole('heading', { level: 2 }).first().waitFor();
}

/** The signed-in account's Edit profile screen (its path has the account's id): the link on its Profile. */
async function editProfilePath(page: Page): Promise<string> {
  await openScreen(page, '/dashboard/profile');
  const href = await page.locator('a[href^="/dashboard/edit-profile/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

function titleProblems(titles: Map<string, string>): string[] {
  const problems: string[] = [];
  const routeOf = new Map<string, string>();
  for (const [path, title] of titles) {
    if (path === '/') {
      if (title !== PRODUCT_TITLE) problems.push(`${path}: "${title}" is not the product title`);
      continue;
    }
    const own = title.endsWith(` – ${PRODUCT_TITLE}`) ? title.slice(0, -` – ${PRODUCT_TITLE}`.length).trim() : '';
    if (!own) problems.push(`${path}: "${title}" is not "<page> – ${PRODUCT_TITLE}"`);
    const other = routeOf.get(title);
    if (other !== undefined) problems.push(`${path} has the same title as ${other}: "${title}"`);
    routeOf.set(title, path);
  }
  return problems;
}

const SCHEMES = [
  { dark: false, viewport: { width: 1280, height: 900 } },
  { dark: true, viewport: { width: 375, height: 812 } },
] as const;
const schemeName = (dark: boolean, width: number) => `${dark ? 'dark' : 'light'}, ${width} px`;

describe('axe: no serious or critical violations', () => {
  for (const { dark, viewport } of SCHEMES) {
    it(`public pages, sign-in, registration, about, volunteer and not-found (${schemeName(dark, viewport.width)})`, async () => {
      const page = await newPage(viewport, dark);
      const routes = publicRoutes(campaignId);
      const titles = new Map<string, string>();
      for (const [path, content] of routes) {
        await page.goto(product.url(path));
        await page.locator(content).first().waitFor();
        if (path === '/') await bringInLandingSections(page);
        await settle(page);
        expect(await seriousViolations(page), path).toEqual([]);
        titles.set(path, await page.title());
      }
      expect(titles.size).toBe(routes.length);
      expect(titleProblems(titles), JSON.stringify([...titles])).toEqual([]);
      if (viewport.width < 1200) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
        expect(await seriousViolations(page), 'mobile menu').toEqual([]);
      }
      expect(product.errors(page)).toEqual([]);
    });

    it(`the donate dialog with its errors showing (${schemeName(dark, viewport.width)})`, async () => {
      const page = await newPage(viewport, dark);
      await page.goto(product.url(`/donations/${campaignId}`));
      await page.getByRole('button', { name: 'Donate Now' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Donate', exact: true }).click();
      await dialog.getByText('Enter an amount').waitFor();
      await page.waitForTimeout(300);
      expect(await seriousViolations(page), 'donate dialog').toEqual([]);
      // The pending panel that answers a pledge (accounts, next steps, when it lapses).
      await dialog.getByLabel('Your name').fill('Axe Giver');
      await dialog.getByLabel('Your email').fill(`axe-${dark ? 'd' : 'l'}-${Date.now()}@example.com`);
      await dialog.getByLabel('Amount (Tk)').fill('120');
      await dialog.getByRole('button', { name: 'Donate', exact: true }).click();
      await dialog.getByText('Pledge recorded — pending').waitFor();
      await page.waitForTimeout(300);
      expect(await seriousViolations(page), 'pending panel').toEqual([]);
    });

    it(`community wall and the delete confirmation, signed in (${schemeName(dark, viewport.width)})`, async () => {
      const page = await signedInPage('user', viewport, dark);
      await page.goto(product.url('/community'));
      await page.getByTestId('comment').first().waitFor();
      await settle(page);
      expect(await seriousViolations(page), '/community').toEqual([]);
      // A comment of one's own, to open its delete confirmation.
      await page.getByRole('textbox', { name: /your message/i }).fill(`Thank you, rescue boats ${Date.now()}`);
      await page.getByRole('button', { name: 'Post message' }).click();
      await page.getByText('Thank you for your words!').waitFor();
      await page.getByRole('button', { name: /^Delete comment by / }).first().click();
      await page.getByRole('dialog', { name: 'Delete this comment?' }).waitFor();
      await page.waitForTimeout(300);
      expect(await seriousViolations(page), 'delete comment dialog').toEqual([]);
      await page.keyboard.press('Escape');
    });

    it(`dashboard screens as a user (${schemeName(dark, viewport.width)})`, async () => {
      const page = await signedInPage('user', viewport, dark);
      await page.goto(product.url('/dashboard'));
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      const titles = new Map<string, string>();
      const screens = [
        '/dashboard',
        `/dashboard/user-donations/${encodeURIComponent(DEMO_ACCOUNTS.user.email)}`,
        '/dashboard/profile',
        await editProfilePath(page),
        '/dashboard/create-testimonial',
        '/dashboard/security',
        // The last: someone else's donations (the not-allowed screen, with a link to one's own).
        `/dashboard/user-donations/${encodeURIComponent(DEMO_ACCOUNTS.admin.email)}`,
      ];
      for (const path of screens) {
        await openScreen(page, path);
        await settle(page);
        expect(await seriousViolations(page), path).toEqual([]);
        expect(await cutTexts(page), `${path}: texts cut short`).toEqual([]);
        titles.set(path, await page.title());
      }
      expect(titleProblems(titles), JSON.stringify([...titles])).toEqual([]);
    });

    it(`dashboard screens and dialogs as an admin (${schemeName(dark, viewport.width)})`, async () => {
      const page = await signedInPage('admin', viewport, dark);
      await page.goto(product.url('/dashboard'));
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      const screens = [
        '/dashboard',
        '/dashboard/users',
        '/dashboard/user-donations',
        '/dashboard/create-donation',
        '/dashboard/donations',
        '/dashboard/causes',
        `/dashboard/donations/${campaignId}/updates`,
        '/dashboard/create-testimonial',
        `/dashboard/donations/edit/${campaignId}`,
        '/dashboard/testimonials',
        '/dashboard/volunteers',
        '/dashboard/messages',
        '/dashboard/payments',
        '/dashboard/audit-log',
        `/dashboard/user-donations/${encodeURIComponent(DEMO_ACCOUNTS.admin.email)}`,
        '/dashboard/profile',
        await editProfilePath(page),
        '/dashboard/security',
        '/dashboard/no-such-screen',
      ];
      const titles = new Map<string, string>();
      for (const path of screens) {
        await openScreen(page, path);
        await settle(page);
        expect(await seriousViolations(page), path).toEqual([]);
        expect(await cutTexts(page), `${path}: texts cut short`).toEqual([]);
        titles.set(path, await page.title());
      }
      expect(titleProblems(titles), JSON.stringify([...titles])).toEqual([]);
      await navigateInApp(page, '/dashboard/donations');
      await page.getByRole('button', { name: /^Edit / }).first().click();
      await page.getByRole('dialog', { name: 'Edit Donation' }).waitFor();
      await page.waitForTimeout(400);
      expect(await seriousViolations(page), 'edit campaign dialog').toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: /^Delete / }).first().click();
      await page.getByRole('dialog').getByText('Are you sure you want to delete this donation?').waitFor();
      await page.waitForTimeout(400);
      expect(await seriousViolations(page), 'delete campaign dialog').toEqual([]);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      // Security with its forms' errors showing: changing the password, and the password step of
      // setting up two-factor sign-in (the form it opens; nothing is sent).
      await navigateInApp(page, '/dashboard/security');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Enter your current password').waitFor();
      await page.getByRole('region', { name: 'Two-factor sign-in' }).getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      const start = page.getByRole('form', { name: 'Confirm your password to set up two-factor sign-in' });
      await start.getByRole('button', { name: 'Continue' }).click();
      await start.getByText('Enter your password').waitFor();
      await page.waitForTimeout(400);
      expect(await seriousViolations(page), 'security forms with their errors').toEqual([]);
    });
  }
});

/** What has focus: its tag, accessible-ish name, and whether a focus indicator is visible. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', visible: false, inDialog: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    let border = false;
    if (el.matches('input, textarea, select')) {
      // Mantine inputs show focus by their border colour (the primary colour instead of the
      // default border): compare with the default border colour in the same place.
      const probe = document.createElement('div');
      probe.style.border = '1px solid var(--mantine-color-default-border)';
      el.parentElement!.appendChild(probe);
      const idleBorder = getComputedStyle(probe).borderTopColor;
      probe.remove();
      border = style.borderTopColor !== idleBorder && parseFloat(style.borderTopWidth) > 0;
    }
    const labelled = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null);
    return {
      tag: el.tagName.toLowerCase(),
      name: (labelled ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').replace(/\s*\*$/, ''),
      visible: outline || shadow || border,
      inDialog: Boolean(el.closest('[role="dialog"]')),
    };
  });
}

/** Press Tab until the focused element's name matches; fails after `max` presses. */
async function tabTo(page: Page, name: RegExp, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    let now = await focused(page);
    if (name.test(now.name)) {
      await page.waitForTimeout(200); // let a border-colour transition finish
      now = await focused(page);
      expect(now.visible, `visible focus on "${now.name}"`).toBe(true);
      return now;
    }
  }
  throw new Error(`Tab never reached ${name}`);
}

/** The text of the elements an element's aria-describedby names. */
async function description(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id)?.textContent ?? '' : ''))
      .join(' '),
  );
}

describe('keyboard only', () => {
  it('a guest donates: dialog opens from the keyboard, traps focus, ties errors to fields, gives focus back', async () => {
    const page = await newPage({ width: 1280, height: 900 }, false);
    await page.goto(product.url(`/donations/${campaignId}`));
    await page.getByRole('button', { name: 'Donate Now', disabled: false }).waitFor();
    await tabTo(page, /^Donate Now$/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);

    // Focus stays in the dialog however far one tabs, both ways.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      await page.waitForTimeout(150);
      const now = await focused(page);
      expect(now.inDialog, `Tab ${i + 1}: ${now.tag} "${now.name}"`).toBe(true);
      expect(now.visible, `visible focus on ${now.tag} "${now.name}"`).toBe(true);
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      expect((await focused(page)).inDialog).toBe(true);
    }

    // Submitting empty: the errors are announced with their fields.
    await tabTo(page, /^Donate$/);
    await page.keyboard.press('Enter');
    await dialog.getByText('Enter an amount').waitFor();
    const amount = dialog.getByLabel('Amount (Tk)');
    await expect(amount.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await description(page, '[role="dialog"] input[inputmode], [role="dialog"] input[name="amount"], [role="dialog"] input >> nth=2')).toMatch(/amount/i);
    const nameField = dialog.getByLabel('Your name');
    await expect(nameField.getAttribute('aria-invalid')).resolves.toBe('true');
    // The focus went to the first wrong field, the name (not left on the button).
    await expect.poll(async () => (await focused(page)).name).toBe('Your name');

    // Fill it in by keyboard and send it with Space on the button.
    await page.keyboard.type('Keyboard Giver');
    await tabTo(page, /^Your email$/);
    await page.keyboard.type(`keys-${Date.now()}@example.com`);
    await tabTo(page, /^Amount \(Tk\)$/);
    await page.keyboard.type('150');
    await tabTo(page, /^Donate$/);
    await page.keyboard.press('Space');
    // The pledge is announced (a status region) in the dialog, which then closes from the keyboard.
    await dialog.getByText('Pledge recorded — pending').waitFor();
    expect(await dialog.getByRole('status').innerText()).toMatch(/Reference RLF-\d+/);
    // The focus is on the pledge's title in the dialog, not fallen to the page's body.
    await expect.poll(async () => (await focused(page)).name).toBe('Pledge recorded — pending');
    expect((await focused(page)).inDialog).toBe(true);
    await tabTo(page, /^Done$/);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Donate Now');
    expect(product.errors(page)).toEqual([]);
  });

  it('Escape closes the donate dialog and focus returns to Donate Now', async () => {
    const page = await newPage({ width: 375, height: 812 }, true);
    await page.goto(product.url(`/donations/${campaignId}`));
    await page.getByRole('button', { name: 'Donate Now', disabled: false }).waitFor();
    await tabTo(page, /^Donate Now$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(page)).name).toBe('Donate Now');
    expect((await focused(page)).visible).toBe(true);
  });

  it('signs in: a wrong password is announced, then the right one lands on the dashboard', async () => {
    const page = await newPage({ width: 1280, height: 900 }, false);
    await page.goto(product.url('/login'));
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await tabTo(page, /^Email$/);
    await page.keyboard.type(DEMO_ACCOUNTS.user.email);
    await tabTo(page, /^Password$/);
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    // The failure is announced (an alert, or the error text tied to the field).
    const alert = page.getByRole('alert').filter({ hasText: /password|invalid|incorrect/i });
    await alert.first().waitFor();
    // Back to the password field, correct it, send with Enter on the button.
    await page.getByLabel('Password').first().focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(DEMO_ACCOUNTS.user.password);
    await tabTo(page, /^Sign In$/, 10);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
  });

  it('an empty sign-in form ties each error to its field', async () => {
    const page = await newPage({ width: 375, height: 812 }, true);
    await page.goto(product.url('/login'));
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await tabTo(page, /^Sign In$/);
    await page.keyboard.press('Enter');
    const email = page.getByLabel('Email');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect((await description(page, 'main form input[type="email"], main form input[name="email"] >> nth=0')).trim()).not.toBe('');
  });

  it('posts a comment: a blank one is refused on the field, a real one appears at the top', async () => {
    const page = await signedInPage('user', { width: 1280, height: 900 }, false);
    await page.goto(product.url('/community'));
    await page.getByTestId('comment').first().waitFor();
    await tabTo(page, /your message/i, 80);
    await page.keyboard.type('   ');
    await tabTo(page, /^Post message$/, 10);
    await page.keyboard.press('Enter');
    await page.getByText('Please write a message before posting.').waitFor();
    const field = page.getByRole('textbox', { name: /your message/i });
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await field.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' '))).toContain(
      'Please write a message before posting.',
    );

    const text = `Typed with the keyboard alone ${Date.now()}`;
    await page.keyboard.press('Shift+Tab');
    await expect.poll(async () => (await focused(page)).tag).toBe('textarea');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(text);
    await tabTo(page, /^Post message$/, 10);
    await page.keyboard.press('Space');
    await page.getByText('Thank you for your words!').waitFor();
    await page.getByTestId('comment').filter({ hasText: text }).first().waitFor();
    expect(product.errors(page)).toEqual([]);
  });
});
