/**
 * Every page's files in a remote's mf-manifest.json, for the shell's page preload.
 *
 * A remote names each page's lazily loaded chunk `page-<page name in kebab case>`
 * (webpackChunkName). The chunk group of that import can hold more chunks than the named one:
 * splitChunks moves code or CSS that two pages share into a chunk of its own (in mf-public,
 * Mantine's Input.css for /donations and /donations/{id}). Such a chunk is only asked for when
 * the page's import runs: one more round trip before the page renders, where it could have
 * come with the preloaded page chunk.
 *
 * So each remote's mf-manifest.json gets one more field (Module Federation's own fields are
 * id, name, metaData, shared, remotes, exposes; ours is prefixed so a later MF version will not
 * clash with it):
 *
 *   "reliefPages": { "<kebab page name>": ["page-<name>.<hash>.js", "page-<name>.<hash>.css", "68.<hash>.css", ...] }
 *
 * one key for every chunk group named `page-...`, listing the JS and CSS files of all its
 * chunks (names relative to the manifest's publicPath, as in its other asset lists): the page's
 * own chunk first, then the others in chunk-group order. Left out: what is loaded before the
 * page's import runs (remoteEntry.js and the exposed module's sync files); a shared module's
 * provider chunks are child chunk groups, not part of the page's group, so they are not listed
 * (the shell provides the shared modules). A remote without page chunks gets an empty map, so
 * the shell knows it has nothing to preload. mf-stats.json (a build-time report) is left as the
 * Module Federation plugin writes it.
 *
 * A second field, `reliefPageShared`, names the shared modules each page consumes (see
 * PAGE_SHARED_FIELD). Both are read by the shell's pagePreloadPlugin (pageChunkUrls() and
 * pageSharedKeys() in shell/src/federation/runtime.ts); a manifest without the field (an
 * older remote build) falls back to matching the `page-<name>` file names.
 */
import { rspack, type Compilation, type Compiler } from '@rspack/core';
import { ROUTES_FIELD, routesField, type RemoteRoute } from 'shared-auth/routes';
import { consumedShareKey, type ModuleGraphLike, type ModuleLike } from './shared-modules';

/** The manifest field (see above). */
export const PAGES_FIELD = 'reliefPages';
/**
 * A second field: the shared modules (share keys) each page's chunk group consumes, e.g.
 * `"reliefPageShared": { "login": ["react", "shared-auth/forms", ...] }`. The shell's own
 * provider of such a module (shared-auth/forms is in no chunk of the remote) is otherwise only
 * asked for when the page's chunk runs; the shell starts loading them with the page's files.
 */
export const PAGE_SHARED_FIELD = 'reliefPageShared';
/** The chunk-group (webpackChunkName) prefix of a page. */
export const PAGE_PREFIX = 'page-';
/**
 * A third field: the files of the strings each page's first render needs, by language:
 * `"reliefPageStrings": { "landing": { "en": ["strings-en-landing-json.<hash>.js", ...], "bn": [...] } }`.
 * A remote names each language's strings chunk `strings-<language>-<feature>` (src/i18n.ts) and
 * lists a page's features in its route (`strings`, src/routes.ts); the shell preloads the files of
 * the page's language with the page's chunks, instead of one round trip after them.
 */
export const PAGE_STRINGS_FIELD = 'reliefPageStrings';

interface ChunkLike {
  name?: string | null;
  files: Iterable<string>;
}

interface ChunkGroupLike {
  chunks: readonly ChunkLike[];
}

interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

export interface ManifestLike {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: Assets }[];
  [field: string]: unknown;
}

/** The files loaded before a page's import runs: the remote's entry and the exposed modules' sync files. */
export function loadedBeforePages(manifest: ManifestLike): Set<string> {
  const files = new Set<string>();
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) files.add(entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name);
  for (const expose of manifest.exposes ?? []) {
    for (const file of [...(expose.assets?.js?.sync ?? []), ...(expose.assets?.css?.sync ?? [])]) files.add(file);
  }
  return files;
}

