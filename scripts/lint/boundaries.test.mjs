// The boundary lint (eslint.config.mjs, npm run lint): each rule fails on a violating snippet at a
// realistic path and passes on the allowed way of doing the same thing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_MODULES } from '../../eslint.config.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @type {ESLint} */
let eslint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The lint's messages for `code` as if it were the file `filePath` (relative to the repository). */
async function lint(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  expect(result.fatalErrorCount, JSON.stringify(result.messages)).toBe(0);
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('1. a remote does not import another remote', () => {
  it('fails by package name and by relative path', async () => {
    expect(await lint("import { menuItems } from 'mf-dashboard/menu-items';\n", 'mf-public/src/bootstrap.tsx')).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: A remote does not import another remote: mf-public imports "mf-dashboard\/menu-items"/),
    ]);
    expect(await lint("import pages from '../../mf-public/src/pages';\n", 'mf-community/src/bootstrap.tsx')).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: A remote does not import another remote: mf-community imports "\.\.\/\.\.\/mf-public\/src\/pages"/),
    ]);
  });

  it('passes for the shared library and the remote\'s own files', async () => {
    expect(await lint("import { RequireAuth } from 'shared-auth';\nimport { readRemoteRoutes } from 'shared-auth/routes';\nimport pages from './pages';\n", 'mf-dashboard/src/bootstrap.tsx')).toEqual([]);
  });
});

describe('2. a remote does not import the shell', () => {
  it('fails by package name and by relative path', async () => {
    expect(await lint("import { x } from 'shell';\n", 'mf-dashboard/src/bootstrap.tsx')).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: A remote does not import the shell: "shell"/),
    ]);
    expect(await lint("import { x } from '../../shell/src/routes';\n", 'mf-public/src/bootstrap.tsx')).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: A remote does not import the shell: "\.\.\/\.\.\/shell\/src\/routes"/),
    ]);
  });
});

describe('3. packages import each other by name, through their exports', () => {
  it('fails on a relative import into another package', async () => {
    const another = /^boundaries\/dependencies: ".*" is a file of another package \((.+)\): import it by package name/;
    expect(await lint("import { makeConfig } from '../scripts/build/rspack-base';\n", 'mf-public/rspack.config.ts')).toEqual([expect.stringMatching(another)]);
    expect(await lint("import { menuItems } from '../mf-dashboard/src/features/frame/menu-items';\n", 'e2e/csp.e2e.ts')).toEqual([expect.stringMatching(another)]);
    expect(await lint("import { ROUTES } from '../../mf-public/src/routes';\n", 'shell/src/routes.test.tsx')).toEqual([expect.stringMatching(another)]);
    expect(await lint("import { precompressFolder } from '../build/precompress-plugin.ts';\n", 'scripts/lib/static-server.test.mjs')).toEqual([
      expect.stringMatching(another),
    ]);
    expect(await lint("const { loadConfig } = await import('../api/src/config');\n", 'e2e/harness.ts')).toEqual([expect.stringMatching(another)]);
    expect(await lint("import { REPO_ROOT } from '../../../api/src/paths';\n", 'shared-auth/src/testing/setup.ts')).toEqual([expect.stringMatching(another)]);
  });

  it('fails on a package name outside that package\'s exports', async () => {
    const unpublished = /^boundaries\/dependencies: (.+) publishes only what its package\.json "exports" list/;
    expect(await lint("import { ROUTES } from 'mf-public/src/routes';\n", 'e2e/perf-budget.e2e.ts')).toEqual([expect.stringMatching(unpublished)]);
    expect(await lint("import { x } from 'shared-auth/src/token';\n", 'shell/src/bootstrap.tsx')).toEqual([expect.stringMatching(unpublished)]);
  });

  it('passes on imports by package name through exports, and within a package', async () => {
    expect(await lint("import { makeConfig } from 'relief-build/rspack-base';\nimport { ROUTES } from './src/routes';\n", 'mf-public/rspack.config.ts')).toEqual([]);
    expect(await lint("import { menuItems } from 'mf-dashboard/menu-items';\nimport { readRemoteRoutes } from 'shared-auth/routes';\nimport { startProduct } from './harness';\n", 'e2e/csp.e2e.ts')).toEqual([]);
    expect(await lint("import type { Campaign } from 'api/types';\nimport { SHARED_APART } from 'relief-build/mantine-surface';\n", 'e2e/shell.e2e.ts')).toEqual([]);
    // scripts/ (but not scripts/build) and e2e/ are one package, the root's.
    expect(await lint("import { startProduct } from '../../e2e/harness.ts';\n", 'scripts/bench/web.mts')).toEqual([]);
  });
});

