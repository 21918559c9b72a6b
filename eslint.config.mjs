// @ts-check
/**
 * The boundary lint (npm run lint, part of npm test): not a style lint. It fails on
 *
 *   1. an import from one remote (mf-public, mf-dashboard, mf-community) into another;
 *   2. a remote importing the shell;
 *   3. a relative import into another package (../scripts/build/..., ../../mf-public/src/...), and
 *      a package imported by name but not through its package.json "exports";
 *   4. process.env read outside a package's configuration module (CONFIG_MODULES below);
 *   5. words a front end's component shows that are not translations (relief/no-literal-text,
 *      scripts/lint/no-literal-text.mjs; TRANSLATED_UNITS below);
 *   6. a remote taking translation or formatting from the page's shared-auth instead of
 *      shared-auth/i18n.
 *
 * Each package deploys alone: it reaches another only by package name, through the exports that
 * package chose to publish. Exceptions live here, named and commented, never in the code: inline
 * eslint comments are switched off (noInlineConfig). Tested by scripts/lint/boundaries.test.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';
import relief from './scripts/lint/no-literal-text.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** Workspace folder → package name. The root package ("relief": scripts/, e2e/) is the rest. */
const PACKAGES = {
  api: 'api',
  'shared-auth': 'shared-auth',
  shell: 'shell',
  'mf-public': 'mf-public',
  'mf-dashboard': 'mf-dashboard',
  'mf-community': 'mf-community',
  'scripts/build': 'relief-build',
};
const REMOTES = ['mf-public', 'mf-dashboard', 'mf-community'];
const ROOT_PACKAGE = 'relief';

// Restricted imports. ESLint's flat config replaces a rule's options in a later block, so each block
// that sets no-restricted-imports lists every path that applies to its files.
/** 4. process.env only in the configuration modules. */
const ENV_IMPORTS = ['process', 'node:process'].map((name) => ({
  name,
  importNames: ['env'],
  message: "Read the environment only in the package's configuration module (see CONFIG_MODULES in eslint.config.mjs)",
}));
/** 5. No Trans. */
const TRANS_IMPORTS = {
  name: 'react-i18next',
  importNames: ['Trans', 'Translation', 'withTranslation', 'I18nextProvider'],
  message: "Elements inside a sentence: shared-auth's renderTags (Trans costs every page ~4 KB; the shared react-i18next is tree-shaken to what the units import)",
};
/** 6. What a remote takes from shared-auth/i18n. */
const REMOTE_I18N_IMPORTS = {
  name: 'shared-auth',
  importNames: ['registerNamespaces', 'loadNamespaces', 'currentLanguage', 'currentIntlLocale', 'formatTk', 'formatFixed2', 'formatCount', 'formatDate', 'renderTags', 'i18n'],
  message: "Import it from 'shared-auth/i18n': under a shell deployed before translations, the page's shared-auth has none of it (shared-auth/src/i18n/unit.ts)",
};

/** The specifiers a package publishes: its name + each key of its package.json "exports". */
function publishedSubpaths(dir) {
  const { exports } = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
  if (!exports) return [];
  if (typeof exports === 'string' || !Object.keys(exports).some((k) => k.startsWith('.'))) return [null];
  // '.' is the package's own name (internal path null), './routes' → 'routes'.
  return Object.keys(exports).map((key) => (key === '.' ? null : key.slice(2)));
}

/**
 * The only files that may read process.env: each package's configuration module.
 * Everything else receives its settings from one of these.
 */
export const CONFIG_MODULES = [
  'api/src/config.ts',
  'shell/rspack.config.ts',
  'mf-public/rspack.config.ts',
  'mf-dashboard/rspack.config.ts',
  'mf-community/rspack.config.ts',
  'scripts/build/rspack-base.ts', // relief-build: the build's configuration
  'scripts/lib/config.mjs', // the root package's scripts (start, dev, serve, bench)
  'e2e/config.ts', // the browser tests
  'mf-public/src/config.ts', // the front ends' build-time constants (DefinePlugin)
  'mf-dashboard/src/config.ts',
  'mf-community/src/config.ts',
  // Not configuration: sets NODE_PATH for drizzle-kit's own require() calls (npm hoists drizzle-kit
  // to the root, drizzle-orm stays in api/node_modules). A plain-node launcher (.mjs) cannot import
  // api/src/config.ts.
  'api/tools/drizzle-kit.mjs',
  // Not configuration: the PostgreSQL test run (npm run test:pg) hands its environment, plus the throwaway
  // cluster's TEST_DATABASE_URL, to the migration and vitest processes it starts.
  'api/tools/test-pg.mjs',
];

const SOURCE_FILES = ['**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'];

/** The front ends whose screens are in Bangla and English: their components show only t() texts. */
export const TRANSLATED_UNITS = ['shell', 'shared-auth', 'mf-public', 'mf-dashboard', 'mf-community'];

