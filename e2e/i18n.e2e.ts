/**
 * Bangla and English across the product, in real Chromium:
 * - `?lang=bn` opens the product in Bangla; every route (public pages, community pages, each
 *   dashboard screen as admin and as user, not-found) then shows no English text of the product's
 *   own strings (data such as campaign titles and names stays as written; the causes the platform
 *   started with are named in Bangla everywhere but on the screen where admins manage their names),
 *   in the text, in aria-label / title / placeholder / alt, and in the document title; <html lang="bn">;
 *   and no dashboard text is cut short (an ellipsis or a line clamp);
 * - the choice is kept over a reload (no ?lang= any more) and the navbar switch brings English back,
 *   also kept over a reload;
 * - axe: no serious or critical violations in Bangla (English: a11y.e2e.ts);
 * - what the API says follows the page's language: a refused sign-in shows the API's Bangla message, and
 *   a gift pledged on a Bangla page gets its mail in Bangla;
 * - with JavaScript off, `/` still shows the landing's first screen (hero, purpose) in the visitor's
 *   language, as the shell's server writes it in from what mf-public published (prerender.json), with
 *   the navigation's and the footer's links the remotes publish.
 *
 * "English text of the product's own strings": every English string of every unit's catalogue
 * (src/locales/en) whose Bangla differs, cut at its placeholders and tags into pieces of two words or
 * more. None of them may appear on a Bangla page.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CauseRecord } from 'api/types';
import { DEMO_ACCOUNTS, ROOT, navigateInApp, signInOnFirstLoad, startProduct, type Product } from './harness';
import { cutTexts, seriousViolations, settle } from './axe';
import { bringInLandingSections, publicRoutes } from './routes';

let product: Product;
let campaignId = '';
/** The causes of the fresh database (the ones the platform starts with), by their stored (English) names. */
let causes: string[] = [];

beforeAll(async () => {
  product = await startProduct();
  campaignId = await product.firstCampaignId();
  const answer = (await (await fetch(`${product.origins.api}/causes`)).json()) as { data: CauseRecord[] };
  causes = answer.data.map((c) => c.name);
  // Data, but the pages name these in Bangla (shared-auth's cause-label.ts): look for them too (names
  // of two words or more, as the catalogue's pieces).
  ENGLISH.push(...causes.filter((name) => name.includes(' ')));
});

afterAll(async () => {
  await product?.stop();
});

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else flatten(value, full, out);
  }
  return out;
}

/** The English pieces no Bangla page may show (see the header). */
function englishPieces(): string[] {
  const pieces = new Set<string>();
  for (const unit of ['shell', 'shared-auth', 'mf-public', 'mf-dashboard', 'mf-community']) {
    const dir = path.join(ROOT, unit, 'src', 'locales');
    for (const file of fs.readdirSync(path.join(dir, 'en'))) {
      const en = flatten(JSON.parse(fs.readFileSync(path.join(dir, 'en', file), 'utf8')) as Tree);
      const bn = flatten(JSON.parse(fs.readFileSync(path.join(dir, 'bn', file), 'utf8')) as Tree);
      for (const [key, text] of en) {
        if (bn.get(key) === text) continue; // the same in both (a name)
        for (const piece of text.split(/\{\{[^}]*\}\}|<[^>]*>/)) {
          const trimmed = piece.replace(/\s+/g, ' ').trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
          if (trimmed.split(' ').length >= 2 && /\p{Script=Latin}{3}/u.test(trimmed)) pieces.add(trimmed);
        }
      }
    }
  }
  return [...pieces];
}

const ENGLISH = englishPieces();

/** The English pieces the page shows: text, accessible names and hints, the document title. */
async function englishOnPage(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n').replace(/\s+/g, ' ');
  });
  return ENGLISH.filter((piece) => shown.includes(piece) && !allowed.includes(piece));
}

/** `allowed`: English pieces that are the page's data there (the causes' stored names, on the screen where admins manage them). */
async function expectBangla(page: Page, where: string, allowed: readonly string[] = []) {
  expect(await page.evaluate(() => document.documentElement.lang), `${where}: <html lang>`).toBe('bn');
  expect(await englishOnPage(page, allowed), `${where}: English left`).toEqual([]);
  // The product's own Bangla: the navbar and the document title.
  expect(await page.title(), `${where}: title`).toContain('ত্রাণ');
}

async function signedInPage(who: 'admin' | 'user') {
  const page = await product.newPage({ width: 1280, height: 900 });
  page.setDefaultTimeout(30_000);
  await signInOnFirstLoad(page, await product.storedSession(who), { 'relief.lang': 'bn' });
  return page;
}

