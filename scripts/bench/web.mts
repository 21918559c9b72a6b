/**
 * npm run bench:web — what each main route costs a donor on a slow mobile link.
 *
 * Serves the production build on loopback (the browser-test harness's startProduct(): API on a
 * fresh seeded database, one static server per remote, the shell), then loads each route in
 * headless Chromium with a cold cache (a new browser context per route) and, through the
 * DevTools protocol, the network throttled to 1.6 Mbit/s down, 750 kbit/s up, 150 ms round
 * trip, and the CPU slowed down 4×. Prints per route: bytes transferred by kind (JS, CSS,
 * images, fonts, API, other = HTML + manifests), number of requests, largest contentful paint,
 * cumulative layout shift, and the time until the route's main content is visible.
 *
 * Bytes are as transferred (compressed body + response headers, CDP encodedDataLength), except
 * "JS+CSS bodies": the compressed JS and CSS bodies alone (Content-Length), the figure the issue's
 * 200 KB budget and e2e/perf-budget.e2e.ts count; over HTTP/1.1 each response adds ~0.3 KB of
 * headers (HTTP/2 and 3 compress them).
 * Times are wall-clock on this machine: they vary from run to run (use --runs N for a median).
 *
 *   npm run bench:web                       # builds first when a dist folder is missing
 *   npm run bench:web -- --runs 3 --json out.json --only /,/login --files   (--files: the largest files)
 *   npm run bench:web -- --only / --waterfall   (each request's start and end, and the LCP element)
 *   npm run bench:web -- --only / --profile     (where the main thread's time goes until the content shows)
 *   npm run bench:web -- --lang bn              (the pages in Bangla: the choice stored before the page loads)
 *   npm run bench:web -- --no-scripts           (no script file is downloaded: what the HTML and its styles paint alone)
 *   npm run bench:web -- --photos               (every campaign gets an uploaded photo first; prints the largest
 *                                                campaign picture a route downloaded: the aim is ≤ ~30 KB on a phone)
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CDPSession, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, ROOT, REMOTE_PACKAGES, startProduct, type Product } from '../../e2e/harness.ts';
import { photoLikeJpeg } from '../../e2e/photo.ts';
import { env } from '../lib/config.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    json: { type: 'string' },
    only: { type: 'string' },
    'no-throttle': { type: 'boolean', default: false },
    files: { type: 'boolean', default: false },
    waterfall: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    photos: { type: 'boolean', default: false },
    lang: { type: 'string', default: 'en' },
    'no-scripts': { type: 'boolean', default: false },
  },
});

/** The slow mobile link of the issue, in CDP units (bytes per second, milliseconds). */
export const SLOW_MOBILE = { latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };
export const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 375, height: 812 };

interface Route {
  name: string;
  path: string | ((product: Product) => Promise<string>);
  /** The route's main content: timed until the first match is visible. */
  content: string;
  as?: 'admin' | 'user';
  public: boolean;
}

const ROUTES: Route[] = [
  // The first campaign card: the live first screen's (written in by the servers, featured-campaigns-first-screen) or the page's.
  { name: '/', path: '/', content: '[data-testid^="featured-campaigns"] article', public: true },
  // The first card or donor: the live first screen's (campaigns-first-screen, leaderboard-row-first-screen) or the page's.
  { name: '/donations', path: '/donations', content: 'main article', public: true },
  {
    name: '/donations/{id}',
    path: async (product) => `/donations/${await product.firstCampaignId()}`,
    content: 'main h1',
    public: true,
  },
  { name: '/leaderboard', path: '/leaderboard', content: '[data-testid^="leaderboard-row"]', public: true },
  { name: '/login', path: '/login', content: 'main form input[type="password"]', public: true },
  { name: '/about-us', path: '/about-us', content: 'main h1', public: true },
  { name: '/volunteer', path: '/volunteer', content: 'main form', public: true },
  { name: '/community (user)', path: '/community', content: '[data-testid="comment"]', as: 'user', public: false },
  { name: '/dashboard (admin)', path: '/dashboard', content: '[data-testid="stat-value"]', as: 'admin', public: false },
];

