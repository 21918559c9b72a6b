/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) next to every compressible
 * file of the output folder once a build is done, so the servers send them as they are
 * (@fastify/static `preCompressed`) and never compress while a donor waits. Files under 256 bytes are
 * left alone (compression saves less than it costs); a compressed copy older than its file is made again.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Compiler } from '@rspack/core';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/i;
export const MIN_BYTES = 256;

/** Compresses every compressible file under `dir` whose .br / .gz is missing or older. Returns the files compressed. */
export async function precompressFolder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const done: string[] = [];
  await Promise.all(
    entries
      .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
      .map(async (e) => {
        const file = path.join(e.parentPath, e.name);
        const stat = await fs.stat(file);
        if (stat.size < MIN_BYTES) return;
        const fresh = async (copy: string) => {
          try {
            return (await fs.stat(copy)).mtimeMs >= stat.mtimeMs;
          } catch {
            return false;
          }
        };
        if ((await fresh(`${file}.br`)) && (await fresh(`${file}.gz`))) return;
        const raw = await fs.readFile(file);
        const [br, gz] = await Promise.all([
          brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gzip(raw, { level: 9 }),
        ]);
        await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        done.push(file);
      }),
  );
  return done;
}

export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tapPromise('PrecompressPlugin', async (stats) => {
      if (stats.hasErrors()) return;
      const dir = compiler.options.output.path;
      if (dir) await precompressFolder(dir);
    });
  }
}
