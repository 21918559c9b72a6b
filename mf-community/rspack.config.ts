import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeConfig } from '../scripts/build/rspack-base';

/** mf_community: a Module Federation remote exposing './pages' (see scripts/build/rspack-base.ts). */
export default makeConfig({
  name: 'mf_community',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './pages': './src/pages.tsx' },
  title: 'Relief: community (standalone)',
  port: Number(process.env.MF_COMMUNITY_PORT ?? 3003),
});
