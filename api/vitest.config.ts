import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // At least two files at a time (vitest's default, cores − 1, is one on a 2-core machine).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Test files share their worker's modules instead of importing the app again each (~4 s a file
    // here): the API suite runs in ~50 s instead of ~130 s, three times per CI run (SQLite, PostgreSQL,
    // Node 24). Every test builds its own app on its own fresh database (src/test/helpers.ts), so no state
    // is carried from one file to the next; module-level state a test changes (env, timers, mocks)
    // is restored by that test.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
