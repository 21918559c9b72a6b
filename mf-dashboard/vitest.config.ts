import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['shared-auth/testing/setup'],
    // userEvent typing in happy-dom is slow on a busy machine.
    testTimeout: 20_000,
  },
});
