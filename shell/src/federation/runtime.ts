import { init, loadRemote, loadShare, registerRemotes } from '@module-federation/enhanced/runtime';
import { catalog, manifestFetchPlugin } from './catalog';
import { createRemoteLoader, type FederationRuntime } from './remote-loader';
import type { RemoteName, RemotesConfig } from './remotes-config';
import { visitLanguage } from 'shared-auth/language';
import { pageKey } from 'shared-auth/routes';

let entries: RemotesConfig['remotes'] = {};

/** Register the remotes named in remotes.json with the MF runtime (nothing is fetched yet). */
export function registerRemotesFromConfig(config: RemotesConfig): void {
  entries = { ...config.remotes };
  const remotes = Object.entries(entries).map(([name, entry]) => ({ name, entry: entry as string }));
  init({ name: 'shell', remotes, plugins: [manifestFetchPlugin(catalog), pagePreloadPlugin()] });
}

const runtime: FederationRuntime = {
  async load(remote: RemoteName) {
    if (!entries[remote]) throw new Error(`No address is configured for ${remote}`);
    return loadRemote(`${remote}/pages`);
  },
  reset(remote: RemoteName) {
    const entry = entries[remote];
    catalog.forget(remote);
    if (entry) registerRemotes([{ name: remote, entry }], { force: true });
  },
};

/** `DonationDetail` → `donation-detail` (shared-auth/routes pageKey, which remotes use too). */
export const kebab = pageKey;

/** The page wanted from each remote, until its manifest has been read. */
const wantedPages = new Map<string, string>();

interface ManifestLike {
  metaData?: { publicPath?: string };
  /**
   * Our own field (scripts/build/page-chunks-plugin.ts): every file (JS and CSS) of each page's
   * chunk group, by kebab-case page name, including the chunks a page shares with others.
   */
  reliefPages?: Record<string, unknown>;
  /** Our own field too: the shared modules each page consumes (page-chunks-plugin.ts). */
  reliefPageShared?: Record<string, unknown>;
  /** And the files of the strings each page's first render needs, by language (page-chunks-plugin.ts). */
  reliefPageStrings?: Record<string, unknown>;
}

/** A page's list of strings in one of our manifest maps (by kebab-case page name); [] when it has none. */
function pageEntry(map: Record<string, unknown>, page: string): string[] {
  const entry = Object.hasOwn(map, kebab(page)) ? map[kebab(page)] : undefined;
  return Array.isArray(entry) ? entry.filter((item): item is string => typeof item === 'string') : [];
}

/** The shared modules (share keys) a page consumes, from a remote's mf-manifest.json. */
export function pageSharedKeys(manifest: ManifestLike, page: string): string[] {
  return manifest.reliefPageShared ? pageEntry(manifest.reliefPageShared, page) : [];
}

/**
 * The URLs of a page's chunks (JS and CSS) in a remote's mf-manifest.json: the page's entry in
 * the manifest's `reliefPages` map (a page missing from it has no chunk of its own: nothing). Every
 * remote that publishes its pages (`reliefRoutes`) writes it; a manifest without it gets no preload.
 */
export function pageChunkUrls(manifest: ManifestLike, manifestUrl: string, page: string): string[] {
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const pages = manifest.reliefPages;
  return pages && typeof pages === 'object' ? [...new Set(pageEntry(pages, page).map((file) => new URL(file, base).href))] : [];
}

/** The URLs of the strings a page's first render needs in a language, from a remote's mf-manifest.json. */
export function pageStringsUrls(manifest: ManifestLike, manifestUrl: string, page: string, language: string): string[] {
  const map = manifest.reliefPageStrings;
  const entry = map && typeof map === 'object' && Object.hasOwn(map, kebab(page)) ? (map as Record<string, unknown>)[kebab(page)] : undefined;
  const files = entry && typeof entry === 'object' && Object.hasOwn(entry, language) ? (entry as Record<string, unknown>)[language] : undefined;
  if (!Array.isArray(files)) return [];
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  return files.filter((f): f is string => typeof f === 'string' && f.endsWith('.js')).map((f) => new URL(f, base).href);
}

/**
 * Adds `<link rel="preload">` for a script or stylesheet (as the remote's chunk loader will ask for
 * it). Not for a stylesheet the page already links: the shell's server writes the first screen's
 * styles into the page with a (not fetched) link to each file, which the chunk loader takes for the
 * file loaded (scripts/lib/first-screen.mjs).
 */
export function preloadLink(url: string, doc: Document = document): void {
  const href = CSS.escape(url);
  if (doc.head.querySelector(`link[rel="preload"][href="${href}"], link[rel="stylesheet"][href="${href}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = url.endsWith('.css') ? 'style' : 'script';
  link.href = url;
  doc.head.appendChild(link);
}

/**
 * A Module Federation runtime plugin: when a remote's manifest has been read, preload the
 * wanted page's chunks (a remote names a page's chunk `page-<kebab page name>`; its build lists
 * every file of that chunk group in the manifest's `reliefPages`, see pageChunkUrls), so they
 * download alongside the remote's entry instead of after React and the remote's module have
 * loaded and run: one round trip less. A remote that does not follow the naming has nothing
 * preloaded; its page then loads as before.
 */
export function pagePreloadPlugin(
  addLink: (url: string) => void = preloadLink,
  // Starts loading a shared module: for one the shell provides apart (shared-auth/forms), its
  // chunk, which the page would otherwise only ask for once its own chunk runs.
  startShared: (key: string) => void = (key) => void loadShare(key).catch(() => undefined),
  language: () => string = visitLanguage,
) {
  return {
    name: 'relief-page-preload',
    afterLoadManifest(args: { manifestUrl?: string; moduleInfo?: { name?: string }; manifestJson?: unknown }) {
      const name = args.moduleInfo?.name;
      const page = name ? wantedPages.get(name) : undefined;
      if (!name || !page || !args.manifestJson || !args.manifestUrl) return;
      wantedPages.delete(name);
      try {
        for (const url of pageChunkUrls(args.manifestJson as ManifestLike, args.manifestUrl, page)) addLink(url);
        for (const key of pageSharedKeys(args.manifestJson as ManifestLike, page)) startShared(key);
        for (const url of pageStringsUrls(args.manifestJson as ManifestLike, args.manifestUrl, page, language())) addLink(url);
      } catch {
        // A hint only.
      }
    },
  };
}

/** Asks for the page's chunk to be preloaded once the remote's manifest is read (see above). */
export function preloadPage(remote: RemoteName, page: string): void {
  wantedPages.set(remote, page);
}

/** The shell's one remote loader. */
export const remoteLoader = createRemoteLoader(runtime);
