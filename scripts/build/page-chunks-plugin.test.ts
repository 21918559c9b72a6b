import { rspack } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { loadedBeforePages, PageChunksManifestPlugin, pageFiles, pageSharedModules, pageStrings } from './page-chunks-plugin';

const chunk = (name: string | undefined, ...files: string[]) => ({ name, files: new Set(files) });

// mf-public's shape: two pages share a split CSS chunk (68) and an empty chunk of shared-module
// consumes (357); the exposed module and the remote's entry are groups of their own.
const shared68 = chunk(undefined, '68.20ab.css');
const consumes = chunk(undefined);
const groups: [string, { chunks: ReturnType<typeof chunk>[] }][] = [
  ['mf_public', { chunks: [chunk('mf_public', 'remoteEntry.js')] }],
  ['__federation_expose_pages', { chunks: [chunk('__federation_expose_pages', '__federation_expose_pages.1111.js')] }],
  ['page-donations', { chunks: [shared68, consumes, chunk('page-donations', 'page-donations.78b7.css', 'page-donations.1f5a.js')] }],
  ['page-donation-detail', { chunks: [shared68, consumes, chunk('page-donation-detail', 'page-donation-detail.0149.js', 'page-donation-detail.49a1.css', 'page-donation-detail.0149.js.map')] }],
  ['page-login', { chunks: [consumes, chunk('page-login', 'page-login.47a4.css', 'page-login.b98a.js')] }],
  ['donate-dialog', { chunks: [chunk('donate-dialog', 'donate-dialog.aaaa.js')] }],
];

describe('pageFiles', () => {
  it("maps each page-... chunk group to all its JS and CSS files, the page's own chunk first", () => {
    expect(pageFiles(groups)).toEqual({
      'donation-detail': ['page-donation-detail.0149.js', 'page-donation-detail.49a1.css', '68.20ab.css'],
      donations: ['page-donations.1f5a.js', 'page-donations.78b7.css', '68.20ab.css'],
      login: ['page-login.b98a.js', 'page-login.47a4.css'],
    });
  });

  it('leaves out files loaded before the page, and gives an empty map without page chunks', () => {
    expect(pageFiles(groups, new Set(['68.20ab.css'])).donations).toEqual(['page-donations.1f5a.js', 'page-donations.78b7.css']);
    expect(pageFiles(groups.filter(([name]) => !name.startsWith('page-')))).toEqual({});
  });
});

describe('pageSharedModules', () => {
  it("lists the share keys consumed in each page's chunk group, sorted, once", () => {
    // Modules as Rspack gives them: a type, and (in the module graph) the dependencies leading to them.
    const forms = { type: 'consume-shared-module' };
    const core = { type: 'consume-shared-module' };
    const css = { type: 'css/auto' };
    const requests = new Map<unknown, string>([[forms, 'shared-auth/forms'], [core, '@mantine/core'], [css, '@mantine/core/styles/Input.css']]);
    const modules = new Map<unknown, { type: string }[]>([
      [consumes, [forms, core, forms]],
      [shared68, [css]],
    ]);
    const graph = { getIncomingConnections: (m: { type: string }) => [{ dependency: { request: requests.get(m) } }] };
    const map = pageSharedModules(groups, (c) => modules.get(c) ?? [], graph);
    expect(map.login).toEqual(['@mantine/core', 'shared-auth/forms']);
    expect(map.donations).toEqual(['@mantine/core', 'shared-auth/forms']);
    expect(Object.keys(map)).toEqual(['donation-detail', 'donations', 'login']);
  });
});

describe('loadedBeforePages', () => {
  it("is the remote's entry and the exposed modules' sync files", () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ assets: { js: { sync: ['expose.js'], async: ['page-x.1.js'] }, css: { sync: ['expose.css'], async: [] } } }],
      shared: [{ assets: { js: { sync: ['react.js'], async: [] } } }],
    };
    expect([...loadedBeforePages(manifest)].sort()).toEqual(['expose.css', 'expose.js', 'remoteEntry.js']);
    expect([...loadedBeforePages({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static/' } } })]).toEqual(['static/remoteEntry.js']);
    expect([...loadedBeforePages({})]).toEqual([]);
  });
});

