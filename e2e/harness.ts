/**
 * Browser-test harness: runs the BUILT product (turbo run build first) and drives it in
 * Chromium through playwright-core.
 *
 *   const product = await startProduct();          // in beforeAll
 *   const page = await product.newPage({ width: 375, height: 800 });
 *   await page.goto(product.url('/donations'));
 *   await product.loginAs(page, 'admin');          // real login form → /dashboard, session stored
 *   expect(product.errors(page)).toEqual([]);      // console errors + uncaught page errors
 *   await product.stopRemote('mf-community');      // that remote's server goes away
 *   await product.startRemote('mf-community');     // back on the same port
 *   await product.deployRemote('mf-public', dir);  // serve another build of a remote in place
 *   const transfer = product.trackTransfer(page);  // compressed bytes received, JS / CSS / all
 *   const [mail] = await product.mail('a@b.test'); // the API's mails to an address (.eml files), newest last
 *   await product.stop();                          // in afterAll: browser, servers, API
 *
 * What runs (all on 127.0.0.1, port 0):
 *   - the API in-process: compiled api/dist/app.js buildApp() with a fresh temp SQLite database,
 *     demo data seeded (admin@relief.test / relief-admin, user@relief.test / relief-user)
 *   - one static server per remote (mf-public, mf-dashboard, mf-community), each its own server
 *   - the shell's static server, answering /remotes.json with the API and remote addresses above
 *
 * Env: CHROMIUM_PATH (default /usr/bin/chromium), E2E_HEADFUL=1 to watch, E2E_SLOWMO=ms.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createStaticServer, type StaticServer } from '../scripts/lib/static-server.mjs';
import { CHROMIUM_PATH, HEADFUL, SLOW_MO_MS } from './config';
import { parseEml, type MailMessage } from './mail';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type RemotePackage = 'mf-public' | 'mf-dashboard' | 'mf-community';
export const REMOTE_PACKAGES: RemotePackage[] = ['mf-public', 'mf-dashboard', 'mf-community'];
const FEDERATION_NAME: Record<RemotePackage, string> = {
  'mf-public': 'mf_public',
  'mf-dashboard': 'mf_dashboard',
  'mf-community': 'mf_community',
};

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@relief.test', password: 'relief-admin' },
  user: { email: 'user@relief.test', password: 'relief-user' },
} as const;

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chromium features the browser tests start without: Chromium 15x draws the address bar's suggestion
 * popups with WebUI, and every window (each newPage's context) started two hidden renderers for them,
 * ~1.8 s of CPU each on a 2-core machine, taken from the page under test (the browser tests ran ~15 %
 * longer). Headless has no address bar to type in.
 */
export const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The --disable-features switch Playwright starts Chromium with (features that get in automation's
 * way: PaintHolding, HttpsUpgrades, ...), read from a short first launch: the browser tells its
 * command line only when started with --enable-automation. Null when it cannot be read.
 */
async function playwrightFeatureSwitch(): Promise<string | null> {
  try {
    const probe = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, '--enable-automation'] });
    try {
      const cdp = await probe.newBrowserCDPSession();
      const { arguments: args } = (await cdp.send('Browser.getBrowserCommandLine')) as { arguments: string[] };
      return args.find((arg) => arg.startsWith('--disable-features=')) ?? null;
    } finally {
      await probe.close();
    }
  } catch {
    return null;
  }
}

/**
 * Chromium as the browser tests and the benchmark drive it: the flags above, and one --disable-features
 * switch with Playwright's features and DISABLED_FEATURES. Chromium keeps only the last switch of a
 * name, so a second one would silently drop Playwright's list; when that list cannot be read, the
 * browser starts with Playwright's alone.
 */
export async function launchChromium(): Promise<Browser> {
  const theirs = await playwrightFeatureSwitch();
  const features = theirs ? [...theirs.slice('--disable-features='.length).split(',').filter(Boolean), ...DISABLED_FEATURES] : [];
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: !HEADFUL,
    slowMo: SLOW_MO_MS,
    args: [...CHROMIUM_FLAGS.filter((f) => !HEADFUL || f !== '--headless'), ...(theirs ? [`--disable-features=${features.join(',')}`] : [])],
    ignoreDefaultArgs: theirs ? [theirs] : [],
  });
}

