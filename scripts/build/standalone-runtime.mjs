// @ts-check
/**
 * Entry that runs first on a remote's own (standalone) production page: provides the Module
 * Federation runtime core as the global the remote's bundles expect.
 *
 * In production the remotes are built with `experiments.externalRuntime` (their
 * remoteEntry.js does not carry a second copy of the MF runtime, ~14 KB brotli less on every
 * page of the product): inside the product, the shell provides the runtime
 * (`experiments.provideExternalRuntime`). A remote's standalone page has no shell, so this entry
 * (bundled, not externalised: it is imported under an alias) provides it instead.
 */
import * as runtimeCore from 'relief-mf-runtime-core';

const global = /** @type {Record<string, unknown>} */ (globalThis);
if (!global._FEDERATION_RUNTIME_CORE) global._FEDERATION_RUNTIME_CORE = runtimeCore;
