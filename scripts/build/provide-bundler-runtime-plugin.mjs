// @ts-check
/**
 * Module Federation runtime plugin of the shell: provides the bundler runtime the production
 * remotes leave out (see bundler-runtime-global.mjs) before any remote is initialised.
 */
import { provideBundlerRuntime } from './bundler-runtime-global.mjs';

export default function provideBundlerRuntimePlugin() {
  return {
    name: 'relief-provide-bundler-runtime',
    /** @param {unknown} args */
    beforeInit(args) {
      provideBundlerRuntime();
      return args;
    },
  };
}
