// @ts-check
// Plain JavaScript: vitest loads the front ends' config files with Node, which imports this as is.
import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files run at the same time: at least two. Vitest's default (cores − 1) runs one file at a
 * time on a 2-core machine (CI here), leaving a core idle while a file sets up or waits; two cut
 * the front ends' test time by about a quarter there.
 */
export const TEST_WORKERS = Math.max(2, os.availableParallelism() - 1);

/**
 * The vitest configuration of a front end (shell and remotes): happy-dom, tests beside the code,
 * the shared setup (shared-auth/testing/setup). `test` adds to it (e.g. a longer testTimeout).
 * @param {{ testTimeout?: number }} [test]
 */
export function frontEndTestConfig(test = {}) {
  return defineConfig({
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['shared-auth/testing/setup'],
      maxWorkers: TEST_WORKERS,
      // A deadline for a hung test, not a speed check: files share the cores.
      testTimeout: 15_000,
      ...test,
    },
  });
}
