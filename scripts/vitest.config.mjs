import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['scripts/**/*.test.mjs', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
