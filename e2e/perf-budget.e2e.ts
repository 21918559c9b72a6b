/**
 * Weight budgets: compressed JS + CSS each public route transfers on a cold load (a fresh
 * browser context, phone viewport), federation runtime included. Bytes are deterministic for a
 * given build (brotli, content-hashed files), so this fails when a route grows past its budget.
 * Times are not (see `npm run bench:web` for LCP, CLS and time to content on a slow link).
 *
 * The aim (issue 7) is 200 KB per public route. Every public route was held at it until the
 * screens spoke Bangla (issue 17): i18next and react-i18next, shared by every unit, and the strings
 * files cost ~22 KB on every route, so the budget is now the aim plus that (I18N below), and the
 * aim itself is missed (bench:web says so). See scripts/build/PERFORMANCE.md for where the bytes
 * go. Never raise a budget without writing down why in PERFORMANCE.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startProduct, type Product } from './harness';

let product: Product;
let campaignId = '';

beforeAll(async () => {
  product = await startProduct();
  campaignId = await product.firstCampaignId();
});

afterAll(async () => {
  await product?.stop();
});

const KB = 1024;
/** The aim of issue 7. */
const AIM = 200 * KB;
/**
 * What Bangla and English cost every public route (issue 17, measured 2026-11-26): i18next 14.2 KB
 * (one class, nothing to tree-shake), react-i18next 3.0 (tree-shaken to useTranslation and
 * initReactI18next; no Trans), shared-auth's language code and own strings 1.5, the frame's strings
 * 1.0 and the page's 1.5–3 (the words moved out of the page chunks, which shrank by ~0.5–1).
 * Measured after it: / 221.7 KB, /donations 221.7, /donations/{id} 220.2, /leaderboard 216.7,
 * /login 220.6, /register 219.9, /verify-email 214.6, /reset-password 220.3, /transparency 218.4,
 * /about-us 215.7, /volunteer 216.3.
 */
const I18N = 23 * KB;
/**
 * What hydrating the frame the shell's server renders costs every route (issue 17, measured
 * 2026-11-26): the shell's bootstrap chunk 5.8 → 6.3 KB (the check that the server's frame is the
 * browser's first render, the first screen kept while the page loads, hydrateRoot's option in
 * mountApp). Measured after it: / 223.2 KB, /donations 223.4, /login 222.1, /leaderboard 218.2.
 */
const HYDRATION = 1 * KB;
const BUDGET = AIM + I18N + HYDRATION;

/**
 * Budgets in compressed bytes of JS + CSS, all at the aim. Measured on 2026-11-22 after the third
 * round of work: / 195.7 KB, /donations 197.0, /donations/{id} 195.1, /leaderboard 193.6,
 * /login 196.7, /register 196.3, /about-us 193.6, /volunteer 193.2.
 */
const ROUTES: { path: () => string; name: string; content: string; budget: number; remote?: 'mf-community' }[] = [
  { name: '/', path: () => '/', content: '[data-testid="featured-campaigns"] article', budget: BUDGET },
  { name: '/donations', path: () => '/donations', content: 'main article', budget: BUDGET },
  { name: '/donations/{id}', path: () => `/donations/${campaignId}`, content: 'main h1', budget: BUDGET },
  { name: '/leaderboard', path: () => '/leaderboard', content: '[data-testid="leaderboard-row"]', budget: BUDGET },
  { name: '/login', path: () => '/login', content: 'main form input[type="password"]', budget: BUDGET },
  { name: '/register', path: () => '/register', content: 'main form input[type="password"]', budget: BUDGET },
  { name: '/verify-email', path: () => '/verify-email', content: 'main [role="alert"]', budget: BUDGET },
  { name: '/reset-password', path: () => '/reset-password', content: 'main form input[type="email"]', budget: BUDGET },
  { name: '/reset-password?token', path: () => '/reset-password?token=x', content: 'main form input[type="password"]', budget: BUDGET },
  { name: '/transparency', path: () => '/transparency', content: '[data-testid="ledger-head"]', budget: BUDGET },
  { name: '/about-us', path: () => '/about-us', content: 'main h1', budget: BUDGET, remote: 'mf-community' },
  { name: '/volunteer', path: () => '/volunteer', content: 'main form', budget: BUDGET, remote: 'mf-community' },
];