const formsConsume = { type: 'consume-shared-module' };

describe('pageStrings', () => {
  const strings: [string, { chunks: { name: string; files: string[] }[] }][] = [
    ['strings-en-landing-json', { chunks: [{ name: 'strings-en-landing-json', files: ['strings-en-landing-json.1.js'] }] }],
    ['strings-bn-landing-json', { chunks: [{ name: 'strings-bn-landing-json', files: ['strings-bn-landing-json.2.js'] }] }],
    ['strings-en-common-json', { chunks: [{ name: 'strings-en-common-json', files: ['strings-en-common-json.3.js'] }] }],
    ['strings-bn-common-json', { chunks: [{ name: 'strings-bn-common-json', files: ['strings-bn-common-json.4.js'] }] }],
    ['page-landing', { chunks: [{ name: 'page-landing', files: ['page-landing.5.js'] }] }],
  ];
  it("lists the files of each route's strings per language, by kebab page name", () => {
    const routes = [
      { path: '/', page: 'DonationDetail', strings: ['common', 'landing'] },
      { path: '/x', page: 'Login' },
    ];
    expect(pageStrings(routes, strings)).toEqual({
      'donation-detail': { en: ['strings-en-common-json.3.js', 'strings-en-landing-json.1.js'], bn: ['strings-bn-common-json.4.js', 'strings-bn-landing-json.2.js'] },
    });
  });
  it('fails the build for a route naming strings no chunk has', () => {
    expect(() => pageStrings([{ path: '/', page: 'Landing', strings: ['nope'] }], strings)).toThrow(/no chunk is named strings-<language>-nope/);
  });
});

describe('PageChunksManifestPlugin', () => {
  /** Runs the plugin's processAssets step on a fake compilation holding `assets`. */
  function run(assets: Map<string, string>) {
    let stage = 0;
    let step: () => void = () => {};
    const compilation = {
      namedChunkGroups: new Map(groups),
      chunkGraph: {
        getChunkModules: (c: unknown) => (c === consumes ? [formsConsume, { type: 'javascript/auto' }] : []),
      },
      moduleGraph: {
        getIncomingConnections: (m: unknown) => (m === formsConsume ? [{ dependency: { request: 'shared-auth/forms' } }] : [{ dependency: { request: './x' } }]),
      },
      hooks: { processAssets: { tap: (options: { stage: number }, fn: () => void) => ((stage = options.stage), (step = fn)) } },
      getAsset: (name: string) => (assets.has(name) ? { source: { source: () => assets.get(name)! } } : undefined),
      updateAsset: (name: string, source: { source(): string | Buffer }) => assets.set(name, source.source().toString()),
    };
    const compiler = { hooks: { thisCompilation: { tap: (_name: string, fn: (c: typeof compilation) => void) => fn(compilation) } } };
    new PageChunksManifestPlugin().apply(compiler as never);
    step();
    return stage;
  }

  it("adds reliefPages to mf-manifest.json after Module Federation's StatsPlugin has written it", () => {
    const manifest = { id: 'mf_public', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: [], exposes: [] };
    const assets = new Map([['mf-manifest.json', JSON.stringify(manifest)]]);
    expect(run(assets)).toBeGreaterThan(rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER);
    const written = JSON.parse(assets.get('mf-manifest.json')!);
    expect(written).toEqual({
      ...manifest,
      reliefPages: pageFiles(groups),
      reliefPageShared: { 'donation-detail': ['shared-auth/forms'], donations: ['shared-auth/forms'], login: ['shared-auth/forms'] },
      reliefRoutes: { format: 1, routes: [] },
      reliefPageStrings: {},
    });
  });

  it('does nothing without a manifest', () => {
    const assets = new Map<string, string>();
    run(assets);
    expect(assets.size).toBe(0);
  });
});
