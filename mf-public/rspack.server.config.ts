/**
 * mf-public's live first screens for its server (server/render-screen.tsx): dist/.server/screens.cjs,
 * run by this remote's own server (scripts/lib/live-screens.mjs). See serverBundle.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBundle } from 'relief-build/rspack-base';

export default serverBundle({ name: 'mf-public-screens', dir: path.dirname(fileURLToPath(import.meta.url)), entry: { screens: './server/render-screen.tsx' }, oneFile: false });