/**
 * Words that are the same in every language: names (the product, brands, networks). Anything a
 * person reads as a sentence or a label is translated.
 */
export const SAME_IN_EVERY_LANGUAGE = ['Relief', 'LinkedIn', 'Facebook', 'Instagram', 'Twitter', 'bKash', 'Nagad', 'Rocket', 'English', 'বাংলা'];

/** @type {any[]} */
const policies = [
  // 3a. A relative (or absolute) import into another package: a local file of another element.
  // Imports by package name are "external" (resolved into node_modules/), and imports inside one
  // package are not checked at all.
  {
    disallow: { to: { module: { origin: 'local' }, element: { type: '!{{from.element.types.[0]}}' } } },
    message: '"{{dependency.source}}" is a file of another package ({{to.element.types.[0]}}): import it by package name, through that package\'s exports',
  },
  // 3b. A workspace package imported by name: only through its exports.
  {
    disallow: { to: { module: { source: Object.values(PACKAGES) } } },
    message: '{{to.module.source}} publishes only what its package.json "exports" list, and "{{dependency.source}}" is not one of them',
  },
  {
    allow: {
      to: Object.entries(PACKAGES)
        .map(([dir, name]) => ({ module: { source: name, internalPath: publishedSubpaths(dir) } }))
        .filter((selector) => selector.module.internalPath.length > 0),
    },
  },
];

// 1. A remote never imports another remote (by name or by path).
for (const remote of REMOTES) {
  const others = REMOTES.filter((r) => r !== remote);
  policies.push({
    from: { element: { type: remote } },
    disallow: { to: [{ module: { source: others } }, { module: { origin: 'local' }, element: { type: others } }] },
    message: `A remote does not import another remote: ${remote} imports "{{dependency.source}}"`,
  });
}

// 2. A remote never imports the shell.
policies.push({
  from: { element: { type: REMOTES } },
  disallow: { to: [{ module: { source: 'shell' } }, { module: { origin: 'local' }, element: { type: 'shell' } }] },
  message: 'A remote does not import the shell: "{{dependency.source}}"',
});


export default [
  {
    ignores: [
      '**/dist/',
      '**/node_modules/',
      '**/coverage/',
      '**/.turbo/',
      'data/',
      'e2e/artifacts/',
      'e2e/.variants/', // builds the version-skew browser test makes
      '.bench/',
      'api/drizzle/', // generated by drizzle-kit
    ],
  },
  {
    // Exceptions belong in this file, not in the code (and the repository's eslint-disable comments
    // name rules of other linters).
    linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    files: SOURCE_FILES,
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': ROOT,
      // Each workspace package is an element; the root package is everything else.
      'boundaries/elements': [
        ...Object.entries(PACKAGES).map(([dir, name]) => ({ type: name, pattern: dir, partialMatch: false })),
        { type: ROOT_PACKAGE, pattern: ['*', '*.*'], partialMatch: false },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [2, { default: 'allow', checkAllOrigins: true, policies }],
      // 4. process.env only in the configuration modules.
      'no-restricted-properties': [
        2,
        { object: 'process', property: 'env', message: 'Read process.env only in the package\'s configuration module (see CONFIG_MODULES in eslint.config.mjs) and take the value from there' },
      ],
      'no-restricted-imports': [2, { paths: [...ENV_IMPORTS] }],
    },
  },
  {
    files: CONFIG_MODULES,
    rules: { 'no-restricted-properties': 0, 'no-restricted-imports': 0 },
  },
  // 5. Components show translations, not literal words.
  {
    files: TRANSLATED_UNITS.map((unit) => `${unit}/src/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/test/**', '**/testing/**'],
    plugins: { relief },
    rules: {
      'relief/no-literal-text': [2, { allow: SAME_IN_EVERY_LANGUAGE }],
      'no-restricted-imports': [2, { paths: [...ENV_IMPORTS, TRANS_IMPORTS] }],
    },
  },
  // 6. A remote translates and formats through shared-auth/i18n, never the page's shared-auth (which
  //    under a shell deployed before translations has none of it: shared-auth/src/i18n/unit.ts).
  {
    files: REMOTES.map((unit) => `${unit}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'],
    rules: { 'no-restricted-imports': [2, { paths: [...ENV_IMPORTS, REMOTE_I18N_IMPORTS] }] },
  },
  {
    files: REMOTES.map((unit) => `${unit}/src/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/test/**', '**/testing/**'],
    rules: { 'no-restricted-imports': [2, { paths: [...ENV_IMPORTS, TRANS_IMPORTS, REMOTE_I18N_IMPORTS] }] },
  },
  {
    files: CONFIG_MODULES,
    rules: { 'no-restricted-properties': 0, 'no-restricted-imports': 0 },
  },
];
