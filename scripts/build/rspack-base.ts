/**
 * One Rspack + Module Federation configuration for the shell (host) and the three remotes.
 * Each package's rspack.config.ts calls makeConfig() with its federation name and port.
 *
 *   rspack build  → production: minified, content-hashed file names, mf-manifest.json
 *   rspack serve  → development: hot reload (React Refresh), CORS, remotes.json for the shell
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { remotesJsonFromEnv } from './remotes-json.mjs';
import { apartFiles, checkMantineImports, readSurface, SHARED_APART, SURFACE_PACKAGES, usedApartExports, usedMantineExports } from './mantine-surface.mjs';
import { BootstrapPreloadPlugin } from './preload-plugin';
import { PageChunksManifestPlugin } from './page-chunks-plugin';
import { PrecompressPlugin } from './precompress-plugin';
import { frameworkCacheGroup, mantineCoreCacheGroup } from './shared-chunks';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';
import type { RemoteRoute } from 'shared-auth/routes';

const BUILD_DIR = path.dirname(fileURLToPath(import.meta.url));
/** The bundler runtime's entry as the Module Federation plugin imports it (a resolved path). */
const BUNDLER_RUNTIME_ENTRY = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;

/** The installed version of a package, found by walking up node_modules from `from`. */
function installedVersion(pkg: string, from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
    if (path.dirname(dir) === dir) throw new Error(`${pkg} is not installed (looked from ${from})`);
  }
}

/** The federation singletons: one copy at run time, provided by whoever loads first (the shell). */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  // react-router is not shared on its own: react-router-dom re-exports all of it and is shared
  // tree-shaken (the build check refuses direct react-router imports).
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@mantine/core',
  // @mantine/hooks is NOT shared: stateless functions (the one piece of state, the focus-trap
  // stack, is only used through the shared @mantine/core). Shared, Module Federation counts every
  // hook any file of @mantine/core imports and ships ~15 KB brotli on every page; unshared, the
  // hooks core needs are tree-shaken into the core chunk of the shell (~4 KB) and each unit bundles
  // the few it calls itself.
  '@mantine/notifications',
  // One i18next instance per page (shared-auth/src/i18n): the shell and every remote translate
  // through it.
  'i18next',
  'react-i18next',
  'shared-auth',
  // Mantine components only some pages use (dialogs, tables, some form fields), apart from
  // @mantine/core so the other pages do not download them: shared-auth/overlays, shared-auth/forms
  // (SHARED_APART in mantine-surface.mjs; see shared-auth/src/ui/overlays.ts).
  ...Object.keys(SHARED_APART),
] as const;

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version?: string;
  import?: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/**
 * Shared libraries of which a second copy on the page still works (given its own provider:
 * shared-auth/mantine-bridge). A remote asks for the exact version it was built with (a caret on
 * it) and, when the shell's copy is older or lacks an export it uses, takes its own
 * (own-copy-plugin.mjs). The others can only work as one copy (React and the state and router
 * around it): a remote asks for any version of the same major.
 */
export const SECOND_COPY_WORKS = ['@mantine/core'] as const;

/**
 * Test builds only: pretend a shared library has another version (the version-skew browser tests,
 * e2e/skew.e2e.ts), as a remote built on another day with another lockfile would.
 */
function versionOverrides(): Record<string, string> {
  try {
    return JSON.parse(process.env.RELIEF_TEST_SHARED_VERSIONS ?? '{}') as Record<string, string>;
  } catch {
    throw new Error('RELIEF_TEST_SHARED_VERSIONS must be a JSON object of package → version');
  }
}

/**
 * Test builds only: the Module Federation plugin of another installed version of
 * @module-federation/enhanced (an npm alias, e.g. `mf-enhanced-skew`), as a remote built on
 * another day with another lockfile would use (e2e/skew.e2e.ts).
 */
function federationPlugin(): typeof ModuleFederationPlugin {
  const alias = process.env.RELIEF_TEST_MF_PACKAGE;
  if (!alias) return ModuleFederationPlugin;
  return (createRequire(import.meta.url)(`${alias}/rspack`) as { ModuleFederationPlugin: typeof ModuleFederationPlugin }).ModuleFederationPlugin;
}

/** Test builds of the shell only: exports left out of what it offers (e2e/skew.e2e.ts). */
function surfaceDrops(): Set<string> {
  return new Set((process.env.RELIEF_TEST_SURFACE_DROP ?? '').split(',').map((name) => name.trim()).filter(Boolean));
}

/**
 * The shared configuration of a build.
 * - The shell provides @mantine/core and react-router-dom tree-shaken to the exports it chooses to
 *   offer (scripts/build/shared-surface.json: what the front ends use today). That list is the
 *   shell's own business: a remote that uses an export outside it still works, with its own copy.
 * - A remote's own copy (its fallback) is tree-shaken to what the remote itself uses, and the
 *   remote's runtime plugin (own-copy-plugin.mjs) is told those exports (`needs`), to take the
 *   shell's copy only when it has them all.
 */
