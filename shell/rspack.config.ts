import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeConfig } from 'relief-build/rspack-base';

/** The Module Federation host. Remotes are registered at run time from /remotes.json. */
export default makeConfig({
  name: 'shell',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'Post-Disaster Relief Donation Platform',
  port: Number(process.env.SHELL_PORT ?? 3000),
  // The entry's two first imports (src/index.ts): the shared libraries alone, then the app.
  preload: ['./frame/early-libraries', './bootstrap'],
});
