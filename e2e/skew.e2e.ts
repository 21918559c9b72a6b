/**
 * The version-skew matrix: remotes and the shell deployed apart, each built on its own day.
 *
 * Builds are made here, in the test, and served in place of the running ones (the harness swaps a
 * server's folder, as copying a build folder onto a host would):
 * 1. the running shell (built before) with a NEW mf-public: an extra page that uses a Mantine
 *    component no other package uses (Rating, which the shell does not offer), its own navbar link
 *    and a new first API call; a deep link and a reload on it;
 * 2. a NEW shell (built with newer versions of its libraries, without an export the running
 *    mf-public uses, and with a component moved out of a bundle shared apart) with the OLD mf-public;
 * 3. an mf-public built with another patch version of a shared library (@mantine/core 9.7.4 while
 *    the shell has 9.7.3, react-redux 9.3.2);
 * 4. one remote down: the others still work, and it recovers after Retry;
 * 5. an mf-public built with another minor version of the federation plugin and runtime
 *    (@module-federation/enhanced 2.8, installed under the alias mf-enhanced-skew) than the
 *    shell's (2.9);
 * 6. today's three remotes under shells deployed before: the shell as built from this repository's
 *    history (git archive of a commit: its own shell, shared-auth and build code) before the
 *    screens were translated, and the first translating shell (before shared-auth/i18n); and the
 *    first translating mf-public (from that commit's history too) under today's shell.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildEnv } from './config';
import { ROOT, startProduct, type Product } from './harness';
import { OWN_CARD } from './routes';

const RSPACK = path.join(ROOT, 'node_modules', '.bin', 'rspack');
/** Inside the repository, so the builds resolve its node_modules (git-ignored). */
const VARIANTS = path.join(ROOT, 'e2e', '.variants');
const BUILD_MS = 240_000;

let product: Product;

beforeAll(async () => {
  fs.rmSync(VARIANTS, { recursive: true, force: true });
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
  fs.rmSync(VARIANTS, { recursive: true, force: true });
});

/** `rspack build` of a package folder into `out`, with extra build settings. */
function build(packageDir: string, out: string, env: Record<string, string> = {}): string {
  execFileSync(RSPACK, ['build', '--config', 'rspack.config.ts'], {
    cwd: packageDir,
    env: buildEnv({ RELIEF_OUT_DIR: out, ...env }),
    stdio: 'pipe',
  });
  expect(fs.existsSync(path.join(out, packageDir.endsWith('shell') ? 'index.html' : 'mf-manifest.json'))).toBe(true);
  return out;
}

/** A copy of mf-public's sources with one more page: /skew-lab, a Rating, a link, a first call. */
function newPublicRemote(): string {
  const dir = path.join(VARIANTS, 'mf-public-new');
  for (const item of ['src', 'public', 'package.json', 'rspack.config.ts', 'tsconfig.json']) {
    const from = path.join(ROOT, 'mf-public', item);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, item), { recursive: true });
  }
  fs.mkdirSync(path.join(dir, 'src', 'features', 'skew'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'src', 'features', 'skew', 'skew-page.tsx'),
    `import { Rating, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from 'shared-auth';
import { transparencyApi } from '../transparency/transparency-api';

export default function SkewLabPage() {
  useDocumentTitle('Skew lab');
  const { data } = transparencyApi.useLedgerHeadQuery();
  return (
    <Stack>
      <Title order={1}>Skew lab</Title>
      <Rating defaultValue={4} aria-label="How was it" />
      <Text data-testid="ledger-count">{data ? \`Ledger entries: \${data.count}\` : 'Loading'}</Text>
    </Stack>
  );
}
`,
  );
  const pages = path.join(dir, 'src', 'pages.tsx');
  fs.writeFileSync(
    pages,
    fs
      .readFileSync(pages, 'utf8')
      .replace('const pages = {', `const pages = {\n  SkewLab: lazyPage(() => import(/* webpackChunkName: "page-skew-lab" */ './features/skew/skew-page'), loading),`),
  );
  const routes = path.join(dir, 'src', 'routes.ts');
  const source = fs.readFileSync(routes, 'utf8');
  const end = source.lastIndexOf('];');
  fs.writeFileSync(
    routes,
    `${source.slice(0, end)}  { path: '/skew-lab', page: 'SkewLab', title: 'Skew lab', link: { label: 'Skew lab', order: 90, navbar: true }, firstCall: { path: 'ledger/head' } },\n${source.slice(end)}`,
  );
  return build(dir, path.join(dir, 'dist'));
}

/**
 * Shells deployed before, as commits of this repository: the last one before the screens were
 * translated (no i18next, a shared-auth without translation), and the first translating one (its
 * shared-auth translates, without shared-auth/i18n's single page instance).
 */