type Kind = 'js' | 'css' | 'img' | 'font' | 'api' | 'other';
export interface RouteResult {
  route: string;
  bytes: Record<Kind, number>;
  /** JS + CSS response bodies only (compressed, without the HTTP headers): the issue's budget. */
  jsCssBodies: number;
  requests: number;
  lcpMs: number | null;
  /** First contentful paint. */
  fcpMs: number | null;
  cls: number;
  contentMs: number | null;
  files: { url: string; kind: Kind; bytes: number; startMs: number; endMs: number }[];
  lcpElement: string | null;
  /** With --profile: the main thread's JavaScript time until the content showed. */
  profile?: ProfileSummary;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
export interface ProfileSummary {
  totalMs: number;
  /** The whole profile, for Chrome DevTools' Performance panel. */
  file?: string;
  byFile: [string, number][];
  byFunction: [string, number][];
}

/** Self time of a CDP CPU profile, by script file and by function (largest first). */
export function summariseProfile(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): ProfileSummary {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const node = nodes.get(samples[i]!);
    const ms = (deltas[i + 1] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)') continue;
    total += ms;
    const file = node.callFrame.url ? (new URL(node.callFrame.url).pathname.split('/').pop() || node.callFrame.url) : node.callFrame.functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { totalMs: total, byFile: top(byFile, 14), byFunction: top(byFunction, 20) };
}

/**
 * Observers installed before any page script: LCP, CLS and the main content's first visibility.
 * A string, not a function: tsx/esbuild would add helpers to a function that the page lacks.
 */
function perfObservers(selector: string): string {
  return `(() => {
  const b = (window.__bench = { lcp: null, fcp: null, lcpElement: null, cls: 0, content: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') b.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      b.lcp = entry.startTime;
      const el = entry.element;
      b.lcpElement = el ? el.tagName.toLowerCase() + ' ' + (el.getAttribute('src') || (el.textContent || '').trim().slice(0, 60)) : entry.url || null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) b.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const selector = ${JSON.stringify(selector)};
  // The first time the content has a size: a ResizeObserver is told in the rendering step after
  // layout, so looking forces no layout of its own (a getBoundingClientRect() in each frame's
  // requestAnimationFrame did, on the half-parsed page being measured).
  const watched = new WeakSet();
  const sizes = new ResizeObserver((entries) => {
    for (const entry of entries) {
      if (b.content === null && entry.borderBoxSize[0] && entry.borderBoxSize[0].blockSize > 0) {
        b.content = performance.now();
        sizes.disconnect();
        found.disconnect();
      }
    }
  });
  const look = () => {
    if (b.content !== null) return;
    for (const el of document.querySelectorAll(selector)) {
      if (!watched.has(el)) {
        watched.add(el);
        sizes.observe(el);
      }
    }
  };
  // From the start: content the servers wrote into the page (a first screen) shows while the HTML is
  // parsed, long before DOMContentLoaded (which waits for the deferred scripts).
  const found = new MutationObserver(look);
  found.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', look);
})();`;
}

function kindOf(url: string, type: string, apiOrigin: string): Kind {
  const pathname = new URL(url).pathname;
  if (type === 'Script' || /\.m?js$/.test(pathname)) return 'js';
  if (type === 'Stylesheet' || pathname.endsWith('.css')) return 'css';
  if (type === 'Font') return 'font';
  if (type === 'Image') return 'img';
  if (url.startsWith(apiOrigin)) return 'api';
  return 'other';
}

async function measure(product: Product, route: Route, sessions: Map<string, string>, throttle: boolean, profile = false): Promise<RouteResult> {
  const page: Page = await product.newPage(VIEWPORT);
  page.setDefaultTimeout(60_000);
  const session = route.as ? sessions.get(route.as) : undefined;
  if (session) {
    await page.addInitScript({ content: `localStorage.setItem('donation-auth', ${JSON.stringify(session)});` });
  }
  // The page's language as a returning visitor's stored choice (no ?lang= in the measured address).
  if (values.lang !== 'en') {
    // Both places the page keeps the choice: localStorage (the app) and the cookie (the shell's server).
    await page.addInitScript({ content: `localStorage.setItem('relief.lang', ${JSON.stringify(values.lang)});` });
    await page.context().addCookies([{ name: 'relief.lang', value: values.lang!, url: product.url('/') }]);
  }
  await page.addInitScript({ content: perfObservers(route.content) });

  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  // The page as its HTML and styles draw it, with no script file ever arriving (the inline scripts still run).
  if (values['no-scripts']) await cdp.send('Network.setBlockedURLs', { urls: ['*.js'] });
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_MOBILE });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  const apiOrigin = new URL(product.origins.api).origin;
  const requests = new Map<string, { url: string; type: string; start: number }>();
  let t0: number | null = null;
  const bytes: Record<Kind, number> = { js: 0, css: 0, img: 0, font: 0, api: 0, other: 0 };
  let count = 0;
  let jsCssBodies = 0;
  const files: RouteResult['files'] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.startsWith('http')) return;
    t0 ??= e.timestamp;
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', start: e.timestamp });
  });
  const bodyLength = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.type = e.type;
    const length = Number(e.response.headers['Content-Length'] ?? e.response.headers['content-length']);
    if (Number.isFinite(length)) bodyLength.set(e.requestId, length);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    // CORS preflights (OPTIONS) are counted as requests too: they cost a round trip.
    count++;
    const kind = kindOf(r.url, r.type, apiOrigin);
    bytes[kind] += e.encodedDataLength;
    if (kind === 'js' || kind === 'css') jsCssBodies += bodyLength.get(e.requestId) ?? e.encodedDataLength;
    const since = (t: number) => Math.round((t - (t0 ?? t)) * 1000);
    files.push({ url: r.url, kind, bytes: e.encodedDataLength, startMs: since(r.start), endMs: since(e.timestamp) });
  });

  const pathname = typeof route.path === 'string' ? route.path : await route.path(product);
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await cdp.send('Profiler.start');
  }
  await page.goto(product.url(pathname), { waitUntil: 'load' });
  // A function, not a string: the pages' CSP (no 'unsafe-eval') refuses a string predicate.
  await page.waitForFunction(
    () => {
      const bench = (window as unknown as { __bench?: { content: unknown } }).__bench;
      return Boolean(bench && bench.content !== null);
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  let summary: ProfileSummary | undefined;
  if (profile) {
    const raw = (await cdp.send('Profiler.stop')).profile;
    summary = summariseProfile(raw as Parameters<typeof summariseProfile>[0]);
    summary.file = path.join(os.tmpdir(), `bench-web-${route.name.replace(/[^a-z0-9]+/gi, '_')}.cpuprofile`);
    fs.writeFileSync(summary.file, JSON.stringify(raw));
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const perf = (await page.evaluate('window.__bench')) as { lcp: number | null; fcp: number | null; lcpElement: string | null; cls: number; content: number | null };
  const errors = product.errors(page);
  if (errors.length) console.warn(`  ${route.name}: ${errors.join(' | ')}`);
  await page.context().close();
  return { route: route.name, bytes, jsCssBodies, requests: count, lcpMs: perf.lcp, fcpMs: perf.fcp, cls: perf.cls, contentMs: perf.content, files, lcpElement: perf.lcpElement, profile: summary };
}

const kb = (n: number) => (n / 1024).toFixed(1);
const ms = (n: number | null) => (n === null ? '—' : `${(n / 1000).toFixed(2)} s`);

export function markdownTable(results: RouteResult[]): string {
  const head = `| route | JS+CSS bodies KB | JS+CSS KB | JS KB | CSS KB | images KB |${values.photos ? ' largest photo KB |' : ''} fonts KB | API KB | other KB | requests | FCP | LCP | CLS | content visible |`;
  const rule = `|---|--:|--:|--:|--:|--:|${values.photos ? '--:|' : ''}--:|--:|--:|--:|--:|--:|--:|--:|`;
  const rows = results.map(
    (r) =>
      `| ${r.route} | ${kb(r.jsCssBodies)} | ${kb(r.bytes.js + r.bytes.css)} | ${kb(r.bytes.js)} | ${kb(r.bytes.css)} | ${kb(r.bytes.img)} |${values.photos ? ` ${largestPhoto(r)} |` : ''} ${kb(r.bytes.font)} | ${kb(r.bytes.api)} | ${kb(r.bytes.other)} | ${r.requests} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${r.cls.toFixed(3)} | ${ms(r.contentMs)} |`,
  );
  return [head, rule, ...rows].join('\n');
}

/** The largest uploaded picture (a campaign photo) the route downloaded, in KB, with its file name. */
function largestPhoto(r: RouteResult): string {
  const photos = r.files.filter((f) => f.url.includes('/assets/uploads/'));
  if (!photos.length) return '—';
  const big = photos.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return `${kb(big.bytes)} (${photos.length}× ${big.url.split('-').pop()})`;
}

/** --photos: one photo-like 2400×1500 JPEG uploaded as the admin and set as every campaign's picture. */
async function givePhotos(product: Product): Promise<void> {
  const api = product.origins.api;
  const login = await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_ACCOUNTS.admin) });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('file', new Blob([await photoLikeJpeg()], { type: 'image/jpeg' }), 'appeal.jpg');
  const upload = await fetch(`${api}/uploads/images`, { method: 'POST', headers: auth, body: form });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const { image } = ((await upload.json()) as { data: { image: string } }).data;
  const { data: campaigns } = (await (await fetch(`${api}/donations`)).json()) as { data: { _id: string }[] };
  for (const c of campaigns) {
    const res = await fetch(`${api}/edit-donation/${c._id}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ image }) });
    if (!res.ok) throw new Error(`edit-donation ${c._id}: ${res.status} ${await res.text()}`);
  }
  console.log(`every campaign (${campaigns.length}) now shows an uploaded photo: ${image.split('/').pop()}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function main() {
  const built = ['shell/dist/index.html', 'api/dist/app.js', ...REMOTE_PACKAGES.map((p) => `${p}/dist/mf-manifest.json`)];
  if (built.some((f) => !fs.existsSync(path.join(ROOT, f)))) {
    console.log('A build is missing: running turbo run build first ...');
    execSync('npx turbo run build', { cwd: ROOT, stdio: 'inherit', env: { ...env, TURBO_TELEMETRY_DISABLED: '1' } });
  }
  const runs = Math.max(1, Number(values.runs) || 1);
  const only = values.only?.split(',').map((s) => s.trim());
  const routes = ROUTES.filter((r) => !only || only.some((o) => r.name === o || r.name.startsWith(`${o} `)));
  const throttle = !values['no-throttle'];

  const product = await startProduct();
  try {
    // A running server has compressed its files long before; do not time the first compression.
    await product.warm();
    if (values.photos) await givePhotos(product);
    const sessions = new Map<string, string>();
    for (const who of ['user', 'admin'] as const) {
      if (routes.some((r) => r.as === who)) sessions.set(who, await product.storedSession(who));
    }
    console.log(
      (values.lang !== 'en' ? `Language: ${values.lang}. ` : '') +
      (throttle
        ? `Cold loads at ${VIEWPORT.width}×${VIEWPORT.height}, 1.6 Mbit/s down, 750 kbit/s up, 150 ms RTT, CPU ${CPU_SLOWDOWN}× slower; ${runs} run(s) per route (median).`
        : `Cold loads at ${VIEWPORT.width}×${VIEWPORT.height}, NOT throttled; ${runs} run(s) per route.`),
    );
    const results: RouteResult[] = [];
    for (const route of routes) {
      const all: RouteResult[] = [];
      for (let i = 0; i < runs; i++) all.push(await measure(product, route, sessions, throttle, values.profile && i === 0));
      const lcps = all.map((r) => r.lcpMs).filter((v): v is number => v !== null);
      const fcps = all.map((r) => r.fcpMs).filter((v): v is number => v !== null);
      const contents = all.map((r) => r.contentMs).filter((v): v is number => v !== null);
      results.push({
        route: route.name,
        bytes: all[0]!.bytes,
        jsCssBodies: all[0]!.jsCssBodies,
        requests: all[0]!.requests,
        lcpMs: lcps.length ? median(lcps) : null,
        fcpMs: fcps.length ? median(fcps) : null,
        cls: median(all.map((r) => r.cls)),
        contentMs: contents.length ? median(contents) : null,
        files: all[0]!.files,
        lcpElement: all[0]!.lcpElement,
      });
      process.stdout.write(`  measured ${route.name}\n`);
      if (runs > 1) {
        const each = (pick: (r: RouteResult) => number | null) => all.map((r) => ms(pick(r))).join(' / ');
        process.stdout.write(`    runs: FCP ${each((r) => r.fcpMs)}; LCP ${each((r) => r.lcpMs)}; content ${each((r) => r.contentMs)}\n`);
      }
      if (values.files) {
        for (const f of [...all[0]!.files].filter((x) => x.kind === 'js' || x.kind === 'css').sort((a, b) => b.bytes - a.bytes).slice(0, 12)) {
          process.stdout.write(`    ${kb(f.bytes).padStart(7)} KB  ${new URL(f.url).pathname.slice(1)} (${new URL(f.url).port})\n`);
        }
      }
      if (values.waterfall) {
        const run = all[0]!;
        for (const f of [...run.files].sort((a, b) => a.startMs - b.startMs)) {
          const url = new URL(f.url);
          const bar = `${' '.repeat(Math.round(f.startMs / 100))}${'#'.repeat(Math.max(1, Math.round((f.endMs - f.startMs) / 100)))}`;
          process.stdout.write(`    ${String(f.startMs).padStart(5)}–${String(f.endMs).padEnd(5)} ms ${kb(f.bytes).padStart(6)} KB  ${`${url.port} ${url.pathname}`.slice(0, 44).padEnd(44)} ${bar}\n`);
        }
        process.stdout.write(`    LCP ${ms(run.lcpMs)} on ${run.lcpElement ?? '?'}; content ${ms(run.contentMs)}\n`);
      }
      const summary = all[0]!.profile;
      if (summary) {
        process.stdout.write(`    main-thread JavaScript until the content showed: ${summary.totalMs.toFixed(0)} ms (self time, CPU ${throttle ? `${CPU_SLOWDOWN}× slower` : 'not slowed'})\n`);
        for (const [file, t] of summary.byFile) process.stdout.write(`      ${t.toFixed(0).padStart(6)} ms  ${file}\n`);
        if (summary.file) process.stdout.write(`    (whole profile: ${summary.file})\n`);
        process.stdout.write('    functions:\n');
        for (const [fn, t] of summary.byFunction) process.stdout.write(`      ${t.toFixed(0).padStart(6)} ms  ${fn.slice(0, 100)}\n`);
      }
    }
    console.log(`\n${markdownTable(results)}\n`);
    const aims = results
      .filter((r) => ROUTES.find((x) => x.name === r.route)?.public)
      .map((r) => {
        const misses = [
          r.jsCssBodies > 200 * 1024 && `JS+CSS ${kb(r.jsCssBodies)} KB > 200 KB`,
          throttle && (r.lcpMs ?? Infinity) > 2500 && `LCP ${ms(r.lcpMs)} > 2.5 s`,
          // Issue 17's aims for the landing page: painted before its scripts.
          throttle && r.route === '/' && (r.fcpMs ?? Infinity) > 1000 && `FCP ${ms(r.fcpMs)} > 1.0 s`,
          throttle && r.route === '/' && (r.lcpMs ?? Infinity) > 1800 && (r.lcpMs ?? Infinity) <= 2500 && `LCP ${ms(r.lcpMs)} > 1.8 s`,
          r.cls > 0.1 && `CLS ${r.cls.toFixed(3)} > 0.1`,
          throttle && (r.contentMs ?? Infinity) > 3000 && `content ${ms(r.contentMs)} > 3 s`,
        ].filter(Boolean);
        return `  ${r.route.padEnd(18)} ${misses.length ? `misses: ${misses.join('; ')}` : 'meets the aims'}`;
      });
    console.log(`Aims (public routes; bytes: compressed JS + CSS bodies, as e2e/perf-budget.e2e.ts counts them):\n${aims.join('\n')}`);
    if (values.json) fs.writeFileSync(values.json, JSON.stringify({ throttle, runs, results }, null, 2));
  } finally {
    await product.stop();
  }
}

await main();
