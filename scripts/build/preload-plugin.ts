/**
 * Preload hints for the shell's first screen.
 *
 * The shell's entry (main.js) starts its app with `import('./bootstrap')`; the bootstrap chunks
 * and the shared singletons they consume (React, Mantine, the router, the store ...) are only
 * asked for once main.js has downloaded and run: on a slow mobile link, ~0.7 s of an idle
 * connection. This plugin finds those files in the chunk graph at build time and writes
 * `<link rel="preload">` tags for them into index.html, so they download alongside main.js.
 *
 * Which files: the chunks of the `./bootstrap` chunk group, then, following every
 * "consume shared module" found in them, the chunks of the shell's own provider of that shared
 * module, and so on (the shell provides the singletons). Lazily imported code (a lazy consume,
 * e.g. the toast container's @mantine/notifications) sits in other chunk groups and is left out.
 */
import { rspack, type Compilation, type Compiler } from '@rspack/core';

type Chunk = Compilation['chunkGroups'][number]['chunks'][number];

const CONSUME = /^consume shared module \(([^)]+)\) (@?[^@]+)@/;
const PROVIDE = /^provide shared module \(([^)]+)\) (@?[^@]+)@/;

interface GraphLike {
  chunkGroups: { origins: { request?: string | null; module?: { identifier(): string } | null }[]; chunks: Chunk[] }[];
  chunkGraph: { getChunkModules(chunk: Chunk): { identifier(): string }[] };
}

/** The JS and CSS files the chunk group of `import(request)` needs before it runs, in load order. */
export function initialFiles(compilation: GraphLike, request = './bootstrap'): string[] {
  const providers = new Map<string, Chunk[]>();
  let start: Chunk[] | null = null;
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      if (origin.request === request) start = group.chunks;
      const provided = origin.module ? PROVIDE.exec(origin.module.identifier()) : null;
      if (provided) providers.set(`${provided[1]} ${provided[2]}`, group.chunks);
    }
  }
  if (!start) return [];
  const chunks = new Set<Chunk>();
  const keys = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const chunk = queue.shift()!;
    if (chunks.has(chunk)) continue;
    chunks.add(chunk);
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const consumed = CONSUME.exec(module.identifier());
      if (!consumed) continue;
      const key = `${consumed[1]} ${consumed[2]}`;
      if (keys.has(key)) continue;
      keys.add(key);
      queue.push(...(providers.get(key) ?? []));
    }
  }
  const files = new Set<string>();
  for (const chunk of chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
  return [...files];
}

/** `<link rel="preload">` tags for files under publicPath. */
export function preloadTags(files: string[], publicPath: string): string {
  return files
    .map((file) => `<link rel="preload" href="${publicPath}${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`)
    .join('');
}

export class BootstrapPreloadPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('BootstrapPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise('BootstrapPreloadPlugin', async (data) => {
        const publicPath = typeof compiler.options.output.publicPath === 'string' ? compiler.options.output.publicPath : '/';
        const files = initialFiles(compilation as unknown as GraphLike);
        if (files.length === 0) throw new Error('BootstrapPreloadPlugin: no ./bootstrap chunk group found');
        data.html = data.html.replace('</head>', `${preloadTags(files, publicPath)}</head>`);
        return data;
      });
    });
  }
}
