/**
 * The shell's frame for its server (server/render-frame.tsx): dist/.server/frame.cjs, one file, run
 * by the shell's server (scripts/lib/frame.mjs). See serverBundle.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBundle } from 'relief-build/rspack-base';

export default serverBundle({ name: 'shell-frame', dir: path.dirname(fileURLToPath(import.meta.url)), entry: { frame: './server/render-frame.tsx' }, oneFile: true });
