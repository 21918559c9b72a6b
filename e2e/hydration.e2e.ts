/**
 * The frame of a page with a first screen (the landing, the campaigns list, a campaign, the leaderboard) is rendered by the shell's server (shell/server/render-frame.tsx) and
 * hydrated by the browser: the elements a donor sees before any script are the ones that become
 * live, not replaced copies, in either colour scheme (the page keeps it in a cookie for the server).
 * A signed-in visitor's page tells the server only that a session is stored (a cookie), and gets the
 * frame signed in, hydrated too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInOnFirstLoad, startProduct, type Product } from './harness';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

/** Keeps the elements of the page as served, before any script ran (DOMContentLoaded: deferred scripts have not run). */
async function keepServedElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const kept = window as unknown as { __served?: Record<string, Element | string | null> };
      kept.__served = {
        frame: document.getElementById('root')?.getAttribute('data-frame') ?? null,
        header: document.querySelector('#root header'),
        main: document.querySelector('#root main'),
        footer: document.querySelector('#root footer'),
        switch: document.querySelector('[data-testid="language-switch"]'),
      };
    });
  });
}

/** Whether each element kept from the served page is still the one in the page now. */
async function sameElements(page: Page) {
  return page.evaluate(() => {
    const served = (window as unknown as { __served: Record<string, Element | string | null> }).__served;
    return {
      frame: served.frame,
      header: served.header !== null && served.header === document.querySelector('#root header'),
      main: served.main !== null && served.main === document.querySelector('#root main'),
      footer: served.footer !== null && served.footer === document.querySelector('#root footer'),
      switch: served.switch !== null && served.switch === document.querySelector('[data-testid="language-switch"]'),
    };
  });
}