const OLD_SHELLS = [
  { name: 'before translations', commit: '4dba33a3503fbf2f80461cd3cee15a467831028d', translates: false },
  { name: 'the first translating shell', commit: 'f9c3ae8', translates: true },
] as const;

/**
 * A package as built from `commit` (`shell` or a remote): its own code, shared-auth and build code
 * from git (this repository's node_modules for the libraries; its own shared-auth and relief-build
 * through a node_modules of its own, found first). Returns the folder of the sources and the build.
 */
function builtAt(commit: string, unit: 'shell' | 'mf-public'): { sources: string; dist: string } {
  const dir = path.join(VARIANTS, `${unit}-at-${commit}`);
  fs.mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  let archive: Buffer;
  try {
    archive = execFileSync('git', ['archive', commit, unit, 'shared-auth', 'scripts/build'], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`this test builds ${unit} of commit ${commit} from the repository's history, which this clone lacks (a shallow clone?): ${String(error)}`);
  }
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  fs.symlinkSync('../shared-auth', path.join(dir, 'node_modules', 'shared-auth'));
  fs.symlinkSync('../scripts/build', path.join(dir, 'node_modules', 'relief-build'));
  return { sources: path.join(dir, unit), dist: build(path.join(dir, unit), path.join(dir, 'dist'), { NODE_ENV: 'production' }) };
}
const shellAt = (commit: string) => builtAt(commit, 'shell').dist;

/** A text of a unit's strings file (what the page shows in that language; `root`: another copy of the sources). */
function text(unit: string, language: 'en' | 'bn', feature: string, key: string, root = ROOT): string {
  const strings = createRequire(import.meta.url)(path.join(root, unit, 'src', 'locales', language, `${feature}.json`)) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], strings);
  if (typeof value !== 'string') throw new Error(`no string ${unit} ${language} ${feature} ${key}`);
  return value;
}

/** Console warnings of a page (the remotes say when they use their own copy of a library). */
function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.push(message.text());
  });
  return seen;
}

