import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { filesNeedingFreshModules } from './src/testing/vitest-config.mjs';

// As the front ends (src/testing/vitest-config.mjs): most files share their worker's loaded modules;
// the files that replace a module with vi.mock or reset modules run isolated, and so do two that
// test a module's own state: notify's (whether the toast code was loaded) and ui's (ReliefProviders
// gives pages the one store of the page, which other files sign in).
const include = ['src/**/*.test.{ts,tsx}'];
const freshModules = [...filesNeedingFreshModules(fileURLToPath(new URL('.', import.meta.url))), 'src/ui/notify.test.tsx', 'src/ui/ui.test.tsx'];

export default defineConfig({
  test: {
    environment: 'happy-dom',
    projects: [
      { extends: true, test: { name: 'shared', include, exclude: freshModules, isolate: false, setupFiles: ['src/testing/cleanup.ts'] } },
      { extends: true, test: { name: 'isolated', include: freshModules, isolate: true } },
    ],
  },
});
