import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { isolationProjects } from './src/testing/vitest-config.mjs';

// As the front ends (src/testing/vitest-config.mjs), and two more files run isolated that test a
// module's own state: notify's (whether the toast code was loaded) and ui's (ReliefProviders gives
// pages the one store of the page, which other files sign in).
export default defineConfig({
  test: {
    environment: 'happy-dom',
    projects: isolationProjects({
      root: fileURLToPath(new URL('.', import.meta.url)),
      isolated: ['src/ui/notify.test.tsx', 'src/ui/ui.test.tsx'],
      setupFiles: ['src/testing/cleanup.ts'],
    }),
  },
});
