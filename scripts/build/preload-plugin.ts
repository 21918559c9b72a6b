/**
 * Preload hints for the shell's first screen.
 *
 * The shell's entry (main.js) starts its app with `import('./bootstrap')`; the bootstrap chunks
 * and the shared singletons they consume (React, Mantine, the router, the store ...) are only
 * asked for once main.js has downloaded and run: on a slow mobile link, ~0.7 s of an idle
 * connection. This plugin finds those files in the chunk graph at build time and writes
 * `<link rel="preload">` tags for them into index.html, so they download alongside main.js.
 *
 * Which files: the chunks of the `./bootstrap` chunk group (or of each import the host names, in
 * its order: the shell first imports the shared libraries alone, see shell/src/index.ts), then,
 * following every
 * "consume shared module" found in them, the chunks of the shell's own provider of that shared
 * module, and so on (the shell provides the singletons). Lazily imported code (a lazy consume,
 * e.g. the toast container's @mantine/notifications) sits in other chunk groups and is left out.
 */
import { rspack, type Compilation, type Compiler } from '@rspack/core';
import { CONSUME_SHARED_TYPE, PROVIDE_SHARED_TYPE, sharedFile, type ModuleGraphLike, type ModuleLike } from './shared-modules';

type Chunk = Compilation['chunkGroups'][number]['chunks'][number];

interface GraphLike<M extends ModuleLike> {
  chunkGroups: { origins: { request?: string | null; module?: M | null }[]; chunks: Chunk[] }[];
  chunkGraph: { getChunkModules(chunk: Chunk): M[] };
  moduleGraph: ModuleGraphLike<M>;
}

/**
 * The JS and CSS files the chunk group of `import(request)` needs before it runs, in load order.
 * A consume module and the provider of the same library lead to the same file (sharedFile):
 * that is how a consume finds the chunks of the build's own provider.
 */
export function initialFiles<M extends ModuleLike>(compilation: GraphLike<M>, request = './bootstrap'): string[] {
  const graph = compilation.moduleGraph;
  const providers = new Map<string, Chunk[]>();
  let start: Chunk[] | null = null;
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      if (origin.request === request) start = group.chunks;
      const provided = origin.module?.type === PROVIDE_SHARED_TYPE ? sharedFile(origin.module, graph) : undefined;
      if (provided) providers.set(provided, group.chunks);
    }
  }
  if (!start) return [];
  const chunks = new Set<Chunk>();
  const files = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const chunk = queue.shift()!;
    if (chunks.has(chunk)) continue;
    chunks.add(chunk);
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      if (module.type !== CONSUME_SHARED_TYPE) continue;
      const file = sharedFile(module, graph);
      if (!file || files.has(file)) continue;
      files.add(file);
      queue.push(...(providers.get(file) ?? []));
    }
  }
  const out = new Set<string>();
  for (const chunk of chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) out.add(file);
  return [...out];
}

/** `<link rel="preload">` tags for files under publicPath. */
export function preloadTags(files: string[], publicPath: string): string {
  return files
    .map((file) => `<link rel="preload" href="${publicPath}${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`)
    .join('');
}

export class BootstrapPreloadPlugin {
  constructor(private readonly requests: readonly string[] = ['./bootstrap']) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('BootstrapPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise('BootstrapPreloadPlugin', async (data) => {
        const publicPath = typeof compiler.options.output.publicPath === 'string' ? compiler.options.output.publicPath : '/';
        const files = new Set<string>();
        for (const request of this.requests) {
          const found = initialFiles(compilation as unknown as GraphLike<ModuleLike>, request);
          if (found.length === 0) throw new Error(`BootstrapPreloadPlugin: no ${request} chunk group found`);
          for (const file of found) files.add(file);
        }
        data.html = data.html.replace('</head>', `${preloadTags([...files], publicPath)}</head>`);
        return data;
      });
    });
  }
}
