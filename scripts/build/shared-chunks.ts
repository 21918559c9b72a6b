/**
 * Fewer, larger chunks for the shared singletons every page of the shell downloads.
 *
 * 1. One chunk for the shell's @mantine/core singleton.
 *
 * The bundles shared apart from @mantine/core (SHARED_APART in mantine-surface.mjs:
 * shared-auth/overlays, shared-auth/forms) are made of @mantine/core's own files, so most of
 * what they need (Box, the styles API, Input...) is also in the core. Rspack's default
 * splitChunks then cuts the core's code into one chunk per combination of chunk groups that use
 * it: the core alone, core + overlays, core + forms, core + overlays + forms. Every page
 * downloads all of those pieces, and four brotli bodies are ~2.5 KB larger than one (each
 * compresses without the others' context), more than the forms bundle saves.
 *
 * This cache group puts the core's modules in one chunk, `mantine-core`: each module in a chunk
 * group of the @mantine/core singleton (its provider or its consume fallback) whose chunk groups
 * are all of that family (the core, the bundles shared apart). The apart bundles' groups load
 * that chunk (already there) and their own remaining chunk. A module also in another chunk group
 * (e.g. a @mantine/hooks function the shell's own code calls) is left to the default rules, so
 * the chunk is never asked for by anything outside the family.
 *
 * 2. One `framework` chunk for React and Redux (FRAMEWORK): each is a singleton of its own, so
 * by default each provider is a chunk of its own (and immer, redux ... more), small requests
 * that every page makes at once. Merged: 3 requests fewer, ~1 KB less brotli, ~1 KB less
 * response headers. Measured and left out:
 * - React DOM: with it in the chunk (one 67 KB file, 9 requests fewer, ~6 KB smaller) LCP was
 *   ~0.15 s later on / and /donations (5 runs each), the page waiting for that one big file.
 * - react-router-dom and shared-auth: with them in it the shell did not start (their providers
 *   consume other singletons such as @mantine/core, the likely reason; not investigated further).
 */

import { shareKeyOf, type ModuleGraphLike, type ModuleLike } from './shared-modules';

interface ChunkGroupLike {
  origins: { module?: ModuleLike | null }[];
}
interface ChunkLike {
  groupsIterable: Iterable<ChunkGroupLike>;
}
interface ChunkGraphLike {
  getModuleChunks(module: never): ChunkLike[];
}
/** What splitChunks hands a cache group's `test`. */
export interface GraphsLike {
  chunkGraph: ChunkGraphLike;
  moduleGraph: ModuleGraphLike<ModuleLike>;
}

/** The name of the chunk (file `mantine-core.<hash>.js`). */
export const MANTINE_CORE_CHUNK = 'mantine-core';

/**
 * Whether a module belongs in the core's chunk: it is in a chunk group of @mantine/core, and
 * every chunk group it is in belongs to @mantine/core or to one of the bundles shared apart
 * (`apart`: share key → the file of the bundle, which the shell provides without importing it).
 */
export function inMantineCoreChunk(module: unknown, graphs: GraphsLike, apart: Readonly<Record<string, string>>): boolean {
  return inSharedFamily(module, graphs, ['@mantine/core', ...Object.keys(apart)], '@mantine/core', apart);
}

/**
 * Whether a module belongs in a family's chunk: it is in a chunk group of `anchor`, and every
 * chunk group it is in provides (or falls back to) one of the family's shared modules. A chunk
 * group's shared module is the share key of its origin (shareKeyOf: a consume's request, or the
 * key of the file a provide module provides); `files` names keys the build provides without
 * importing them.
 */
export function inSharedFamily(
  module: unknown,
  { chunkGraph, moduleGraph }: GraphsLike,
  members: readonly string[],
  anchor: string | null,
  files: Readonly<Record<string, string>> = {},
): boolean {
  const family = new Set(members);
  const byFile = new Map(Object.entries(files).map(([key, file]) => [file, key]));
  let core = false;
  for (const chunk of chunkGraph.getModuleChunks(module as never)) {
    for (const group of chunk.groupsIterable) {
      for (const origin of group.origins) {
        const shared = origin.module ? shareKeyOf(origin.module, moduleGraph, byFile) : undefined;
        if (shared === undefined || !family.has(shared)) return false;
        if (anchor === null || shared === anchor) core = true;
      }
    }
  }
  return core;
}

/** The splitChunks cache group (production shell build; see rspack-base.ts). */
export function mantineCoreCacheGroup(apart: Readonly<Record<string, string>>) {
  return {
    chunks: 'async' as const,
    name: MANTINE_CORE_CHUNK,
    // Whatever its size, and before the default groups (priority -10, -20).
    enforce: true,
    priority: 10,
    test: (module: unknown, graphs: unknown) => inMantineCoreChunk(module, graphs as GraphsLike, apart),
  };
}

/** React and Redux: shared modules the shell's first screen always loads together (see above). */
export const FRAMEWORK = ['react', 'react/jsx-runtime', 'react-redux', '@reduxjs/toolkit'] as const;
export const FRAMEWORK_CHUNK = 'framework';

/** The splitChunks cache group of FRAMEWORK (production shell build). */
export function frameworkCacheGroup() {
  return {
    chunks: 'async' as const,
    name: FRAMEWORK_CHUNK,
    enforce: true,
    priority: 9,
    test: (module: unknown, graphs: unknown) => inSharedFamily(module, graphs as GraphsLike, FRAMEWORK, null),
  };
}
