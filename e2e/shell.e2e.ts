/**
 * The shell (host) in real Chromium: frame, session, guards, error screen, resilience of one
 * remote, independent deployment, lazy loading of remotes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SHARED_APART } from 'relief-build/mantine-surface';
import { DISABLED_FEATURES, patchedCopyOfDist, ROOT, startProduct, type Product } from './harness';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

const FIVE = ['Home', 'All Donations', 'Leaderboard', 'Community', 'About Us'];
const FIVE_HREFS = ['/home', '/donations', '/leaderboard', '/community', '/about-us'];

async function visibleLinkTexts(page: Page, selector: string) {
  return page.locator(selector).getByRole('link').evaluateAll((links) =>
    links.filter((a) => (a as HTMLElement).offsetParent !== null).map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
  );
}

async function session(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem('donation-auth');
    return raw ? (JSON.parse(JSON.parse(raw).token) as string | null) : null;
  });
}

describe('frame for a visitor', () => {
  it('at 1280 px: sticky navbar with five links and Login, title, four-column footer', async () => {
    const page = await product.newPage({ width: 1280, height: 900 });
    await page.goto(product.url('/'));
    await expect(page.title()).resolves.toBe('Post-Disaster Relief Donation Platform');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    expect(await visibleLinkTexts(page, 'nav[aria-label="Main"]')).toEqual(FIVE.map((t, i) => [t, FIVE_HREFS[i]]));
    await expect(page.getByRole('link', { name: 'Login' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Open navigation' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('link', { name: 'Relief home' }).getAttribute('href')).resolves.toBe('/');
    // Home is highlighted (pink) on the landing page.
    const home = nav.getByRole('link', { name: 'Home' });
    await expect(home.getAttribute('aria-current')).resolves.toBe('page');
    const color = await home.evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(194, 37, 92)'); // pink-8 (theme: AA contrast)
    // Sticky header.
    const position = await page.locator('header').first().evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe('sticky');
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    const headerTop = await page.locator('header').first().evaluate((el) => el.getBoundingClientRect().top);
    expect(headerTop).toBe(0);

    // Footer: four columns, internal links, social links in new tabs, 2024 line.
    const footer = page.getByRole('contentinfo');
    for (const heading of ['Relief', 'Contact Us', 'Social Media', 'Resources']) {
      await expect(footer.getByRole('heading', { name: heading }).isVisible()).resolves.toBe(true);
    }
    const internal = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')).filter((h) => h?.startsWith('/')));
    expect(internal).toEqual(['/', '/donations', '/leaderboard', '/transparency', '/community', '/about-us']);
    for (const network of ['LinkedIn', 'Facebook', 'Instagram', 'Twitter']) {
      const links = footer.getByRole('link', { name: network });
      expect(await links.count()).toBeGreaterThanOrEqual(1);
      for (const attrs of await links.evaluateAll((els) => els.map((a) => [a.getAttribute('target'), a.getAttribute('rel')]))) {
        expect(attrs).toEqual(['_blank', 'noopener noreferrer']);
      }
    }
    await expect(footer.getByText(/© 2024/).isVisible()).resolves.toBe(true);
    await expect(footer.getByText(/Dhaka/).isVisible()).resolves.toBe(true);
    // Content and footer are at most 1200 px wide.
    const widths = await page.evaluate(() =>
      [document.querySelector('main'), document.querySelector('footer > div')].map((el) => el!.getBoundingClientRect().width),
    );
    for (const width of widths) expect(width).toBeLessThanOrEqual(1200);
    expect(product.errors(page)).toEqual([]);
  });

  it('at 375 px: burger menu opens, and closes when a link is chosen', async () => {
    const page = await product.newPage({ width: 375, height: 800 });
    await page.goto(product.url('/'));
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await burger.waitFor();
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    await burger.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await mobile.waitFor();
    expect(await visibleLinkTexts(page, 'nav[aria-label="Mobile"]')).toEqual([
      ...FIVE.map((t, i) => [t, FIVE_HREFS[i]]),
      ['Login', '/login'],
    ]);
    await mobile.getByRole('link', { name: 'Leaderboard' }).click();
    await page.waitForURL((u) => u.pathname === '/leaderboard');
    await mobile.waitFor({ state: 'detached' });
    // Footer stacks in one column and still has everything.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/© 2024/).isVisible()).resolves.toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(product.errors(page)).toEqual([]);
  });

  it('at 375 px without JavaScript: every link of the top bar and Login in view, wrapping, nothing to scroll sideways', async () => {
    const context = await product.browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      // The frame the server renders around a first screen (/, the campaigns list), and the written-in top bar of another page.
      for (const [path, served] of [['/', 'frame'], ['/donations', 'frame'], ['/transparency', 'boot-bar']] as const) {
        await page.goto(product.url(path));
        const header = page.locator('header').first();
        expect(await header.evaluate((h) => (h.classList.contains('boot-bar') ? 'boot-bar' : 'frame'))).toBe(served);
        const wanted = [...FIVE.map((t, i) => [t, FIVE_HREFS[i]]), ['Login', '/login']];
        const seen = await header.locator('a').evaluateAll((links) =>
          links
            .filter((a) => !a.classList.contains('skip-link'))
            .map((a) => {
              const box = a.getBoundingClientRect();
              // Shown, wholly within the page's width, and not cut off by a strip scrolling sideways.
              const parent = a.closest('nav') ?? a.parentElement!;
              const inView = box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= window.innerWidth && parent.scrollWidth <= parent.clientWidth;
              return [a.textContent?.trim(), a.getAttribute('href'), inView];
            })
            .filter(([text]) => text !== '' && text !== 'Relief'),
        );
        expect(seen, path).toEqual(wanted.map(([text, href]) => [text, href, true]));
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
        // Login is a link that works without a script.
        if (path === '/') {
          await header.getByRole('link', { name: 'Login' }).click();
          await page.waitForURL((u) => u.pathname === '/login');
        }
      }
    } finally {
      await context.close();
    }
  });

  it('from the keyboard: the first Tab offers "Skip to content", which lands in the page; Escape closes the burger menu', async () => {
    const page = await product.newPage({ width: 375, height: 800 });
    await page.goto(product.url('/leaderboard'));
    await page.getByTestId('leaderboard-row').first().waitFor();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const box = el.getBoundingClientRect();
        return { text: el.textContent?.trim() ?? '', inMain: Boolean(el.closest('main')), onScreen: box.top >= 0 && box.bottom <= window.innerHeight && box.width > 0 };
      });
    await page.keyboard.press('Tab');
    expect(await focused()).toEqual({ text: 'Skip to content', inMain: false, onScreen: true });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused()).inMain).toBe(true); // the page's main itself: the next Tab goes on from there
    // The burger menu, opened and closed from the keyboard.
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await burger.focus();
    await page.keyboard.press('Enter');
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await mobile.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await mobile.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-menu');
    expect(product.errors(page)).toEqual([]);
  });

  it('shows the error screen for an unknown URL, inside the layout, answered with 404', async () => {
    const page = await product.newPage();
    // The status crawlers and link checkers read: no remote publishes this address (the shell's server reads their manifests).
    const response = await page.goto(product.url('/no-such-page'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await expect(page.getByText('404 Not Found').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
  });
});

describe('session', () => {
  it('register, log in, reload keeps the session, Logout clears it and guards redirect', async () => {
    const page = await product.newPage();
    const email = `e2e-${Date.now()}@example.com`;
    const password = 'a-good-password-1';
    await page.goto(product.url('/register'));
    await page.getByLabel('Name').fill('E2E Donor');
    await page.getByLabel('Email').fill(email);
    await page.locator('input[type="password"]').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard') || u.pathname === '/login');
    // Whatever the register page does next, a login with the new account lands on /dashboard.
    if (await session(page)) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((u) => u.pathname === '/login');
    }
    await product.loginAs(page, { email, password });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    await expect(page.getByRole('button', { name: 'Logout' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Login' }).count()).resolves.toBe(0);
    expect(await session(page)).toBeTruthy();

    await page.reload();
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await expect(page.getByRole('button', { name: 'Logout' }).isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await session(page)).toBeNull();
    await expect(nav.getByRole('link', { name: 'Dashboard' }).count()).resolves.toBe(0);

    await page.goto(product.url('/community'));
    await page.waitForURL((u) => u.pathname === '/login');
    await page.goto(product.url('/dashboard/profile'));
    await page.waitForURL((u) => u.pathname === '/login');
  });

  it('Logout from the mobile menu closes it and signs out', async () => {
    const page = await product.newPage({ width: 375, height: 800 });
    await product.loginAs(page, 'user');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await mobile.getByRole('link', { name: 'Dashboard' }).waitFor();
    await mobile.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await mobile.waitFor({ state: 'detached' });
    expect(await session(page)).toBeNull();
  });
});

describe('micro-frontends', () => {
  it('the landing page downloads no mf-dashboard (or mf-community) code, only their manifests (the pages they publish)', async () => {
    const page = await product.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const transfer = product.trackTransfer(page);
    await page.goto(product.url('/'), { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    // Record the landing weight (the budget is 200 KB JS+CSS compressed, not yet met: see report).
    const totals = await transfer.totals();
    fs.mkdirSync(path.join(ROOT, 'e2e', 'artifacts'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'e2e', 'artifacts', 'landing-transfer.json'), JSON.stringify(totals, null, 2));
    console.log(`landing transfer: JS+CSS ${(totals.jsCss / 1024).toFixed(1)} KB compressed (JS ${(totals.js / 1024).toFixed(1)}, CSS ${(totals.css / 1024).toFixed(1)})`);
    expect(totals.jsCss).toBeGreaterThan(0);
    const from = (origin: string) => requests.filter((u) => u.startsWith(origin));
    expect(from(product.origins.remotes['mf-public']).length).toBeGreaterThan(0);
    for (const remote of ['mf-dashboard', 'mf-community'] as const) {
      expect(from(product.origins.remotes[remote])).toEqual([`${product.origins.remotes[remote]}/mf-manifest.json`]);
    }
    expect(product.errors(page)).toEqual([]);
  });

  it('with mf-community down, /community shows its error boundary, the rest works, and Retry recovers', async () => {
    const page = await product.newPage();
    await product.loginAs(page, 'user');
    await product.stopRemote('mf-community');
    try {
      await page.goto(product.url('/community'));
      const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
      await alert.waitFor();
      await expect(page.getByRole('button', { name: 'Retry' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);

      // The shell and the other remotes still work.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
      await page.getByRole('heading', { name: /Top Donors/i }).waitFor();
      const other = await product.newPage();
      await other.goto(product.url('/'));
      await other.getByRole('link', { name: 'Relief home' }).waitFor();
      await other.getByRole('main').getByRole('heading').first().waitFor();
      await other.goto(product.url('/login'));
      await other.getByRole('button', { name: 'Sign In' }).waitFor();

      // Back to the wall: still down, Retry fails again (really re-attempted) ... A remote that was
      // down when the page opened has published no links yet (its manifest is unread): by address.
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).count()).resolves.toBe(0);
      await page.goBack();
      await alert.waitFor();
      await page.getByRole('button', { name: 'Retry' }).click();
      await alert.waitFor();
    } finally {
      await product.startRemote('mf-community');
    }
    // ... and once it is back, Retry loads it.
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Community Gratitude Wall' }).waitFor();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' }).count()).resolves.toBe(0);
  });

  it('a redeployed mf-public shows up in the running shell after a reload, without rebuilding the shell', async () => {
    const before = 'Demo accounts';
    const after = 'Demo accounts (redeployed)';
    const original = product.remoteDir('mf-public');
    const shellBuild = fs.statSync(path.join(product.remoteDir('mf-public'), '..', '..', 'shell', 'dist', 'index.html')).mtimeMs;
    const page = await product.newPage();
    await page.goto(product.url('/login'));
    await page.getByText(before, { exact: true }).waitFor();
    const dir = patchedCopyOfDist('mf-public', before, after, path.join(product.tempDir, 'mf-public-v2'));
    await product.deployRemote('mf-public', dir);
    try {
      await page.reload();
      await page.getByText(after, { exact: true }).waitFor();
      // The shell was not touched.
      expect(fs.statSync(path.join(original, '..', '..', 'shell', 'dist', 'index.html')).mtimeMs).toBe(shellBuild);
    } finally {
      await product.deployRemote('mf-public', original);
    }
  });
});

describe('federation singletons and deployment headers', () => {
  it('every shared singleton in use is the one the shell provides (one React, one store, one Mantine)', async () => {
    const page = await product.newPage();
    await product.loginAs(page, 'admin');
    await page.getByText('Overview of donation activities across the platform').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL((u) => u.pathname === '/about-us');
    await page.getByRole('main').getByRole('heading').first().waitFor();
    const entries = await page.evaluate(() => {
      type Entry = { from: string; loaded?: boolean; useIn?: string[] };
      const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
        .__FEDERATION__.__SHARE__;
      const out: { instance: string; pkg: string; version: string; from: string; useIn: string[] }[] = [];
      for (const [instance, scopes] of Object.entries(share))
        for (const pkgs of Object.values(scopes))
          for (const [pkg, versions] of Object.entries(pkgs))
            for (const [version, entry] of Object.entries(versions))
              if (entry.loaded || entry.useIn?.length) out.push({ instance, pkg, version, from: entry.from, useIn: entry.useIn ?? [] });
      return out;
    });
    // The remotes use the runtime the shell provides (experiments.externalRuntime): one
    // federation instance, the shell's, holds the share scope every remote consumes from.
    const instances = new Set(entries.map((e) => e.instance.split(':')[0]));
    // (The dashboard and about-us content above proves both remotes were loaded.)
    expect([...instances]).toContain('shell');
    // Every singleton in use is the version the shell provides...
    const manifest = (await (await fetch(product.url('/mf-manifest.json'))).json()) as { shared: { name: string; version: string }[] };
    const shellVersions = new Map(manifest.shared.map((s) => [s.name, s.version]));
    for (const entry of entries) expect({ pkg: entry.pkg, version: entry.version }).toEqual({ pkg: entry.pkg, version: shellVersions.get(entry.pkg) });
    // ... and was loaded through the shell. (`from` names who loaded it first: the bundles shared
    // apart from @mantine/core — shared-auth/overlays, shared-auth/forms — are first loaded by a
    // remote, but remotes offer their own copy as version 0.0.0, so the version above proves it
    // is the shell's copy.)
    const apart = Object.keys(SHARED_APART);
    for (const entry of entries.filter((e) => !apart.includes(e.pkg))) {
      expect({ pkg: entry.pkg, from: entry.from }).toEqual({ pkg: entry.pkg, from: 'shell' });
    }
    // Each of them was in use on this page, so the version check above covered it.
    const usedBy: Record<string, string> = {
      'shared-auth/overlays': 'the dashboard frame (Drawer, NavLink)',
      'shared-auth/forms': 'the login form (PasswordInput)',
    };
    expect(Object.keys(usedBy).sort()).toEqual([...apart].sort());
    for (const [pkg, by] of Object.entries(usedBy)) expect(entries.some((e) => e.pkg === pkg), `${pkg} is used by ${by}`).toBe(true);
    // One version of each singleton in the scope.
    const versions = new Map<string, Set<string>>();
    for (const e of entries) versions.set(e.pkg, (versions.get(e.pkg) ?? new Set()).add(e.version));
    for (const [pkg, set] of versions) expect({ pkg, versions: set.size }).toEqual({ pkg, versions: 1 });
    expect(product.errors(page)).toEqual([]);
  });

  it('serves compressed, correctly cached assets; remotes with CORS; SPA fallback only on the shell', async () => {
    const shell = product.origins.shell;
    const remote = product.origins.remotes['mf-public'];
    const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers: { 'Accept-Encoding': 'br, gzip', ...headers } });

    const index = await get(`${shell}/donations/42`);
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-store');
    const html = await index.text();
    expect(html).toContain('<title>Post-Disaster Relief Donation Platform</title>');

    const remotes = await get(`${shell}/remotes.json`);
    expect(remotes.headers.get('cache-control')).toBe('no-store');
    expect(await remotes.json()).toMatchObject({ apiBaseUrl: product.origins.api, remotes: { mf_public: `${remote}/mf-manifest.json` } });

    const mainScript = /src="\/(main\.[0-9a-f]{10}\.js)"/.exec(html)?.[1];
    expect(mainScript).toBeTruthy();
    const main = await fetch(`${shell}/${mainScript}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(main.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(main.headers.get('content-encoding')).toBe('br');
    const gz = await fetch(`${shell}/${mainScript}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await get(`${remote}/${file}`, { Origin: shell });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('content-encoding')).toBe('br');
    }
    // A remote is not a SPA: unknown paths are 404 there.
    expect((await get(`${remote}/donations`)).status).toBe(404);
    expect((await get(`${shell}/missing.js`)).status).toBe(404);
  });
});

describe('the browser the tests drive', () => {
  /** Command lines of this process's Chromium children (Linux /proc). */
  function chromiumCommandLines(): string[][] {
    const children = fs
      .readdirSync(`/proc/${process.pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean));
    return children
      .map((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'))
      .filter((args) => args.includes('--remote-debugging-pipe'));
  }

  it("keeps Playwright's disabled features in its one --disable-features switch, adds ours, and starts no address-bar renderers", async () => {
    const [args, ...more] = chromiumCommandLines();
    expect(more).toEqual([]);
    const switches = args!.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = switches[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining(['PaintHolding', 'HttpsUpgrades', 'MediaRouter', ...DISABLED_FEATURES]));

    await (await product.newPage()).goto(product.url('/leaderboard'));
    const cdp = await product.browser.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
    expect(targetInfos.filter((target) => target.url.includes('omnibox'))).toEqual([]);
    expect(targetInfos.some((target) => target.type === 'page' && target.url.endsWith('/leaderboard'))).toBe(true);
  });
});
