import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeConfig } from '../scripts/build/rspack-base';

/** mf_dashboard: a Module Federation remote exposing './pages' (see scripts/build/rspack-base.ts). */
export default makeConfig({
  name: 'mf_dashboard',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './pages': './src/pages.tsx' },
  title: 'Relief: dashboard (standalone)',
  port: Number(process.env.MF_DASHBOARD_PORT ?? 3002),
});