describe('Bangla', () => {
  it('the English catalogue gives pieces to look for', () => {
    // Guards the check itself: without pieces it would pass on any page.
    expect(ENGLISH.length).toBeGreaterThan(300);
    expect(ENGLISH.filter((piece) => piece.includes('All rights reserved'))).toHaveLength(1);
    expect(ENGLISH).toContain('Food Donation');
  });

  it('?lang=bn shows every public and community page in Bangla, kept over a reload; the switch brings English back', async () => {
    const page = await product.newPage({ width: 375, height: 812 });
    page.setDefaultTimeout(30_000);
    // The first address asks for Bangla; the rest follow the remembered choice.
    const routes = publicRoutes(campaignId).map(([path, content], i): [string, string] => [i === 0 ? `${path}?lang=bn` : path, content]);
    for (const [to, content] of routes) {
      await page.goto(product.url(to));
      await page.locator(content).first().waitFor();
      if (to.startsWith('/?')) await bringInLandingSections(page);
      await settle(page);
      await expectBangla(page, to);
      expect(await seriousViolations(page), `${to}: axe`).toEqual([]);
    }
    // The mobile menu, in Bangla.
    await page.getByRole('button', { name: 'নেভিগেশন খুলুন' }).click();
    await page.getByRole('navigation', { name: 'মোবাইল' }).waitFor();
    expect(await englishOnPage(page), 'mobile menu').toEqual([]);
    expect(await seriousViolations(page), 'mobile menu: axe').toEqual([]);

    // Kept over a reload without ?lang=.
    await page.goto(product.url('/leaderboard'));
    await page.getByTestId('leaderboard-row').first().waitFor();
    await expectBangla(page, '/leaderboard again');

    // The switch: English, kept over a reload.
    await page.getByTestId('language-switch').click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByRole('heading', { name: 'Top Donors' }).waitFor();
    await page.reload();
    await page.getByTestId('leaderboard-row').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.title()).toContain('Post-Disaster Relief Donation Platform');
    expect(product.errors(page)).toEqual([]);
  });

  it("a form's errors on screen follow the navbar's switch of language, and the values typed stay", async () => {
    const page = await product.newPage({ width: 375, height: 812 });
    await page.goto(product.url('/login?lang=en'));
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Enter a valid email address').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByTestId('language-switch').click();
    await page.waitForFunction(() => document.documentElement.lang === 'bn');
    await page.getByText('একটি সঠিক ইমেইল ঠিকানা লিখুন').waitFor();
    await page.getByText('পাসওয়ার্ড দিতে হবে').waitFor();
    expect(await page.getByText('Enter a valid email address').count()).toBe(0);
    expect(await page.getByText('Password is required').count()).toBe(0);
    expect(await page.getByLabel('ইমেইল').inputValue()).toBe('not-an-address');
    expect(await englishOnPage(page), '/login in Bangla with its errors').toEqual([]);
    await page.getByTestId('language-switch').click();
    await page.getByText('Enter a valid email address').waitFor();
    expect(product.errors(page)).toEqual([]);
  });

  it('every dashboard screen of an admin and of a user in Bangla', async () => {
    const admin = await signedInPage('admin');
    await admin.goto(product.url('/dashboard'));
    await admin.getByRole('heading', { level: 2 }).first().waitFor();
    const screens = [
      '/dashboard',
      '/dashboard/users',
      '/dashboard/user-donations',
      '/dashboard/create-donation',
      '/dashboard/donations',
      '/dashboard/causes',
      `/dashboard/donations/${campaignId}/updates`,
      '/dashboard/create-testimonial',
      '/dashboard/testimonials',
      '/dashboard/messages',
      '/dashboard/volunteers',
      '/dashboard/payments',
      '/dashboard/audit-log',
      '/dashboard/security',
      '/dashboard/profile',
    ];
    for (const screen of screens) {
      await navigateInApp(admin, screen);
      await admin.getByRole('heading', { level: 2 }).first().waitFor();
      await settle(admin);
      await expectBangla(admin, screen, screen === '/dashboard/causes' ? causes : []);
      expect(await cutTexts(admin), `${screen}: texts cut short`).toEqual([]);
      expect(await seriousViolations(admin), `${screen}: axe`).toEqual([]);
    }
    expect(product.errors(admin)).toEqual([]);

    const user = await signedInPage('user');
    await user.goto(product.url('/dashboard'));
    await user.getByRole('heading', { level: 2 }).first().waitFor();
    for (const screen of ['/dashboard', `/dashboard/user-donations/${encodeURIComponent(DEMO_ACCOUNTS.user.email)}`, '/dashboard/profile', '/dashboard/security']) {
      await navigateInApp(user, screen);
      await user.getByRole('heading', { level: 2 }).first().waitFor();
      await settle(user);
      await expectBangla(user, `user ${screen}`);
    }
    // The community wall (for signed-in people).
    await navigateInApp(user, '/community');
    await user.locator('[data-testid="comment"]').first().waitFor();
    await settle(user);
    await expectBangla(user, '/community');
    expect(await seriousViolations(user), '/community: axe').toEqual([]);
    expect(product.errors(user)).toEqual([]);
  });

  it("the API's messages and mails follow the page's language", async () => {
    const page = await product.newPage({ width: 375, height: 812 });
    page.setDefaultTimeout(30_000);
    await page.goto(product.url('/login?lang=bn'));
    await page.getByLabel('ইমেইল').fill(DEMO_ACCOUNTS.user.email);
    // (.first(): the field's show/hide button is named "পাসওয়ার্ড দেখান বা লুকান" after it.)
    await page.getByLabel('পাসওয়ার্ড').first().fill('not-the-password');
    await page.getByRole('button', { name: 'সাইন ইন', exact: true }).click();
    // The API's own words (api/src/i18n/bn.ts users.badLogin), asked for with Accept-Language: bn.
    await page.getByText('ইমেইল বা পাসওয়ার্ড সঠিক নয়').first().waitFor();
    // (The browser logs the refused sign-in's 401 itself.)
    expect(product.errors(page).filter((e) => !/status of 401/.test(e))).toEqual([]);

    // A pledge by a signed-in donor (instructions are mailed to confirmed addresses only) on a Bangla page.
    const donor = await signedInPage('user');
    await donor.goto(product.url(`/donations/${campaignId}`));
    await donor.getByRole('button', { name: 'এখনই দান করুন' }).click();
    const dialog = donor.getByRole('dialog');
    await dialog.getByLabel('টাকার পরিমাণ (৳)').fill('৫০০'); // Bengali digits are read as 500
    await dialog.getByRole('button', { name: 'দান করুন', exact: true }).click();
    await dialog.getByText('অঙ্গীকার নথিভুক্ত হয়েছে — অপেক্ষমাণ').waitFor();
    await expect
      .poll(async () => (await product.mail(DEMO_ACCOUNTS.user.email, { timeoutMs: 10_000 })).filter((m) => m.subject.startsWith('আপনার অঙ্গীকার ')).length, { timeout: 15_000 })
      .toBe(1);
    const mail = (await product.mail(DEMO_ACCOUNTS.user.email)).find((m) => m.subject.startsWith('আপনার অঙ্গীকার '))!;
    expect(mail.text).toContain('৳৫০০');
    expect(product.errors(donor)).toEqual([]);
  });

  it('with JavaScript off, / shows the hero, the purpose, the featured campaigns, the navigation and the footer in the visitor\'s language (English, Accept-Language, the cookie); the campaigns list and the leaderboard their entries; other pages the navigation and the footer', async () => {
    const visit = async (options: { headers?: Record<string, string>; cookie?: string; path?: string }) => {
      const context = await product.browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false, extraHTTPHeaders: options.headers ?? {} });
      if (options.cookie) await context.addCookies([{ name: 'relief.lang', value: options.cookie, url: product.url('/') }]);
      const page = await context.newPage();
      await page.goto(product.url(options.path ?? '/'));
      const seen = {
        lang: await page.evaluate(() => document.documentElement.lang),
        title: await page.title(),
        h1: (await page.locator('main h1').allTextContents()).join(' | '),
        h2: (await page.locator('main h2').allTextContents()).join(' | '),
        // The top bar's text after its "Skip to content" link (seen only when focused).
        brand: await page.locator('header').first().evaluate((h) => [...h.childNodes].filter((n) => !(n instanceof Element && n.classList.contains('skip-link'))).map((n) => n.textContent).join('')),
        nav: await page.locator('header nav a').allTextContents(),
        // Shown at a phone's width too (the frame's phone menu needs a script).
        navShown: await page.locator('header nav a').last().isVisible(),
        // The footer's links to the product's pages (on `/` the frame's own footer, rendered by the
        // shell's server; elsewhere the written-in one).
        footer: await page.locator('footer a[href^="/"]').allTextContents(),
        // The featured campaigns (rendered with the API's data by mf-public's server), with their links.
        cards: await page.locator('[data-testid="featured-campaigns-first-screen"] article h3').allTextContents(),
        cardLinks: await page.locator('[data-testid="featured-campaigns-first-screen"] article a[href^="/donations/"]').count(),
        cardsText: (await page.locator('[data-testid="featured-campaigns-first-screen"]').allTextContents()).join(' '),
        listCards: await page.locator('[data-testid="campaigns-first-screen"] article h2').allTextContents(),
        donors: await page.locator('[data-testid="leaderboard-row-first-screen"]').allTextContents(),
      };
      await context.close();
      return seen;
    };
    const english = await visit({});
    expect(english).toMatchObject({ lang: 'en', title: 'Post-Disaster Relief Donation Platform', h1: 'Help families rebuild after disaster strikes' });
    // The navigation and the footer's links, as the remotes publish them (signed-in links left out).
    expect(english.brand).toMatch(/^Relief/);
    expect(english.nav).toEqual(['Home', 'All Donations', 'Leaderboard', 'Community', 'About Us']);
    expect(english.navShown).toBe(true);
    expect(english.footer).toEqual(['Home', 'All Donations', 'Leaderboard', 'Transparency', 'Community', 'About Us']);
    expect(english.h2).toContain('Our purpose');
    // Every section's heading (the page as its first screen, without what needs data or code).
    for (const heading of ['Featured campaigns', 'What customers are saying', 'Contact Me', 'Clothing collection']) expect(english.h2).toContain(heading);
    expect(english.cards).toHaveLength(6);
    expect(english.cardLinks).toBe(6);
    expect(english.cardsText).toContain('Tk ');
    const bangla = await visit({ headers: { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.5' } });
    expect(bangla).toMatchObject({ lang: 'bn', title: 'দুর্যোগ-পরবর্তী ত্রাণ অনুদান প্ল্যাটফর্ম', h1: 'দুর্যোগের পর পরিবারগুলোকে আবার ঘুরে দাঁড়াতে সাহায্য করুন' });
    expect(bangla.h2).toContain('আমাদের লক্ষ্য');
    expect(bangla.nav.slice(0, 3)).toEqual(['প্রথম পাতা', 'সব অনুদান', 'লিডারবোর্ড']);
    expect(bangla.footer).toContain('স্বচ্ছতা');
    expect(bangla.cards).toEqual(english.cards);
    expect(bangla.cardsText).toMatch(/৳[০-৯]/);
    // The remembered choice (the cookie the switch sets) wins over the browser's languages.
    expect((await visit({ headers: { 'Accept-Language': 'en' }, cookie: 'bn' })).lang).toBe('bn');
    expect((await visit({ path: '/?lang=en', cookie: 'bn' })).lang).toBe('en');
    // The campaigns list and the leaderboard, with the API's entries (rendered by mf-public's server).
    const list = await visit({ path: '/donations', cookie: 'bn' });
    expect(list).toMatchObject({ lang: 'bn', h1: 'চলমান ক্যাম্পেইন', nav: bangla.nav, footer: bangla.footer });
    expect(list.listCards).toHaveLength(3);
    expect(list.listCards).toEqual(english.cards.slice(0, 3));
    const board = await visit({ path: '/leaderboard' });
    expect(board).toMatchObject({ lang: 'en', h1: 'Top Donors' });
    expect(board.donors.length).toBeGreaterThanOrEqual(3);
    expect(board.donors.join(' ')).toContain('Tk ');
    // A page its remote did not publish a first screen for, or a view of one it did not (a filtered
    // list): the top bar with the links, the footer's links, and the visitor's language (no screen).
    for (const path of ['/transparency', '/donations?category=Flood']) {
      const plain = await visit({ path, cookie: 'bn' });
      expect(plain).toMatchObject({ lang: 'bn', h1: '', nav: bangla.nav, navShown: true, footer: bangla.footer, listCards: [] });
      expect(plain.brand).toMatch(/^Relief/);
    }
  });

  it("mf-public's live first screen is in the visitor's language in a server that runs the shell's frame renderer too (as scripts/start.mjs does), whichever made the strings' instance first", async () => {
    // The shell's renderer first, in a fresh Node process: its bundle makes the strings' instance
    // (kept on globalThis), which mf-public's bundle then finds; its react-i18next must still translate.
    const script = `
      const { renderFrame } = require(${JSON.stringify(path.join(ROOT, 'shell/dist/.server/frame.cjs'))});
      const { renderScreen } = require(${JSON.stringify(path.join(ROOT, 'mf-public/dist/.server/screens.cjs'))});
      (async () => {
        await renderFrame({ pathname: '/', language: 'en', remotes: {}, manifests: {}, titleOnly: true });
        const bn = await renderScreen({ pathname: '/', language: 'bn', apiBaseUrl: process.argv[1] });
        const en = await renderScreen({ pathname: '/', language: 'en', apiBaseUrl: process.argv[1] });
        process.stdout.write(JSON.stringify({ bn: bn.html, en: en.html }));
      })().catch((error) => { console.error(error); process.exit(1); });`;
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script, product.origins.api], { maxBuffer: 10 * 1024 * 1024 });
    const { bn, en } = JSON.parse(stdout) as { bn: string; en: string };
    expect(bn).toContain('আমাদের লক্ষ্য');
    expect(bn).toContain('বাছাই করা ক্যাম্পেইন');
    expect(en).toContain('Featured campaigns');
    // No string key left untranslated.
    for (const html of [bn, en]) expect(html).not.toMatch(/>(purpose|featured|hero|testimonials)\.[a-zA-Z.]+</);
  });
});