export interface Product {
  /** Absolute URL of a path on the shell, e.g. url('/login'). */
  url(pathname?: string): string;
  /** Origins: shell, api (…/api/v1) and each remote. */
  readonly origins: { shell: string; api: string; remotes: Record<RemotePackage, string> };
  /** The API's SQLite file (a fresh temporary one): tests that play someone editing the database open it. */
  readonly databasePath: string;
  /** A new page in a fresh browser context (own local storage), 1280×900 unless told. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  /** Sign in through the real login form and wait for /dashboard. */
  loginAs(page: Page, who: 'admin' | 'user' | { email: string; password: string }): Promise<void>;
  /**
   * The persisted session (local-storage value of `donation-auth`) of a signed-in demo account,
   * obtained through the real login form in a throw-away context. Put it into another context
   * with page.addInitScript to open a page signed in with a cold cache (benchmarks).
   */
  storedSession(who: 'admin' | 'user'): Promise<string>;
  /** Console errors and uncaught exceptions the page has had so far. */
  errors(page: Page): string[];
  /** Stop one remote's server (its URL stops answering). */
  stopRemote(name: RemotePackage): Promise<void>;
  /** Start it again on the same port (optionally serving another directory). */
  startRemote(name: RemotePackage, dir?: string): Promise<void>;
  /** Serve another build of a remote in place, on the same port (a redeploy). */
  deployRemote(name: RemotePackage, dir: string): Promise<void>;
  /** The dist directory a remote is served from now. */
  remoteDir(name: RemotePackage): string;
  /** Serve another build of the shell in place, on the same port (a redeploy of the shell). */
  deployShell(dir: string): Promise<void>;
  readonly browser: Browser;
  /**
   * Start counting what the page receives over the network (compressed body bytes, as
   * transferred). Call before page.goto(); read totals() after the page settled.
   */
  trackTransfer(page: Page): { totals(): Promise<TransferTotals> };
  /** Compress every served file now, as a running server would have (benchmarks: no first-request cost). */
  warm(): Promise<void>;
  /**
   * The mails the API has written for an address (its embedded mail transport writes one .eml
   * file per mail into MAIL_DIR, a folder of this run's temp directory), oldest first. Waits up
   * to `timeoutMs` (default 5000) for at least `atLeast` (default 1) to be there.
   */
  mail(to: string, options?: { atLeast?: number; timeoutMs?: number }): Promise<MailMessage[]>;
  /** The folder the API writes its mails into. */
  readonly mailDir: string;
  /** The id of the first campaign the API lists (for /donations/{id}). */
  firstCampaignId(): Promise<string>;
  /** Temp directory of this run (database etc.), removed by stop(). */
  readonly tempDir: string;
  stop(): Promise<void>;
}

export interface TransferTotals {
  /** JS + CSS, compressed bytes. */
  jsCss: number;
  js: number;
  css: number;
  all: number;
  /** Per URL, compressed bytes. */
  files: { url: string; bytes: number }[];
}

interface ApiModule {
  buildApp(config: unknown): Promise<{ listen(o: { host: string; port: number }): Promise<string>; close(): Promise<void> }>;
}
interface ConfigModule {
  loadConfig(env: Record<string, string | undefined>): unknown;
}

function assertBuilt() {
  const needed = [
    'api/dist/app.js',
    'api/dist/config.js',
    'shell/dist/index.html',
    ...REMOTE_PACKAGES.map((p) => `${p}/dist/mf-manifest.json`),
  ];
  const missing = needed.filter((file) => !fs.existsSync(path.join(ROOT, file)));
  if (missing.length) {
    throw new Error(`Build the product first (npx turbo run build). Missing: ${missing.join(', ')}`);
  }
}