/** The `page-...` chunk groups, by name (a stable order for a stable manifest). */
function pageGroups<G>(namedChunkGroups: Iterable<[string, G]>): [string, G][] {
  const named = [...namedChunkGroups].filter(([name]) => name.startsWith(PAGE_PREFIX));
  return named.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** JS before CSS, then by name (a chunk's files are a set: a stable order for a stable manifest). */
function byKind(a: string, b: string): number {
  const kind = (file: string) => (file.endsWith('.js') ? 0 : 1);
  return kind(a) - kind(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The `reliefPages` map: every `page-...` chunk group's JS and CSS files, less those in `exclude`. */
export function pageFiles(namedChunkGroups: Iterable<[string, ChunkGroupLike]>, exclude: ReadonlySet<string> = new Set()): Record<string, string[]> {
  const pages: Record<string, string[]> = {};
  for (const [name, group] of pageGroups(namedChunkGroups)) {
    // The page's own chunk (named like the group) first.
    const chunks = [...group.chunks].sort((a, b) => Number(b.name === name) - Number(a.name === name));
    const files = new Set<string>();
    for (const chunk of chunks) {
      for (const file of [...chunk.files].filter((f) => /\.(js|css)$/.test(f)).sort(byKind)) {
        if (!exclude.has(file)) files.add(file);
      }
    }
    pages[name.slice(PAGE_PREFIX.length)] = [...files];
  }
  return pages;
}

/** The `reliefPageShared` map: the share keys consumed in each `page-...` chunk group. */
export function pageSharedModules<C, M extends ModuleLike>(
  namedChunkGroups: Iterable<[string, { chunks: readonly C[] }]>,
  modulesOf: (chunk: C) => Iterable<M>,
  graph: ModuleGraphLike<M>,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, group] of pageGroups(namedChunkGroups)) {
    const keys = new Set<string>();
    for (const chunk of group.chunks) {
      for (const module of modulesOf(chunk)) {
        const key = consumedShareKey(module, graph);
        if (key) keys.add(key);
      }
    }
    out[name.slice(PAGE_PREFIX.length)] = [...keys].sort();
  }
  return out;
}

/** The `reliefPageStrings` map (see PAGE_STRINGS_FIELD): each route's `strings` features, as files per language. */
export function pageStrings(routes: readonly RemoteRoute[], namedChunkGroups: Iterable<[string, ChunkGroupLike]>): Record<string, Record<string, string[]>> {
  const byFeature = new Map<string, Map<string, string[]>>(); // feature → language → files
  for (const [name, group] of namedChunkGroups) {
    const match = /^strings-([a-z]{2})-(.+?)(?:-json)?$/.exec(name);
    if (!match) continue;
    const [, language, feature] = match as unknown as [string, string, string];
    const files = group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js'))).sort();
    if (!byFeature.has(feature)) byFeature.set(feature, new Map());
    byFeature.get(feature)!.set(language, files);
  }
  const out: Record<string, Record<string, string[]>> = {};
  for (const route of routes) {
    if (!route.strings?.length) continue;
    const page = route.page.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
    const languages: Record<string, string[]> = out[page] ?? {};
    for (const feature of route.strings) {
      const files = byFeature.get(feature);
      if (!files) throw new Error(`PageChunksManifestPlugin: route ${route.path} names strings "${feature}", but no chunk is named strings-<language>-${feature}`);
      for (const [language, list] of files) languages[language] = [...new Set([...(languages[language] ?? []), ...list])];
    }
    out[page] = languages;
  }
  return out;
}

/** Adds the `reliefPages` field to a remote's mf-manifest.json (see above). */
export class PageChunksManifestPlugin {
  /**
   * @param routes the remote's pages (its src/routes.ts), written as the manifest's `reliefRoutes`
   *   field, which the shell reads at run time (shared-auth/routes)
   */
  constructor(
    private readonly routes: readonly RemoteRoute[] = [],
    private readonly manifestFile = 'mf-manifest.json',
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PageChunksManifestPlugin', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PageChunksManifestPlugin',
          // After Module Federation's StatsPlugin has written mf-manifest.json (it taps
          // PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER), and after the real content hashes are in
          // the file names (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH).
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1,
        },
        () => {
          const asset = compilation.getAsset(this.manifestFile);
          if (!asset) return; // no manifest (e.g. manifest: false): nothing to add to
          const manifest = JSON.parse(asset.source.source().toString()) as ManifestLike;
          if (PAGES_FIELD in manifest) {
            throw new Error(`PageChunksManifestPlugin: ${this.manifestFile} already has a "${PAGES_FIELD}" field`);
          }
          manifest[PAGES_FIELD] = pageFiles(compilation.namedChunkGroups, loadedBeforePages(manifest));
          manifest[PAGE_SHARED_FIELD] = pageSharedModules(
            compilation.namedChunkGroups as unknown as Iterable<[string, { chunks: readonly never[] }]>,
            (chunk) => compilation.chunkGraph.getChunkModules(chunk) as unknown as ModuleLike[],
            compilation.moduleGraph as unknown as ModuleGraphLike<ModuleLike>,
          );
          manifest[ROUTES_FIELD] = routesField(this.routes);
          manifest[PAGE_STRINGS_FIELD] = pageStrings(this.routes, compilation.namedChunkGroups);
          // Compact: the shell reads every remote's manifest on each first load.
          compilation.updateAsset(this.manifestFile, new rspack.sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}