async function coldLoad(pathname: string, content: string) {
  const page: Page = await product.newPage({ width: 375, height: 812 });
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const transfer = product.trackTransfer(page);
  await page.goto(product.url(pathname));
  await page.locator(content).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const totals = await transfer.totals();
  expect(product.errors(page)).toEqual([]);
  await page.context().close();
  return { totals, requests };
}

describe('compressed JS + CSS per public route, cold load', () => {
  for (const route of ROUTES) {
    it(`${route.name} stays within ${(route.budget / KB).toFixed(0)} KB${route.budget <= AIM ? ' (the aim)' : ''}`, async () => {
      const { totals, requests } = await coldLoad(route.path(), route.content);
      const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
      console.log(`${route.name}: JS+CSS ${kb(totals.jsCss)} (JS ${kb(totals.js)}, CSS ${kb(totals.css)}), budget ${kb(route.budget)}`);
      expect(totals.jsCss, `${route.name} JS+CSS bytes`).toBeLessThanOrEqual(route.budget);
      // A public route never downloads another remote's code (the dashboard's, above all): only its
      // manifest, where it publishes its pages.
      const from = (origin: string) => requests.filter((u) => u.startsWith(origin) && !u.endsWith('/mf-manifest.json'));
      expect(from(product.origins.remotes['mf-dashboard'])).toEqual([]);
      expect(from(product.origins.remotes[route.remote === 'mf-community' ? 'mf-public' : 'mf-community'])).toEqual([]);
      // Whole-library stylesheets stay out of the public pages (per-component Mantine CSS).
      const biggestCss = Math.max(0, ...totals.files.filter((f) => /\.css$/.test(new URL(f.url).pathname)).map((f) => f.bytes));
      expect(biggestCss, 'largest stylesheet').toBeLessThan(20 * KB);
    });
  }
});

