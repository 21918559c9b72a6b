/**
 * One chunk for the shell's @mantine/core singleton, which every page downloads.
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
 */

/** The shared module a chunk group provides or falls back to, from its origin module's identifier. */
const SHARED_ORIGIN = /^(?:provide|consume) shared module \([^)]*\) (@?[^@]+)@/;

interface ModuleLike {
  identifier(): string;
}
interface ChunkGroupLike {
  origins: { module?: ModuleLike | null }[];
}
interface ChunkLike {
  groupsIterable: Iterable<ChunkGroupLike>;
}
interface ChunkGraphLike {
  getModuleChunks(module: never): ChunkLike[];
}

/** The name of the chunk (file `mantine-core.<hash>.js`). */
export const MANTINE_CORE_CHUNK = 'mantine-core';

/**
 * Whether a module belongs in the core's chunk: it is in a chunk group of @mantine/core, and
 * every chunk group it is in belongs to @mantine/core or to one of `apart`.
 */
export function inMantineCoreChunk(module: unknown, chunkGraph: ChunkGraphLike, apart: readonly string[]): boolean {
  const family = new Set(['@mantine/core', ...apart]);
  let core = false;
  for (const chunk of chunkGraph.getModuleChunks(module as never)) {
    for (const group of chunk.groupsIterable) {
      for (const origin of group.origins) {
        const shared = origin.module ? SHARED_ORIGIN.exec(origin.module.identifier())?.[1] : undefined;
        if (shared === undefined || !family.has(shared)) return false;
        if (shared === '@mantine/core') core = true;
      }
    }
  }
  return core;
}

/** The splitChunks cache group (production shell build; see rspack-base.ts). */
export function mantineCoreCacheGroup(apart: readonly string[]) {
  return {
    chunks: 'async' as const,
    name: MANTINE_CORE_CHUNK,
    // Whatever its size, and before the default groups (priority -10, -20).
    enforce: true,
    priority: 10,
    test: (module: unknown, { chunkGraph }: { chunkGraph: unknown }) => inMantineCoreChunk(module, chunkGraph as ChunkGraphLike, apart),
  };
}