describe('the frame the server rendered around a first screen is hydrated', () => {
  for (const language of ['en', 'bn'] as const) {
    it(`in ${language === 'en' ? 'English' : 'Bangla'}: the served navbar and main are the live ones, and they work`, async () => {
      const page = await product.newPage({ width: 375, height: 812 });
      await keepServedElements(page);
      // The language by the address (the server and the browser pick it alike: first-screen.mjs requestLanguage).
      await page.goto(product.url(language === 'bn' ? '/?lang=bn' : '/'));
      // The live page: the featured campaigns (fetched by the page's code) are in.
      await page.locator('[data-testid="featured-campaigns"] article').first().waitFor({ timeout: 30_000 });
      expect(await sameElements(page)).toEqual({ frame: language, header: true, main: true, footer: true, switch: true });
      // The served elements are live: the menu opens, and the language switch switches.
      await page.getByRole('button', { name: language === 'en' ? 'Open navigation' : /নেভিগেশন/ }).click();
      await page.locator('#mobile-menu a').first().waitFor();
      await page.getByTestId('language-switch').click();
      const other = language === 'en' ? 'bn' : 'en';
      await page.waitForFunction((lang) => document.documentElement.lang === lang, other);
      expect(await page.locator('main h1').textContent()).toBe(
        other === 'bn' ? 'দুর্যোগের পর পরিবারগুলোকে আবার ঘুরে দাঁড়াতে সাহায্য করুন' : 'Help families rebuild after disaster strikes',
      );
      expect(product.errors(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('a signed-in visitor: the page keeps a cookie saying a session is stored, so from the next load on the server renders the frame signed in and the browser hydrates it; signed out, a guest\'s again', async () => {
    const session = await product.storedSession('user');
    const token = JSON.parse(JSON.parse(session).token as string) as string;
    const page = await product.newPage({ width: 1280, height: 800 });
    await keepServedElements(page);
    await signInOnFirstLoad(page, session);
    const featured = page.locator('[data-testid="featured-campaigns"] article').first();
    // The first load: the server did not know yet (no cookie), so a fresh render, without errors.
    let served = (await (await page.goto(product.url('/')))?.text()) ?? '';
    expect(served).not.toContain('data-frame-session');
    await featured.waitFor({ timeout: 30_000 });
    expect(await sameElements(page)).toEqual({ frame: 'en', header: false, main: false, footer: false, switch: false });
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    // The next load: served signed in (Logout in the page before any script), and hydrated.
    served = (await (await page.reload())?.text()) ?? '';
    expect(served).toContain('data-frame-session="signed-in"');
    expect(served).toContain('>Logout</span>');
    await featured.waitFor({ timeout: 30_000 });
    expect(await sameElements(page)).toEqual({ frame: 'en', header: true, main: true, footer: true, switch: true });
    // The cookie says only that a session is stored: not whose, and never the token.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'relief.session')?.value).toBe('1');
    expect(JSON.stringify(cookies)).not.toContain(token.split('.')[1]!);
    // Signed out: the cookie is written again as the page is left, so the next load is a guest's, hydrated.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname !== '/');
    served = (await (await page.goto(product.url('/')))?.text()) ?? '';
    expect(served).not.toContain('data-frame-session');
    await featured.waitFor({ timeout: 30_000 });
    expect(await sameElements(page)).toEqual({ frame: 'en', header: true, main: true, footer: true, switch: true });
    expect(await page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(product.errors(page)).toEqual([]);
    await page.context().close();
  });

  it('the dark scheme: the page keeps it in a cookie, so from the next load on the server renders the frame dark and the browser hydrates it; switching back is kept too', async () => {
    const page = await product.newPage({ width: 375, height: 812 });
    await keepServedElements(page);
    // A visitor from before the cookie: the flag alone. This load cannot be rendered dark (fresh render, no error) ...
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('flagged')) {
        localStorage.setItem('isDark', 'true');
        sessionStorage.setItem('flagged', '1');
      }
    });
    await page.goto(product.url('/'));
    await page.locator('[data-testid="featured-campaigns"] article').first().waitFor({ timeout: 30_000 });
    expect(await sameElements(page)).toEqual({ frame: 'en', header: false, main: false, footer: false, switch: false });
    expect(await page.getByRole('button', { name: 'Switch to light mode' }).isVisible()).toBe(true);
    // ... but it wrote the cookie: the next one is served dark and hydrated.
    const served = await (await page.reload())!.text();
    expect(served).toContain('data-mantine-color-scheme="dark"');
    expect(served).toContain('data-frame-scheme="dark"');
    await page.locator('[data-testid="featured-campaigns"] article').first().waitFor({ timeout: 30_000 });
    expect(await sameElements(page)).toEqual({ frame: 'en', header: true, main: true, footer: true, switch: true });
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    // The toggle is live; its choice reaches the server at once.
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    const light = await (await page.reload())!.text();
    expect(light).toContain('data-frame-scheme="light"');
    await page.locator('[data-testid="featured-campaigns"] article').first().waitFor({ timeout: 30_000 });
    expect(await sameElements(page)).toEqual({ frame: 'en', header: true, main: true, footer: true, switch: true });
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('light');
    expect(product.errors(page)).toEqual([]);
    await page.context().close();
  });

  it("a visitor who never touched the switch gets the system's scheme: dark from the first paint on a first visit with a dark system (Chromium's emulation), the frame dark and hydrated from the next load on; the switch to light is remembered over it", async () => {
    const context = await product.browser.newContext({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await keepServedElements(page);
    // What the page is before any script of the app ran (its own inline ones have: they are in its head).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const shown = (selector: string) => {
          const icon = document.querySelector(`header button ${selector}`);
          return icon ? getComputedStyle(icon).display !== 'none' : null;
        };
        (window as unknown as { __painted: unknown }).__painted = {
          scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
          background: getComputedStyle(document.body).backgroundColor,
          sun: shown('.tabler-icon-sun'),
          moon: shown('.tabler-icon-moon'),
        };
      });
    });
    const painted = () => page.evaluate(() => (window as unknown as { __painted: unknown }).__painted);
    const featured = page.locator('[data-testid="featured-campaigns"] article').first();
    // The first visit: the server could not know (no cookie), so it rendered the frame light; the page is dark before its
    // first paint all the same, the switch's icon the sun, and the app renders the frame afresh (no hydration error).
    let served = (await (await page.goto(product.url('/')))?.text()) ?? '';
    expect(served).toContain('data-frame-scheme="light"');
    await featured.waitFor({ timeout: 30_000 });
    expect(await painted()).toEqual({ scheme: 'dark', background: 'rgb(36, 36, 36)', sun: true, moon: false });
    expect(await sameElements(page)).toEqual({ frame: 'en', header: false, main: false, footer: false, switch: false });
    expect(await page.getByRole('button', { name: 'Switch to light mode' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    // Nothing was stored: the system's scheme, not a choice.
    expect(await page.evaluate(() => localStorage.getItem('isDark'))).toBeNull();
    // The next load: served dark (the cookie the page wrote from the system's scheme), and hydrated.
    served = (await (await page.reload())?.text()) ?? '';
    expect(served).toContain('data-frame-scheme="dark"');
    await featured.waitFor({ timeout: 30_000 });
    expect(await painted()).toEqual({ scheme: 'dark', background: 'rgb(36, 36, 36)', sun: true, moon: false });
    expect(await sameElements(page)).toEqual({ frame: 'en', header: true, main: true, footer: true, switch: true });
    // The switch to light wins over the system's dark, over reloads.
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    for (let load = 0; load < 2; load++) {
      served = (await (await page.reload())?.text()) ?? '';
      expect(served).toContain('data-frame-scheme="light"');
      await featured.waitFor({ timeout: 30_000 });
      expect(await painted()).toEqual({ scheme: 'light', background: 'rgb(255, 255, 255)', sun: false, moon: true });
      expect(await sameElements(page)).toEqual({ frame: 'en', header: true, main: true, footer: true, switch: true });
      expect(await page.getByRole('button', { name: 'Switch to dark mode' }).isVisible()).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a first visit with a light system is light, and the frame the server rendered light is hydrated at once', async () => {
    const context = await product.browser.newContext({ viewport: { width: 375, height: 812 }, colorScheme: 'light' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    await keepServedElements(page);
    await page.goto(product.url('/'));
    await page.locator('[data-testid="featured-campaigns"] article').first().waitFor({ timeout: 30_000 });
    expect(await sameElements(page)).toEqual({ frame: 'en', header: true, main: true, footer: true, switch: true });
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('light');
    expect(await page.getByRole('button', { name: 'Switch to dark mode' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the styles written into the page are not downloaded again, and the live page has them all, also after another page', async () => {
    const page = await product.newPage({ width: 375, height: 812 });
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('.css')) stylesheets.push(r.url());
    });
    await page.goto(product.url('/'));
    await page.locator('[data-testid="featured-campaigns"] article').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // The shell's and the landing's stylesheets are in the page (first-screen.mjs): neither is fetched.
    expect(stylesheets).toEqual([]);
    // Every Mantine class (m_…) on the live page has a rule in the page's styles: the chunk loaders took
    // the written-in styles for their files, and the styles are there.
    const unstyled = async () => {
      const { selectors, unreadable, used } = await page.evaluate(() => {
        const selectors: string[] = [];
        const unreadable: string[] = [];
        const walk = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
            if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) {
          try {
            walk(sheet.cssRules);
          } catch {
            // Another origin's stylesheet (a remote's): read below.
            if (sheet.href) unreadable.push(sheet.href);
          }
        }
        const used = Array.from(document.querySelectorAll('#root [class*="m_"]')).flatMap((el) => Array.from(el.classList).filter((c) => /^m_[0-9a-f]+$/.test(c)));
        return { selectors, unreadable, used };
      });
      const texts = await Promise.all(unreadable.map(async (href) => (await fetch(href)).text()));
      const styled = new Set([...selectors, ...texts].join(' ').match(/\.m_[0-9a-f]+/g) ?? []);
      return [...new Set(used)].filter((c) => !styled.has(`.${c}`));
    };
    expect(await unstyled()).toEqual([]);
    // Another page's own stylesheets still load (a client-side visit), and back on the landing it is styled.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.locator('#mobile-menu a[href="/donations"]').click();
    await page.locator('main article').first().waitFor({ timeout: 30_000 });
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(await unstyled()).toEqual([]);
    await page.goBack();
    await page.locator('[data-testid="featured-campaigns"] article').first().waitFor({ timeout: 30_000 });
    expect(await unstyled()).toEqual([]);
    expect(product.errors(page)).toEqual([]);
    await page.context().close();
  });

  it("/ is served with the featured campaigns, rendered by mf-public's own server from the API, in the visitor's language; the page then shows its own", async () => {
    const api = (await (await fetch(`${product.origins.api}/donations?limit=6&offset=0`)).json()) as { data: { _id: string; title: string }[] };
    const page = await product.newPage({ width: 375, height: 812 });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const cards = [...document.querySelectorAll('[data-testid="featured-campaigns-first-screen"] article')];
        (window as unknown as { __servedCards: unknown }).__servedCards = cards.map((card) => ({
          title: card.querySelector('h3')?.textContent,
          href: card.querySelector('a[href^="/donations/"]')?.getAttribute('href'),
          raised: card.textContent?.includes('৳'),
        }));
      });
    });
    await page.goto(product.url('/?lang=bn'));
    await page.locator('[data-testid="featured-campaigns"] article').first().waitFor({ timeout: 30_000 });
    // Before any script: the API's six campaigns, linked, their amounts in Bangla.
    expect(await page.evaluate(() => (window as unknown as { __servedCards: unknown }).__servedCards)).toEqual(
      api.data.slice(0, 6).map((c) => ({ title: c.title, href: `/donations/${c._id}`, raised: true })),
    );
    // The live page's own cards replaced them, the same campaigns.
    expect(await page.locator('[data-testid="featured-campaigns-first-screen"]').count()).toBe(0);
    expect(await page.locator('[data-testid="featured-campaigns"] article h3').allTextContents()).toEqual(api.data.slice(0, 6).map((c) => c.title));
    expect(product.errors(page)).toEqual([]);
    await page.context().close();
  });

  const LISTS = [
    {
      path: '/donations',
      call: 'donations?limit=12&offset=0',
      served: '[data-testid="campaigns-first-screen"] article h2',
      own: 'main article h2',
      // The first row of cards, as the page's first render has it; then the page's whole first page.
      names: (body: { data: { title: string; name?: string; anonymous?: boolean }[] }) => body.data.map((c) => c.title),
      first: 3,
    },
    {
      path: '/leaderboard',
      call: 'leaderboard',
      served: '[data-testid="leaderboard-row-first-screen"]',
      own: '[data-testid="leaderboard-row"]',
      names: (body: { data: { title: string; name?: string; anonymous?: boolean }[] }) => body.data.map((r) => (r.anonymous ? 'Anonymous' : r.name ?? '')),
      first: 10,
    },
  ];
  for (const list of LISTS) {
    it(`${list.path} is served with what the API lists, rendered by mf-public's server, in the frame the browser hydrates; the page then shows its own`, async () => {
      const body = (await (await fetch(`${product.origins.api}/${list.call}`)).json()) as Parameters<typeof list.names>[0];
      const names = list.names(body);
      expect(names.length).toBeGreaterThanOrEqual(3);
      const page = await product.newPage({ width: 375, height: 812 });
      await keepServedElements(page);
      await page.addInitScript((selector) => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __servedRows: unknown }).__servedRows = [...document.querySelectorAll(selector)].map((e) => e.textContent);
        });
      }, list.served);
      await page.goto(product.url(list.path));
      await expect.poll(() => page.locator(list.own).count(), { timeout: 30_000 }).toBe(names.length);
      // Before any script: the API's first entries, in its order.
      const served = (await page.evaluate(() => (window as unknown as { __servedRows: string[] }).__servedRows)) ?? [];
      expect(served).toHaveLength(Math.min(list.first, names.length));
      served.forEach((text, i) => expect(text).toContain(names[i]));
      // The frame was hydrated (the same elements), and the page's own entries replaced the served ones.
      expect(await sameElements(page)).toEqual({ frame: 'en', header: true, main: true, footer: true, switch: true });
      expect(await page.locator(list.served).count()).toBe(0);
      const own = await page.locator(list.own).allTextContents();
      own.forEach((text, i) => expect(text).toContain(names[i]));
      expect(product.errors(page)).toEqual([]);
      await page.context().close();
    });
  }

  it("a campaign's page is served with the campaign its address names (its buttons disabled), in the frame the browser hydrates; the page then shows its own; a missing one gets the top bar only", async () => {
    const id = await product.firstCampaignId();
    const body = (await (await fetch(`${product.origins.api}/single-donation/${id}`)).json()) as { data: { title: string } };
    const page = await product.newPage({ width: 375, height: 812 });
    await keepServedElements(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const screen = document.querySelector('[data-testid="campaign-first-screen"]');
        (window as unknown as { __servedCampaign: unknown }).__servedCampaign = screen && {
          title: screen.querySelector('h1')?.textContent,
          buttons: [...screen.querySelectorAll('button')].map((b) => [b.textContent, b.disabled]),
        };
      });
    });
    const response = await page.goto(product.url(`/donations/${id}`));
    // Served with the campaign's title (mf-public's server gives it with the screen).
    expect((await response?.text()) ?? '').toContain(`<title>${body.data.title.replace(/&/g, '&amp;').replace(/</g, '&lt;')} – Post-Disaster Relief Donation Platform</title>`);
    await expect.poll(() => page.locator('[data-testid="campaign-first-screen"]').count(), { timeout: 30_000 }).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __servedCampaign: unknown }).__servedCampaign)).toEqual({
      title: body.data.title,
      buttons: [
        ['Donate Now', true],
        ['Share', true],
      ],
    });
    expect(await sameElements(page)).toEqual({ frame: 'en', header: true, main: true, footer: true, switch: true });
    // The page's own, working: Donate Now opens its dialog.
    expect(await page.locator('main h1').textContent()).toBe(body.data.title);
    await page.getByRole('button', { name: 'Donate Now' }).click();
    await page.getByRole('dialog').waitFor();
    expect(product.errors(page)).toEqual([]);
    await page.context().close();
    const missing = await (await fetch(product.url('/donations/no-such-campaign'), { headers: { accept: 'text/html' } })).text();
    expect(missing).toContain('<header class="boot-bar">');
    expect(missing).not.toContain('campaign-first-screen');
  });

  it('a filtered list (another view of the page) is served with the written-in top bar only, and the app renders it', async () => {
    const response = await fetch(product.url('/donations?category=Flood'), { headers: { accept: 'text/html' } });
    const served = await response.text();
    expect(served).toContain('<header class="boot-bar">');
    expect(served).not.toContain('data-testid="campaigns-first-screen"');
    expect(served).not.toContain('data-frame=');
    // Blank filters and other parameters: the list's first screen.
    expect(await (await fetch(product.url('/donations?q=&utm_source=sms'), { headers: { accept: 'text/html' } })).text()).toContain('data-testid="campaigns-first-screen"');
  });

  it('another page is served with the written-in top bar and its own title, and the app replaces it', async () => {
    const page = await product.newPage({ width: 375, height: 812 });
    await page.setExtraHTTPHeaders({ 'Accept-Language': 'bn' });
    await keepServedElements(page);
    const response = await page.goto(product.url('/transparency'));
    const served = (await response?.text()) ?? '';
    expect(served).toContain('<title>স্বচ্ছতা – দুর্যোগ-পরবর্তী ত্রাণ অনুদান প্ল্যাটফর্ম</title>');
    expect(served).toContain('<header class="boot-bar">');
    await page.locator('[data-testid="ledger-head"]').first().waitFor({ timeout: 30_000 });
    expect((await sameElements(page)).header).toBe(false);
    expect(product.errors(page)).toEqual([]);
    await page.context().close();
  });
});
