import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeConfig } from 'relief-build/rspack-base';
import { ROUTES } from './src/routes';

/** mf_public: a Module Federation remote exposing './pages' (see scripts/build/rspack-base.ts). */
export default makeConfig({
  name: 'mf_public',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './pages': './src/pages.tsx' },
  // Its pages, published in its mf-manifest.json for the shell to read at run time.
  routes: ROUTES,
  title: 'Relief: public pages (standalone)',
  port: Number(process.env.MF_PUBLIC_PORT ?? 3001),
});
