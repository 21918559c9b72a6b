import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { WORKERS } from './config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Browser tests: the built product in real Chromium (see e2e/harness.ts). WORKERS files at a time (e2e/config.ts). */
export default defineConfig({
  test: {
    root,
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: WORKERS > 1,
    maxWorkers: WORKERS,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    reporters: ['default'],
  },
});