export function sharedConfig(from: string, { treeShake = true, host = false } = {}) {
  const shared: Record<string, SharedEntry> = {};
  const surface = readSurface();
  const own = host ? null : usedMantineExports(from);
  const overrides = versionOverrides();
  const drops = surfaceDrops();
  for (const name of SINGLETONS) {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
    const version = overrides[pkg] ?? installedVersion(pkg, from);
    const major = version.split('.')[0];
    const exact = (SECOND_COPY_WORKS as readonly string[]).includes(pkg);
    shared[name] = { singleton: true, requiredVersion: pkg === 'shared-auth' ? '*' : exact ? `^${version}` : `^${major}.0.0`, version };
    if (Object.hasOwn(SHARED_APART, name)) {
      // The build-time implementation (components from @mantine/core's files, see apartFiles),
      // relative to the package (the build's context): no build-machine path in the output.
      shared[name].import = `./${path.relative(from, apartFiles(name).bundle).split(path.sep).join('/')}`;
      // Only the shell's copy shares the shell's @mantine/core modules: a remote offers its own as
      // a fallback for its standalone page, or for when the shell's lacks a component it uses
      // (version 0: never chosen over the shell's otherwise). The shell's declares what it holds in
      // its version's build metadata (`1.0.0+PasswordInput.Textarea`), read by the remotes'
      // own-copy-plugin.mjs before the bundle loads.
      if (!host) shared[name].version = '0.0.0';
      else shared[name].version = `${version}+${(SHARED_APART[name] ?? []).filter((n) => !drops.has(n)).join('.')}`;
    }
    if (treeShake && (SURFACE_PACKAGES as readonly string[]).includes(name)) {
      const usedExports = own ? [...own[name]!.keys()].filter((n) => n !== '*').sort() : (surface[name] ?? []).filter((n) => !drops.has(n));
      shared[name].treeShaking = { mode: 'runtime-infer', usedExports };
    }
  }
  return shared;
}

/** The browsers the builds are for (ES2022+, CSS nesting-free logical properties and :dir()). */
export const BROWSER_TARGETS = 'chrome >= 111, firefox >= 113, safari >= 16.4, edge >= 111';

/** How every build compiles its own TypeScript and JSX (SWC): for `targets`, with React Refresh in development. */
export function scriptRule({ targets, isDev = false }: { targets: string; isDev?: boolean }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
      },
      env: { targets },
    },
    type: 'javascript/auto' as const,
  };
}

/**
 * A unit's code that renders on a server, bundled for Node.js: `dist/.server/<entry>.cjs` (CommonJS),
 * deployed with the build it renders for and run by that unit's own server (scripts/lib: the shell's
 * frame.mjs, a remote's live-screens.mjs), which never serves a dot folder. Built after the app, whose
 * build cleans dist/. Everything it imports is bundled in, so the server needs no build tool at run
 * time; stylesheets give only their class names (the page gets its styles otherwise).
 * `oneFile`: lazy parts in the one file (the shell's); else beside it, loaded with require (mf-public:
 * Rspack 2 panics on its app with asyncChunks off, "should have block chunk group").
 */