describe('version skew between the shell and the remotes', () => {
  it(
    '1. the running shell, built before, with a new mf-public: the new page, its link and first call work, on a deep link and a reload',
    async () => {
      const original = product.remoteDir('mf-public');
      const shellIndex = path.join(ROOT, 'shell', 'dist', 'index.html');
      const shellBuilt = fs.statSync(shellIndex).mtimeMs;
      const dist = newPublicRemote();
      await product.deployRemote('mf-public', dist);
      try {
        const page = await product.newPage({ width: 1280, height: 900 });
        const seen = warnings(page);
        const requests: string[] = [];
        page.on('request', (r) => requests.push(r.url()));
        await page.goto(product.url('/skew-lab'));
        await page
          .getByRole('heading', { name: 'Skew lab' })
          .waitFor()
          .catch(async (error: unknown) => {
            // Say what the page showed instead (a CI run once timed out here without a clue).
            const shown = (await page.locator('body').innerText().catch(() => '?')).slice(0, 600);
            throw new Error(`${String(error)}\npage shows: ${shown}\nerrors: ${product.errors(page).join(' | ')}\nwarnings: ${seen.join(' | ')}`);
          });
        await page.locator('.mantine-Rating-root').waitFor();
        await page.getByTestId('ledger-count').getByText(/^Ledger entries: \d+$/).waitFor();
        expect(await page.title()).toBe('Skew lab – Post-Disaster Relief Donation Platform');
        // Its link, published by the remote, in the running shell's navbar.
        const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Skew lab' });
        await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
        // Its first call started from the shell's entry (asked once, before the remote's code).
        const calls = requests.filter((u) => u.startsWith(product.origins.api) && u.endsWith('/ledger/head'));
        expect(calls).toHaveLength(1);
        const entry = requests.findIndex((u) => u.startsWith(product.origins.remotes['mf-public']) && u.endsWith('/remoteEntry.js'));
        expect(requests.indexOf(calls[0]!)).toBeLessThan(entry);
        // Rating is not among the exports the shell offers: this remote uses its own Mantine.
        expect(seen.some((w) => /uses its own @mantine\/core: .*it lacks Rating/.test(w)), seen.join('\n')).toBe(true);
        await page.reload();
        await page.locator('.mantine-Rating-root').waitFor();
        // Its other pages still work with its own Mantine, in the shell's frame and theme.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Donations' }).click();
        await page.locator(OWN_CARD).first().waitFor();
        expect(product.errors(page)).toEqual([]);
        // The shell was not rebuilt.
        expect(fs.statSync(shellIndex).mtimeMs).toBe(shellBuilt);
        await page.context().close();
      } finally {
        await product.deployRemote('mf-public', original);
      }
    },
    BUILD_MS,
  );

  it(
    '2. a new shell (newer libraries, without an export the running mf-public uses, a component moved out of a bundle shared apart) with the old mf-public',
    async () => {
      const dist = build(path.join(ROOT, 'shell'), path.join(VARIANTS, 'shell-new'), {
        RELIEF_TEST_SHARED_VERSIONS: JSON.stringify({ '@mantine/core': '9.8.0', '@reduxjs/toolkit': '2.15.0' }),
        // Progress leaves its @mantine/core, PasswordInput its shared-auth/forms bundle.
        RELIEF_TEST_SURFACE_DROP: 'Progress,PasswordInput',
      });
      await product.deployShell(dist);
      try {
        const page = await product.newPage({ width: 375, height: 812 });
        const seen = warnings(page);
        await page.goto(product.url('/donations'));
        await page.locator(`${OWN_CARD} [role="progressbar"]`).first().waitFor();
        expect(seen.some((w) => /uses its own @mantine\/core: .*it lacks Progress/.test(w)), seen.join('\n')).toBe(true);
        // The sign-in form's PasswordInput: the new shell's shared-auth/forms declares it no more, so
        // mf-public takes its own copy of the bundle (built on its own @mantine/core).
        await page.goto(product.url('/login'));
        await page.locator('main form input[type="password"]').first().waitFor();
        expect(seen.some((w) => /uses its own shared-auth\/forms: it lacks PasswordInput/.test(w)), seen.join('\n')).toBe(true);
        // A page of another remote, built with the old shell, too.
        await page.goto(product.url('/about-us'));
        await page.getByRole('heading', { name: 'About Us' }).first().waitFor();
        expect(product.errors(page)).toEqual([]);
        await page.context().close();
      } finally {
        await product.deployShell(path.join(ROOT, 'shell', 'dist'));
      }
    },
    BUILD_MS,
  );

  it(
    '3. an mf-public built with another patch version of shared libraries',
    async () => {
      const original = product.remoteDir('mf-public');
      const dist = build(path.join(ROOT, 'mf-public'), path.join(VARIANTS, 'mf-public-patch'), {
        RELIEF_TEST_SHARED_VERSIONS: JSON.stringify({ '@mantine/core': '9.7.4', 'react-redux': '9.3.2' }),
      });
      await product.deployRemote('mf-public', dist);
      try {
        const page = await product.newPage({ width: 1280, height: 900 });
        const seen = warnings(page);
        await page.goto(product.url('/leaderboard'));
        await page.getByTestId('leaderboard-row').first().waitFor();
        // @mantine/core 9.7.3 does not meet ^9.7.4: its own copy; react-redux 9.3.1 meets ^9.0.0: the shell's.
        expect(seen.some((w) => /uses its own @mantine\/core: .*version 9\.7\.3 is outside \^9\.7\.4/.test(w)), seen.join('\n')).toBe(true);
        expect(seen.some((w) => /uses its own react-redux/.test(w))).toBe(false);
        await page.goto(product.url('/login'));
        await page.locator('main form input[type="password"]').first().waitFor();
        expect(product.errors(page)).toEqual([]);
        await page.context().close();
      } finally {
        await product.deployRemote('mf-public', original);
      }
    },
    BUILD_MS,
  );

  it('4. one remote down: the others still work, and it recovers after Retry', async () => {
    await product.stopRemote('mf-community');
    let up = false;
    try {
      const page = await product.newPage({ width: 1280, height: 900 });
      await page.goto(product.url('/about-us'));
      const alert = page.getByRole('alert');
      await alert.getByText('could not be loaded').waitFor();
      // The rest of the site works meanwhile.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
      await page.getByTestId('leaderboard-row').first().waitFor();
      await page.goBack();
      await alert.getByRole('button', { name: 'Retry' }).waitFor();
      await product.startRemote('mf-community');
      up = true;
      await alert.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: 'About Us' }).first().waitFor();
      await page.close();
    } finally {
      if (!up) await product.startRemote('mf-community');
    }
  });

  it(
    '5. an mf-public built with another minor version of the Module Federation plugin and runtime',
    async () => {
      const original = product.remoteDir('mf-public');
      const dist = build(path.join(ROOT, 'mf-public'), path.join(VARIANTS, 'mf-public-mf-skew'), { RELIEF_TEST_MF_PACKAGE: 'mf-enhanced-skew' });
      const pluginVersion = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as { metaData: { pluginVersion: string } }).metaData.pluginVersion;
      const shellVersion = pluginVersion(path.join(ROOT, 'shell', 'dist'));
      expect(pluginVersion(dist).split('.').slice(0, 2)).not.toEqual(shellVersion.split('.').slice(0, 2));
      await product.deployRemote('mf-public', dist);
      try {
        const page = await product.newPage({ width: 1280, height: 900 });
        await page.goto(product.url('/donations'));
        await page.locator(OWN_CARD).first().waitFor();
        // A page with the shell's shared bundles (the sign-in form), then a deep link and a reload.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
        await page.getByTestId('leaderboard-row').first().waitFor();
        await page.goto(product.url('/login'));
        await page.locator('main form input[type="password"]').first().waitFor();
        await page.reload();
        await page.locator('main form input[type="password"]').first().waitFor();
        // And a page of another remote, built with the shell's version, beside it.
        await page.goto(product.url('/about-us'));
        await page.getByRole('heading', { name: 'About Us' }).first().waitFor();
        expect(product.errors(page)).toEqual([]);
        await page.context().close();
      } finally {
        await product.deployRemote('mf-public', original);
      }
    },
    BUILD_MS,
  );

  for (const [index, shell] of OLD_SHELLS.entries()) {
    it(
      `6${'ab'[index]}. today's remotes under a shell deployed before: ${shell.name} (${shell.commit.slice(0, 7)})`,
      async () => {
        const dist = shellAt(shell.commit);
        await product.deployShell(dist);
        try {
          const session = await product.storedSession('admin');
          const page = await product.newPage({ width: 1280, height: 900 });
          page.setDefaultTimeout(30_000);
          const seen = warnings(page);
          const shows = (name: string) =>
            page
              .getByRole('heading', { name })
              .first()
              .waitFor()
              .catch(async (error: unknown) => {
                const shown = (await page.locator('body').innerText().catch(() => '?')).slice(0, 600);
                throw new Error(`${String(error)}\npage shows: ${shown}\nerrors: ${product.errors(page).join(' | ')}\nwarnings: ${seen.join(' | ')}`);
              });
          // mf-public in English, then in Bangla by ?lang= (its own translation under a shell without one).
          await page.goto(product.url('/donations'));
          await shows(text('mf-public', 'en', 'campaigns', 'list.title'));
          await page.locator(OWN_CARD).first().waitFor();
          await page.goto(product.url('/donations?lang=bn'));
          await shows(text('mf-public', 'bn', 'campaigns', 'list.title'));
          await page.locator(OWN_CARD).first().waitFor();
          // The choice is kept: mf-community's page, opened from the shell's navbar, in Bangla too.
          await page.goto(product.url('/about-us'));
          await shows(text('mf-community', 'bn', 'about', 'title'));
          // The dashboard, signed in, in Bangla; then back to English.
          await page.evaluate((raw) => localStorage.setItem('donation-auth', raw), session);
          await page.goto(product.url('/dashboard'));
          await shows(text('mf-dashboard', 'bn', 'admin-overview', 'title'));
          await page.goto(product.url('/dashboard?lang=en'));
          await shows(text('mf-dashboard', 'en', 'admin-overview', 'title'));
          // Under the shell without translations, the frame stays as it was (English), and nothing of
          // the remotes' translation reaches it; under a translating shell, the whole page is one language.
          expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
          expect(product.errors(page)).toEqual([]);
          await page.context().close();
        } finally {
          await product.deployShell(path.join(ROOT, 'shell', 'dist'));
        }
      },
      BUILD_MS,
    );
  }

  it(
    "6c. the first translating mf-public (f9c3ae8, before shared-auth/i18n) under today's shell",
    async () => {
      const original = product.remoteDir('mf-public');
      const { sources, dist } = builtAt('f9c3ae8', 'mf-public');
      const root = path.dirname(sources);
      await product.deployRemote('mf-public', dist);
      try {
        const page = await product.newPage({ width: 375, height: 812 });
        page.setDefaultTimeout(30_000);
        await page.goto(product.url('/donations'));
        await page.getByRole('heading', { name: text('mf-public', 'en', 'campaigns', 'list.title', root) }).waitFor();
        await page.locator(OWN_CARD).first().waitFor();
        await page.goto(product.url('/donations?lang=bn'));
        await page.getByRole('heading', { name: text('mf-public', 'bn', 'campaigns', 'list.title', root) }).waitFor();
        await page.locator(OWN_CARD).first().waitFor();
        // Today's frame in the same language, and today's mf-community beside the old mf-public.
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
        await page.goto(product.url('/login'));
        await page.locator('main form input[type="password"]').first().waitFor();
        await page.goto(product.url('/about-us'));
        await page.getByRole('heading', { name: text('mf-community', 'bn', 'about', 'title') }).first().waitFor();
        expect(product.errors(page)).toEqual([]);
        await page.context().close();
      } finally {
        await product.deployRemote('mf-public', original);
      }
    },
    BUILD_MS,
  );
});
