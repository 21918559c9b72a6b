// @ts-check
// Plain JavaScript: vitest loads the front ends' config files with Node, which imports this as is.
import { defineConfig } from 'vitest/config';

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
      ...test,
    },
  });
}
