// @ts-check
// Plain JavaScript: vitest loads the front ends' config files with Node, which imports this as is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Test files run at the same time: at least two. Vitest's default (cores − 1) runs one file at a
 * time on a 2-core machine (CI here), leaving a core idle while a file sets up or waits; two cut
 * the front ends' test time by about a quarter there.
 */
export const TEST_WORKERS = Math.max(2, os.availableParallelism() - 1);

const TEST_FILE = /\.test\.tsx?$/;
/**
 * A file that replaces a module (vi.mock, vi.doMock) needs that module loaded afresh for it; one that
 * resets modules (vi.resetModules) tests the state a module keeps.
 */
const NEEDS_FRESH_MODULES = /\bvi\s*\.\s*(?:mock|doMock|unmock|doUnmock|resetModules)\s*\(/;

/**
 * The test files under `root`/src that need modules of their own (they replace a module with vi.mock
 * or reset modules), relative to `root`.
 * @param {string} root
 */
export function filesNeedingFreshModules(root) {
  const src = path.join(root, 'src');
  if (!fs.existsSync(src)) return [];
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file) && NEEDS_FRESH_MODULES.test(fs.readFileSync(path.join(src, file), 'utf8')))
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .sort();
}

/**
 * The two Vitest projects a package's tests run in. Most test files share their worker's loaded
 * modules (isolate: false): importing React, Mantine and the app again for each file was most of a
 * package's test time (mf-dashboard 130 → ~35 s on 2 cores). The files that replace a module with
 * vi.mock or reset modules run isolated (a module another file already loaded would not be replaced
 * for them), and so do the ones `isolated` names (files that test a module's own state without saying
 * so in code). `setupFiles` are the shared project's own (what empties the page between its tests).
 * @param {{ root: string, isolated?: string[], setupFiles?: string[] }} options the package's folder,
 *   and test files that need fresh modules, relative to it
 */
export function isolationProjects({ root, isolated = [], setupFiles = [] }) {
  const include = ['src/**/*.test.{ts,tsx}'];
  const freshModules = [...new Set([...filesNeedingFreshModules(root), ...isolated])].sort();
  const shared = { name: 'shared', include, exclude: freshModules, isolate: false, ...(setupFiles.length ? { setupFiles } : {}) };
  return [
    { extends: true, test: shared },
    ...(freshModules.length ? [{ extends: true, test: { name: 'isolated', include: freshModules, isolate: true } }] : []),
  ];
}

/**
 * The vitest configuration of a front end (shell and remotes): happy-dom, tests beside the code,
 * the shared setup (shared-auth/testing/setup: a fresh store, document and storage for each test),
 * and the two projects of isolationProjects. `test` adds to it (e.g. a longer testTimeout).
 * @param {{ testTimeout?: number }} [test]
 * @param {{ root?: string, isolated?: string[] }} [options] the package's folder (default: the
 *   current directory, where vitest runs), and test files that need fresh modules, relative to it
 */
export function frontEndTestConfig(test = {}, { root = process.cwd(), isolated = [] } = {}) {
  return defineConfig({
    test: {
      environment: 'happy-dom',
      setupFiles: ['shared-auth/testing/setup'],
      maxWorkers: TEST_WORKERS,
      // A deadline for a hung test, not a speed check: files share the cores.
      testTimeout: 15_000,
      ...test,
      projects: isolationProjects({ root, isolated }),
    },
  });
}
