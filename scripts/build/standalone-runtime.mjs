// @ts-check
/**
 * Entry that runs first on a remote's own (standalone) production page: provides the Module
 * Federation runtime core and bundler runtime as the globals the remote's bundles expect.
 *
 * In production the remotes are built with `experiments.externalRuntime` and the bundler runtime
 * external (their remoteEntry.js carries neither: ~24 KB brotli less on every page of the
 * product); inside the product, the shell provides both (`provideExternalRuntime`,
 * provide-bundler-runtime-plugin.mjs). A remote's standalone page has no shell, so this entry
 * (bundled, not externalised: it is imported under an alias) provides them instead.
 */
import * as runtimeCore from 'relief-mf-runtime-core';
import { provideBundlerRuntime } from './bundler-runtime-global.mjs';

const global = /** @type {Record<string, unknown>} */ (globalThis);
if (!global._FEDERATION_RUNTIME_CORE) global._FEDERATION_RUNTIME_CORE = runtimeCore;
provideBundlerRuntime(global);
