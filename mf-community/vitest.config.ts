import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['shared-auth/testing/setup'],
    // Interaction tests run slowly when the machine is busy (all workspaces test at once).
    testTimeout: 20_000,
  },
});