export function serverBundle({ name, dir, entry, oneFile }: { name: string; dir: string; entry: Record<string, string>; oneFile: boolean }): Configuration {
  return {
    name,
    mode: 'production',
    context: dir,
    target: 'node20',
    entry,
    devtool: false,
    output: {
      path: path.join(dir, 'dist', '.server'),
      clean: true,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      ...(oneFile ? { asyncChunks: false } : { chunkFilename: '[name].[contenthash:10].cjs' }),
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        scriptRule({ targets: 'node 20' }),
        { test: /\.css$/, type: 'css/auto', generator: { exportsOnly: true } },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    performance: false,
  };
}

/** What a remote's runtime plugin is told it uses of each tree-shaken shared library (see sharedConfig). */
export function remoteNeeds(from: string): Record<string, string[]> {
  const own = usedMantineExports(from);
  return {
    ...Object.fromEntries(SURFACE_PACKAGES.map((pkg) => [pkg, [...own[pkg]!.keys()].filter((n) => n !== '*').sort()])),
    ...usedApartExports(from),
  };
}

/** The directory of an installed package, found by walking up node_modules from `from`. */
function installedDir(pkg: string, from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${pkg} is not installed (looked from ${from})`);
  }
}

export const DEFAULT_PORTS = { shell: 3000, mf_public: 3001, mf_dashboard: 3002, mf_community: 3003 } as const;
export type AppName = keyof typeof DEFAULT_PORTS;

export interface MakeConfigOptions {
  /** Federation name: shell, mf_public, mf_dashboard or mf_community. */
  name: AppName;
  /** The package directory (pass import.meta.dirname or path of the config). */
  dir: string;
  /** Exposed modules (remotes only). */
  exposes?: Record<string, string>;
  /** The remote's pages (its src/routes.ts), published in its mf-manifest.json (remotes only). */
  routes?: readonly RemoteRoute[];
  /** Page title of the index.html. */
  title: string;
  /** Dev-server port (env override handled by the caller). */
  port: number;
  /**
   * The host's first-screen imports (`import(request)` in its entry) whose files index.html
   * preloads, in order (preload-plugin.ts); `./bootstrap` when not given.
   */
  preload?: readonly string[];
}

interface CliEnv {
  RSPACK_SERVE?: boolean;
  [key: string]: unknown;
}

export function makeConfig(options: MakeConfigOptions) {
  return (env: CliEnv = {}, argv: { mode?: string } = {}): Configuration | Configuration[] => {
    const isDev = Boolean(env.RSPACK_SERVE) || argv.mode === 'development' || process.env.NODE_ENV === 'development';
    const isHost = options.name === 'shell';
    // Production remotes use the MF runtime the shell provides (one copy on the page); their
    // standalone page gets it from a small first entry instead (standalone-runtime.mjs).
    const externalRuntime = !isDev && !isHost;
    const dist = path.resolve(options.dir, process.env.RELIEF_OUT_DIR ?? 'dist');
    const hashed = isDev ? '[name].js' : '[name].[contenthash:10].js';
    const hashedCss = isDev ? '[name].css' : '[name].[contenthash:10].css';
    // Fails the build on imports no build may make (react-router directly, namespace imports);
    // warns when a remote uses exports the shell does not offer (it will then use its own copy).
    checkMantineImports(options.dir, options.name);

    // A package's own public/index.html (the shell's), else the remotes' standalone page, one for all.
    const ownTemplate = path.resolve(options.dir, 'public/index.html');
    const template = fs.existsSync(ownTemplate) ? ownTemplate : path.join(BUILD_DIR, 'remote-index.html');
    const ownFavicon = path.resolve(options.dir, 'public/favicon.svg');
    const favicon = fs.existsSync(ownFavicon) ? ownFavicon : path.join(BUILD_DIR, 'favicon.svg');
    const main: Configuration = {
      name: options.name,
      mode: isDev ? 'development' : 'production',
      context: options.dir,
      entry: { main: './src/index.ts' },
      devtool: isDev ? 'eval-cheap-module-source-map' : false,
      target: ['web', 'es2022'],
      output: {
        path: dist,
        // mf-runtime.js is written by the second compiler (standalone runtime, see below).
        clean: externalRuntime ? { keep: /mf-runtime\.js$/ } : true,
        uniqueName: options.name,
        // Remotes resolve their chunks relative to where their manifest was loaded from.
        publicPath: isHost ? '/' : 'auto',
        filename: hashed,
        chunkFilename: hashed,
        cssFilename: hashedCss,
        cssChunkFilename: hashedCss,
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        // @mantine/core's esm files, for the bundles shared apart (SHARED_APART; its package exports hide them).
        alias: {
          'relief-mantine-esm': path.join(installedDir('@mantine/core', options.dir), 'esm'),
          // React's own hook, not the package's fallback for React 17 (see the file).
          'use-sync-external-store/shim$': path.join(BUILD_DIR, 'use-sync-external-store-shim.mjs'),
        },
      },
      module: {
        rules: [
          scriptRule({ targets: BROWSER_TARGETS, isDev }),
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|webp|avif|svg)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4 * 1024 } } },
          // Fonts always as files: inlined into a stylesheet, a font would cost every page that loads
          // the stylesheet, even those whose text never needs it (its unicode-range decides that).
          { test: /\.woff2?$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new (federationPlugin())({
          name: options.name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: options.exposes ?? {} }),
          shared: sharedConfig(options.dir, { treeShake: !isDev, host: isHost }),
          // Do not fetch every registered remote at start to negotiate versions: a remote's
          // entry is loaded only when one of its routes is first visited.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          dev: isDev ? { disableLiveReload: false } : false,
          // The shell provides the bundler runtime the production remotes leave out (below); a remote
          // takes a shared library from the shell only when that copy can serve it (own-copy-plugin.mjs).
          runtimePlugins: isHost
            ? isDev
              ? []
              : [path.join(BUILD_DIR, 'provide-bundler-runtime-plugin.mjs')]
            : [[path.join(BUILD_DIR, 'own-copy-plugin.mjs'), { needs: remoteNeeds(options.dir) }]],
          // optimization.target 'web': the runtime leaves out its Node.js script loading.
          ...(isDev
            ? {}
            : {
                experiments: {
                  ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
                  optimization: { target: 'web' as const },
                },
              }),
        }),
        new rspack.HtmlRspackPlugin({
          // A remote's standalone page loads the MF runtime first (mf-runtime.js, a plain script).
          ...(externalRuntime
            ? { templateContent: fs.readFileSync(template, 'utf8').replace('</head>', '  <script src="mf-runtime.js"></script>\n  </head>') }
            : { template }),
          title: options.title,
          minify: !isDev,
          favicon,
        }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production'),
          'process.env.RELIEF_API_URL': JSON.stringify(process.env.API_URL ?? 'http://127.0.0.1:4000/api/v1'),
        }),
        isDev && new ReactRefreshRspackPlugin(),
        // The shell's index.html preloads what its first screen needs (see preload-plugin.ts).
        isHost && !isDev && new BootstrapPreloadPlugin(options.preload),
        // A remote's mf-manifest.json lists every page's files (`reliefPages`, see page-chunks-plugin.ts).
        !isHost && new PageChunksManifestPlugin(options.routes ?? []),
        // .br and .gz beside every file, sent as they are by the servers (scripts/lib/static-server.mjs).
        !isDev && new PrecompressPlugin(),
      ].filter(Boolean) as Configuration['plugins'],
      // A production remote uses the shell's Module Federation bundler runtime (one copy on the
      // page; see bundler-runtime-global.mjs), as it uses the shell's runtime core.
      ...(externalRuntime
        ? {
            externals: [
              ({ request }: { request?: string }, callback: (error?: Error | null, result?: string) => void) =>
                request && BUNDLER_RUNTIME_ENTRY.test(request) ? callback(null, `global ${BUNDLER_RUNTIME_GLOBAL}`) : callback(),
            ],
          }
        : {}),
      optimization: {
        minimize: !isDev,
        // The CSS minimizer lowers for the same browsers as the JS: without targets it lowered
        // logical properties (padding-inline-start…) and :dir() into long :lang() lists, for
        // browsers that cannot run the JS anyway (~1 KB on every page).
        minimizer: [new rspack.SwcJsMinimizerRspackPlugin(), new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } })],
        // The shell's @mantine/core singleton in one chunk, not cut into pieces by the bundles
        // shared apart that use the same files, and React + Redux in one `framework` chunk
        // (see shared-chunks.ts). The default cache groups stay.
        ...(isHost && !isDev ? { splitChunks: { cacheGroups: { mantineCore: mantineCoreCacheGroup(Object.fromEntries(Object.keys(SHARED_APART).map((name) => [name, apartFiles(name).bundle]))), framework: frameworkCacheGroup() } } } : {}),
      },
      performance: { hints: false },
      // Rspack's dev-mode lazy compilation asks the page's own origin to compile a chunk, which
      // is the shell's dev server for a remote's chunk: off, so remotes work in the shell.
      lazyCompilation: false,
      devServer: {
        port: options.port,
        host: process.env.HOST ?? '127.0.0.1',
        hot: true,
        // SPA fallback: the shell, and each remote's standalone dev page.
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' },
        setupMiddlewares: isHost
          ? (middlewares) => {
              middlewares.unshift({
                name: 'remotes-json',
                path: '/remotes.json',
                middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
                  res.setHeader('Content-Type', 'application/json');
                  res.setHeader('Cache-Control', 'no-store');
                  res.end(JSON.stringify(remotesJsonFromEnv(process.env)));
                },
              });
              return middlewares;
            }
          : undefined,
      },
    };
    if (!externalRuntime) return main;
    // The standalone page's runtime provider: a separate plain bundle (no federation), so it runs
    // before the federated entry and sets the global that entry reads.
    const standaloneRuntime: Configuration = {
      name: `${options.name}-standalone-runtime`,
      // After the main build, whose output.clean would otherwise remove this file.
      dependencies: [options.name],
      mode: 'production',
      context: options.dir,
      entry: { 'mf-runtime': path.join(BUILD_DIR, 'standalone-runtime.mjs') },
      target: ['web', 'es2022'],
      devtool: false,
      output: { path: dist, clean: false, filename: '[name].js', iife: true },
      resolve: {
        // One runtime core in this bundle: the global it sets, and the one the bundler runtime uses.
        alias: {
          'relief-mf-runtime-core$': path.join(installedDir('@module-federation/runtime-core', options.dir), 'dist', 'index.js'),
          '@module-federation/runtime-core$': path.join(installedDir('@module-federation/runtime-core', options.dir), 'dist', 'index.js'),
        },
      },
      optimization: { minimize: true },
      performance: { hints: false },
      plugins: [new PrecompressPlugin()],
    };
    return [main, standaloneRuntime];
  };
}