describe('4. process.env only in a package\'s configuration module', () => {
  it('fails elsewhere, however it is read', async () => {
    const env = /^no-restricted-(properties|imports): .*configuration module/;
    expect(await lint('const port = Number(process.env.PORT);\n', 'api/src/app.ts')).toEqual([expect.stringMatching(env)]);
    expect(await lint("startStandalone({ apiBaseUrl: process.env.RELIEF_API_URL });\n", 'mf-public/src/bootstrap.tsx')).toEqual([expect.stringMatching(env)]);
    expect(await lint('const { env } = process;\n', 'scripts/start.mjs')).toEqual([expect.stringMatching(env)]);
    expect(await lint("import { env } from 'node:process';\n", 'e2e/harness.ts')).toEqual([expect.stringMatching(env)]);
    expect(await lint("const home = process.env['HOME'];\n", 'api/src/server.test.ts')).toEqual([expect.stringMatching(env)]);
  });

  it('passes in the configuration modules', async () => {
    expect(await lint('export const port = Number(process.env.PORT ?? 4000);\n', 'api/src/config.ts')).toEqual([]);
    expect(await lint('export const RELIEF_API_URL: string = process.env.RELIEF_API_URL;\n', 'mf-public/src/config.ts')).toEqual([]);
    expect(await lint('export const env = { ...process.env };\n', 'scripts/lib/config.mjs')).toEqual([]);
    expect(await lint('export const port = Number(process.env.SHELL_PORT ?? 3000);\n', 'shell/rspack.config.ts')).toEqual([]);
  });

  it('names only configuration modules that exist', () => {
    for (const file of CONFIG_MODULES) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
  });
});

describe("6. a remote translates through shared-auth/i18n, not the page's shared-auth", () => {
  it('fails on a translating or formatting import from shared-auth in a remote, in .ts and .tsx', async () => {
    expect(await lint("import { formatTk, useAuth } from 'shared-auth';\nexport const x = [formatTk, useAuth];\n", 'mf-public/src/features/campaigns/x.ts')).toEqual([
      expect.stringMatching(/^no-restricted-imports: 'formatTk' import from 'shared-auth' is restricted\. Import it from 'shared-auth\/i18n'/),
    ]);
    const messages = await lint("import { i18n, registerNamespaces } from 'shared-auth';\nimport { Trans } from 'react-i18next';\nexport const x = [i18n, registerNamespaces, Trans];\n", 'mf-dashboard/src/features/x.tsx');
    expect(messages).toEqual([
      expect.stringMatching(/'i18n' import from 'shared-auth' is restricted/),
      expect.stringMatching(/'registerNamespaces' import from 'shared-auth' is restricted/),
      expect.stringMatching(/'Trans' import from 'react-i18next' is restricted/),
    ]);
    // process.env stays refused there too (each block lists every restricted import).
    expect(await lint("import { env } from 'node:process';\nexport const x = env;\n", 'mf-community/src/features/x.tsx')).toEqual([
      expect.stringMatching(/^no-restricted-imports: 'env' import from 'node:process' is restricted/),
    ]);
  });

  it('passes through shared-auth/i18n, and in the shell (which provides shared-auth)', async () => {
    expect(await lint("import { useAuth } from 'shared-auth';\nimport { formatTk, i18n } from 'shared-auth/i18n';\nexport const x = [formatTk, useAuth, i18n];\n", 'mf-public/src/features/campaigns/x.ts')).toEqual([]);
    expect(await lint("import { formatTk, i18n } from 'shared-auth';\nexport const x = [formatTk, i18n];\n", 'shell/src/layout/x.ts')).toEqual([]);
  });
});

it('an eslint-disable comment does not switch a boundary off', async () => {
  const messages = await lint("// eslint-disable-next-line\nimport { x } from 'shell';\n", 'mf-public/src/bootstrap.tsx');
  expect(messages).toContainEqual(expect.stringMatching(/^boundaries\/dependencies: A remote does not import the shell/));
});