describe('the first screen asks for what it needs early', () => {
  it('index.html carries the run-time configuration and preloads only files the page then uses', async () => {
    const html = await (await fetch(product.url('/'))).text();
    const config = /window\.__reliefRemotesConfig=(\{.*?\})<\/script>/.exec(html)?.[1];
    expect(config, 'configuration written into the page').toBeTruthy();
    expect(JSON.parse(config!)).toMatchObject({ apiBaseUrl: product.origins.api });
    // Preloads, and the stylesheets the landing's first screen (written in by the shell's server) applies at once.
    const preloaded = [...html.matchAll(/<link rel="(?:preload|stylesheet)" href="([^"]+)"/g)].map((m) => new URL(m[1]!, product.url('/')).href);
    expect(preloaded.length).toBeGreaterThan(5);

    const page = await product.newPage({ width: 375, height: 812 });
    const requests: string[] = [];
    const warnings: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('console', (m) => {
      if (m.type() === 'warning' && /preload/i.test(m.text())) warnings.push(m.text());
    });
    await page.goto(product.url('/'));
    await page.locator('[data-testid="featured-campaigns"] article').first().waitFor();
    // Chrome warns about a preload not used within a few seconds of the load event.
    await page.waitForTimeout(4000);
    expect(warnings).toEqual([]);
    expect(requests.filter((u) => u.endsWith('/remotes.json')), 'no request for remotes.json').toEqual([]);
    // Every script the shell itself loads for its first screen was preloaded (nothing discovered late).
    const shellScripts = requests.filter((u) => u.startsWith(product.origins.shell) && /\.(js|css)$/.test(u) && !/\/main\.[0-9a-f]+\.js$/.test(u));
    const late = shellScripts.filter((u) => !preloaded.includes(u));
    // But the live totals' connection (the chunk that opens the EventSource): loaded on purpose 3 s after
    // the load event (shared-auth/live); unnamed, as a name would cost every page bytes.
    // And the frame's strings in the visit's language (English here): asked for by the entry as it
    // starts (index.html cannot know the language without a copy of the choice in its inline script).
    const strings = (u: string) => /\/strings-shell-en\.[0-9a-f]+\.js$/.test(u);
    expect(requests.filter((u) => /\/strings-shell-bn\./.test(u)), 'no Bangla strings on an English visit').toEqual([]);
    const onPurpose = await Promise.all(
      late.map(async (u) => strings(u) || (u.endsWith('.js') && (await (await fetch(u)).text()).includes('new EventSource('))),
    );
    expect(late.filter((_, i) => !onPurpose[i])).toEqual([]);
    expect(product.errors(page)).toEqual([]);
    await page.context().close();
  });

  it('a campaign page downloads its donate dialog only on intent, and the first tap opens it', async () => {
    const page = await product.newPage({ width: 375, height: 812 });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(product.url(`/donations/${campaignId}`));
    await page.locator('main h1').waitFor();
    await page.waitForLoadState('networkidle');
    const dialogFiles = () => requests.filter((u) => /\/donate-dialog\.[0-9a-f]+\.(js|css)$/.test(u));
    expect(dialogFiles()).toEqual([]);
    const donate = page.getByRole('button', { name: 'Donate Now' });
    await donate.hover();
    await expect.poll(() => dialogFiles().length).toBeGreaterThan(0);
    await donate.click();
    await page.getByRole('dialog').waitFor();
    expect(product.errors(page)).toEqual([]);
    await page.context().close();
  });

  it("preloads the opened page's own chunk from the remote's manifest", async () => {
    const page = await product.newPage({ width: 375, height: 812 });
    await page.goto(product.url('/login'));
    await page.locator('main form input[type="password"]').first().waitFor();
    const hrefs = await page.$$eval('link[rel="preload"]', (links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(hrefs.filter((h) => /\/page-login\.[0-9a-f]+\.js$/.test(h))).toHaveLength(1);
    expect(hrefs.some((h) => /\/page-register\./.test(h))).toBe(false);
    expect(product.errors(page)).toEqual([]);
    await page.context().close();
  });
});

describe("the opened page's first API call", () => {
  const FIRST_CALLS: { name: string; path: () => string; content: string; call: RegExp; image?: boolean }[] = [
    { name: '/', path: () => '/', content: '[data-testid="featured-campaigns"] article', call: /\/donations\?limit=6&offset=0$/ },
    { name: '/donations?…', path: () => '/donations?category=Flood&page=1&q=%20', content: 'main', call: /\/donations\?limit=12&offset=0&category=Flood$/ },
    { name: '/donations/{id}', path: () => `/donations/${campaignId}`, content: 'main h1', call: /\/single-donation\/[^/?]+$/, image: true },
    { name: '/leaderboard', path: () => '/leaderboard', content: '[data-testid="leaderboard-row"]', call: /\/leaderboard$/ },
    { name: '/transparency', path: () => '/transparency', content: '[data-testid="ledger-head"]', call: /\/ledger\/summary$/ },
  ];

  for (const route of FIRST_CALLS) {
    it(`${route.name}: starts from the shell's entry before the remote's code loads, and is asked once`, async () => {
      const page = await product.newPage({ width: 375, height: 812 });
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(product.url(route.path()));
      await page.locator(route.content).first().waitFor();
      await page.waitForLoadState('networkidle');
      const api = requests.filter((u) => u.startsWith(product.origins.api) && new URL(u).pathname.startsWith('/api/'));
      const calls = api.filter((u) => route.call.test(u));
      // One request: the page took the early answer instead of asking again (and asked nothing else at once).
      expect(calls, `API requests: ${api.join(', ')}`).toHaveLength(1);
      // The page's first call is published in its remote's manifest (read as the page opens): it is
      // asked as soon as that is read, before the remote's code is.
      const entry = requests.findIndex((u) => u.startsWith(product.origins.remotes['mf-public']) && /\/remoteEntry\.js$/.test(u));
      expect(entry).toBeGreaterThan(-1);
      expect(requests.indexOf(calls[0]!), 'asked before the remote\'s entry').toBeLessThan(entry);
      if (route.image) {
        const src = await page.locator('main img').first().evaluate((img) => (img as HTMLImageElement).currentSrc);
        const preloads = await page.$$eval('link[rel="preload"][as="image"]', (links) => links.map((l) => (l as HTMLLinkElement).href));
        expect(preloads).toContain(src);
        expect(requests.filter((u) => u === src), 'the image is downloaded once').toHaveLength(1);
      }
      expect(product.errors(page)).toEqual([]);
      await page.context().close();
    });
  }
});

describe('compression and caching headers', () => {
  const get = (url: string, encoding = 'br, gzip') => fetch(url, { headers: { 'Accept-Encoding': encoding } });

  it('every script and stylesheet of a cold landing load is compressed (but the few under 256 bytes); hashed files are immutable, manifests and entries revalidated on each use', async () => {
    const page = await product.newPage({ width: 375, height: 812 });
    const seen: { url: string; encoding: string | null; cache: string | null; bytes: number }[] = [];
    page.on('response', (res) => {
      const pathname = new URL(res.url()).pathname;
      if (/\.(m?js|css)$/.test(pathname) || pathname.endsWith('mf-manifest.json') || pathname === '/remotes.json') {
        const headers = res.headers();
        seen.push({ url: res.url(), encoding: headers['content-encoding'] ?? null, cache: headers['cache-control'] ?? null, bytes: Number(headers['content-length'] ?? Infinity) });
      }
    });
    await page.goto(product.url('/'));
    await page.locator('[data-testid="featured-campaigns"] article').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(seen.length).toBeGreaterThan(5);
    for (const file of seen) {
      const name = new URL(file.url).pathname.split('/').pop()!;
      if (name === 'remotes.json') {
        expect({ name, cache: file.cache }).toEqual({ name, cache: 'no-store' });
        continue;
      }
      // Files under 256 bytes have no compressed copy (precompress-plugin.ts: it would save less than it costs).
      if (file.encoding !== null || file.bytes >= 256) expect({ name, encoding: file.encoding }).toEqual({ name, encoding: 'br' });
      const hashed = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(name);
      expect({ name, cache: file.cache }).toEqual({
        name,
        cache: hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    await page.context().close();
  });

  it("a returning visitor's landing downloads no script or stylesheet again: hashed files from the browser's cache, the remotes' manifests and entries revalidated (304, no body)", async () => {
    const page = await product.newPage({ width: 375, height: 812 });
    const landing = async () => {
      await page.goto(product.url('/'));
      await page.locator('[data-testid="featured-campaigns"] article').first().waitFor();
      await page.waitForLoadState('networkidle');
    };
    await landing();
    // Asked of the server again with the tag of the browser's copy, and answered without a body (a 304: Chromium
    // hands a revalidated fetch() to the page as the cached 200, so the sizes on the wire tell).
    const revalidated: Promise<{ name: string; asked: string | undefined; body: number }>[] = [];
    page.on('requestfinished', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop()!;
      if (name !== 'mf-manifest.json' && name !== 'remoteEntry.js') return;
      revalidated.push(
        Promise.all([request.allHeaders(), request.sizes()]).then(([headers, sizes]) => ({ name: `${new URL(request.url()).port} ${name}`, asked: headers['if-none-match'], body: sizes.responseBodySize })),
      );
    });
    const transfer = product.trackTransfer(page);
    await landing(); // the same browser: its cache
    const asked = await Promise.all(revalidated);
    // Each remote's manifest (the shell reads all three) and mf-public's entry.
    expect(asked.filter((r) => r.name.endsWith('mf-manifest.json'))).toHaveLength(3);
    expect(asked.filter((r) => r.name.endsWith('remoteEntry.js')).length).toBeGreaterThanOrEqual(1);
    for (const r of asked) expect(r).toEqual({ name: r.name, asked: expect.stringMatching(/^W\/"/), body: 0 });
    const totals = await transfer.totals();
    expect(totals.files.filter((f) => /\.(m?js|css|json)$/.test(new URL(f.url).pathname) && f.bytes > 0)).toEqual([]);
    expect(product.errors(page)).toEqual([]);
    await page.context().close();
  });

  it('the API compresses JSON and serves campaign images with a long cache lifetime', async () => {
    const list = await get(`${product.origins.api}/donations?limit=20`);
    expect(list.headers.get('content-type')).toMatch(/application\/json/);
    expect(['br', 'gzip']).toContain(list.headers.get('content-encoding'));
    const body = (await list.json()) as { data: { image: string }[] };
    const image = body.data[0]!.image;
    const imageUrl = image.startsWith('http') ? image : `${new URL(product.origins.api).origin}${image}`;
    const img = await get(imageUrl);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toMatch(/^image\//);
    const cache = img.headers.get('cache-control') ?? '';
    expect(cache).toMatch(/max-age=(\d{7,})/);
    expect(Number(/max-age=(\d+)/.exec(cache)![1])).toBeGreaterThanOrEqual(30 * 24 * 3600);
  });

  it('the shell and remote index pages are gzip-compressed for clients without brotli', async () => {
    const shell = await get(product.url('/donations'), 'gzip');
    expect(shell.headers.get('content-encoding')).toBe('gzip');
    expect(shell.headers.get('cache-control')).toBe('no-store');
    const manifest = await get(`${product.origins.remotes['mf-public']}/mf-manifest.json`, 'gzip');
    expect(manifest.headers.get('content-encoding')).toBe('gzip');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });
});