export async function startProduct(): Promise<Product> {
  assertBuilt();
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-e2e-'));
  const host = '127.0.0.1';

  // Remotes: one static server each; their ports are kept so a restart comes back in place.
  const remoteServers = {} as Record<RemotePackage, StaticServer>;
  const remoteOrigins = {} as Record<RemotePackage, string>;
  const remoteDirs = {} as Record<RemotePackage, string>;
  for (const name of REMOTE_PACKAGES) {
    remoteDirs[name] = path.join(ROOT, name, 'dist');
    remoteServers[name] = createStaticServer({ root: remoteDirs[name], cors: true, quiet: true, policy: () => ({ apiBaseUrl }) });
    remoteOrigins[name] = await remoteServers[name].listen(0, host);
  }

  let apiBaseUrl = '';
  const shellDist = path.join(ROOT, 'shell', 'dist');
  const shell = createStaticServer({
    root: shellDist,
    spa: true,
    quiet: true,
    remotesJson: () => ({
      apiBaseUrl,
      remotes: Object.fromEntries(REMOTE_PACKAGES.map((p) => [FEDERATION_NAME[p], `${remoteOrigins[p]}/mf-manifest.json`])),
    }),
  });
  const shellOrigin = await shell.listen(0, host);
  const mailDir = path.join(tempDir, 'mail');
  fs.mkdirSync(mailDir, { recursive: true });

  // The API, in-process, on a fresh database.
  const { buildApp } = (await import(pathToFileURL(path.join(ROOT, 'api/dist/app.js')).href)) as ApiModule;
  const { loadConfig } = (await import(pathToFileURL(path.join(ROOT, 'api/dist/config.js')).href)) as ConfigModule;
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: host,
    PORT: '0',
    DATABASE_PATH: path.join(tempDir, 'relief.db'),
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    SEED: 'true',
    CORS_ORIGINS: shellOrigin,
    AUTH_RATE_LIMIT: '100000',
    WRITE_RATE_LIMIT: '100000',
    // The embedded mail transport writes .eml files here; links in mails point at the shell.
    MAIL_DIR: mailDir,
    APP_URL: shellOrigin,
    // scrypt at 2^14 instead of OWASP's 2^17 (the default, tested in the API) keeps sign-ins quick here.
    SCRYPT_LOG_N: '14',
  });
  const api = await buildApp(config);
  const apiAddress = await api.listen({ host, port: 0 });
  apiBaseUrl = `${apiAddress.replace('localhost', host)}/api/v1`;
  // The remotes' first screens, read before the first page, once the API answers (the live ones ask
  // it), as scripts/start.mjs does.
  await shell.warm();

  const browser = await launchChromium();

  const contexts: BrowserContext[] = [];
  const pageErrors = new WeakMap<Page, string[]>();

  const product: Product = {
    url: (pathname = '/') => new URL(pathname, shellOrigin).href,
    origins: { shell: shellOrigin, api: apiBaseUrl, remotes: remoteOrigins },
    databasePath: path.join(tempDir, 'relief.db'),
    browser,
    tempDir,
    async newPage(viewport = { width: 1280, height: 900 }) {
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const errors: string[] = [];
      pageErrors.set(page, errors);
      // The shell answers an address no remote publishes with its not-found page and status 404 (for
      // crawlers and link checkers); the browser logs that as the document's failed load: not an error.
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (/status of 404/.test(message.text()) && notFoundDocuments.has(message.location().url)) return;
        errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      return page;
    },
    async loginAs(page, who) {
      const account = typeof who === 'string' ? DEMO_ACCOUNTS[who] : who;
      await page.goto(product.url('/login'));
      await page.getByLabel('Email').fill(account.email);
      await page.locator('input[type="password"]').fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
      // redux-persist writes the session a moment later: wait for it, so a page.goto() right
      // after loginAs() (a full reload) still finds the person signed in.
      await page.waitForFunction(() => {
        try {
          const raw = localStorage.getItem('donation-auth');
          return Boolean(raw && JSON.parse(JSON.parse(raw).token as string));
        } catch {
          return false;
        }
      });
    },
    async storedSession(who) {
      const page = await product.newPage();
      try {
        await product.loginAs(page, who);
        const raw = await page.evaluate(() => localStorage.getItem('donation-auth'));
        if (!raw) throw new Error('no stored session after login');
        return raw;
      } finally {
        await page.context().close();
      }
    },
    errors: (page) => [...(pageErrors.get(page) ?? [])],
    trackTransfer(page) {
      const files: { url: string; bytes: number }[] = [];
      const pending: Promise<void>[] = [];
      page.on('requestfinished', (request) => {
        pending.push(
          request.sizes().then(
            (sizes) => void files.push({ url: request.url(), bytes: sizes.responseBodySize }),
            () => undefined,
          ),
        );
      });
      return {
        async totals() {
          await Promise.all(pending);
          const sum = (re: RegExp) => files.filter((f) => re.test(new URL(f.url).pathname)).reduce((n, f) => n + f.bytes, 0);
          const js = sum(/\.m?js$/);
          const css = sum(/\.css$/);
          return { js, css, jsCss: js + css, all: files.reduce((n, f) => n + f.bytes, 0), files: [...files] };
        },
      };
    },
    mailDir,
    async mail(to, { atLeast = 1, timeoutMs = 5000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      const want = to.trim().toLowerCase();
      for (;;) {
        const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [];
        const messages = files
          .map((f) => ({ f, at: fs.statSync(path.join(mailDir, f)).mtimeMs }))
          .sort((a, b) => a.at - b.at || a.f.localeCompare(b.f))
          .map(({ f }) => parseEml(fs.readFileSync(path.join(mailDir, f), 'utf8'), f))
          .filter((m) => m.to.toLowerCase().includes(want));
        if (messages.length >= atLeast || Date.now() > deadline) return messages;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async firstCampaignId() {
      const res = await fetch(`${apiBaseUrl}/donations?limit=1`);
      return ((await res.json()) as { data: { _id: string }[] }).data[0]!._id;
    },
    async warm() {
      await Promise.all([shell, ...Object.values(remoteServers)].map((server) => server.warm()));
    },
    async stopRemote(name) {
      await remoteServers[name].close();
    },
    async startRemote(name, dir) {
      if (dir) remoteDirs[name] = dir;
      const port = Number(new URL(remoteOrigins[name]).port);
      remoteServers[name] = createStaticServer({ root: remoteDirs[name], cors: true, quiet: true, policy: () => ({ apiBaseUrl }) });
      await remoteServers[name].listen(port, host);
    },
    async deployRemote(name, dir) {
      remoteDirs[name] = dir;
      remoteServers[name].setRoot(dir);
    },
    remoteDir: (name) => remoteDirs[name],
    async deployShell(dir) {
      shell.setRoot(dir);
    },
    async stop() {
      await Promise.allSettled(contexts.map((c) => c.close()));
      await browser.close().catch(() => {});
      await Promise.allSettled([shell.close(), ...REMOTE_PACKAGES.map((p) => remoteServers[p].close()), api.close()]);
      fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
  return product;
}

/**
 * Copy a remote's dist and change a visible text in it, as a redeploy with new content would:
 * every file containing `from` gets `to` instead, and a new content hash (file renamed and the
 * old hash replaced in every other file: remoteEntry.js, mf-manifest.json, other chunks).
 * Returns the new directory.
 */
/**
 * Signs `page` in with `session` (product.storedSession: a real login's stored session) before any
 * of the page's scripts run, on its first load only (a sign-out in the test then sticks), with the
 * other localStorage entries given (a language, say).
 */
export async function signInOnFirstLoad(page: Page, session: string, storage: Record<string, string> = {}): Promise<void> {
  await page.addInitScript(
    ({ raw, entries }) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      localStorage.setItem('donation-auth', raw);
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      sessionStorage.setItem('e2e-signed-in', '1');
    },
    { raw: session, entries: storage },
  );
}

/** Goes to a path inside the app, without a reload (e.g. addresses with an email in them). */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/**
 * Runs a test tool's script (axe-core) in the page. Not as a <script> element: the pages'
 * Content-Security-Policy rightly refuses inline scripts without the page's nonce; code the test
 * runner evaluates through the DevTools protocol is not subject to it.
 */
export async function runToolScript(page: Page, source: string): Promise<void> {
  await page.evaluate(source);
}

export function patchedCopyOfDist(name: RemotePackage, from: string, to: string, into: string): string {
  const source = path.join(ROOT, name, 'dist');
  fs.cpSync(source, into, { recursive: true });
  // The build's .br/.gz copies would still hold the old text: a patched copy is served uncompressed.
  for (const file of fs.readdirSync(into)) if (/\.(br|gz)$/.test(file)) fs.rmSync(path.join(into, file));
  const textFiles = fs.readdirSync(into).filter((f) => /\.(js|json|css|html)$/.test(f));
  const renames = new Map<string, string>();
  for (const file of textFiles) {
    const full = path.join(into, file);
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes(from)) continue;
    fs.writeFileSync(full, text.split(from).join(to));
    const hash = /\.([0-9a-f]{10})\.(js|css)$/.exec(file)?.[1];
    if (hash) renames.set(hash, crypto.createHash('sha256').update(file + to).digest('hex').slice(0, 10));
  }
  if (renames.size === 0 && !textFiles.some((f) => fs.readFileSync(path.join(into, f), 'utf8').includes(to))) {
    throw new Error(`"${from}" is not in ${name}/dist`);
  }
  for (const file of fs.readdirSync(into)) {
    const full = path.join(into, file);
    let target = file;
    for (const [oldHash, newHash] of renames) target = target.split(oldHash).join(newHash);
    if (/\.(js|json|css|html)$/.test(file)) {
      let text = fs.readFileSync(full, 'utf8');
      for (const [oldHash, newHash] of renames) text = text.split(oldHash).join(newHash);
      fs.writeFileSync(full, text);
    }
    if (target !== file) fs.renameSync(full, path.join(into, target));
  }
  return into;
}
