// @ts-check
/**
 * One Module Federation bundler runtime on the page (~9 KB brotli less on every page).
 *
 * Every remoteEntry.js would carry Module Federation's "webpack bundler runtime" (the code that
 * loads a container's shared modules and remotes), although the shell's main.js has the same
 * code. In production the remotes are built with that module external
 * (`_FEDERATION_BUNDLER_RUNTIME`, see rspack-base.ts) and the shell provides it here — as
 * `experiments.externalRuntime` already does for the runtime core.
 *
 * The module's default export is a `federation` object that each container copies and fills in
 * with its own state, so the global is a getter handing each container a FRESH object:
 * - `bundlerRuntimeOptions` and the share-scope cache `S` are new objects;
 * - `runtime` is a new wrapper with the container's own federation instance (the runtime
 *   package keeps "the" instance in a module variable and finds it by the build's identifier,
 *   which in the shell's copy is the shell's);
 * - `initContainerEntry` is added back (the shell, built without exposes, leaves it out).
 */
import * as bundler from '@module-federation/webpack-bundler-runtime/dist/index.cjs';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';
import * as runtime from '@module-federation/runtime';

export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

/**
 * The runtime API for one container: the runtime package's functions, with `init` and the
 * instance-bound calls on this container's own instance (an existing one found by name and
 * version through the runtime's documented `getInstance(finder)`, as its own `init` does).
 */
export function containerRuntime() {
  /** @type {any} */
  let instance = null;
  const own = () => {
    if (!instance) throw new Error('[Module Federation] the container was used before its init');
    return instance;
  };
  /** @param {string} method */
  const bound =
    (method) =>
    (/** @type {unknown[]} */ ...args) =>
      own()[method](...args);
  return {
    ...runtime,
    /** @param {{ name: string, version?: string, id?: string }} options */
    init(options) {
      const existing = /** @type {any} */ (runtime.getInstance)(
        (/** @type {any} */ i) => i.options.name === options.name && (options.version ? i.options.version === options.version : !i.options.version),
      );
      const normalized = { ...options, id: options.id || '' };
      if (!existing) {
        instance = runtime.createInstance(/** @type {any} */ (normalized));
        return instance;
      }
      existing.initOptions(normalized);
      if (!instance) instance = existing;
      return existing;
    },
    loadRemote: bound('loadRemote'),
    loadShare: bound('loadShare'),
    loadShareSync: bound('loadShareSync'),
    preloadRemote: bound('preloadRemote'),
    registerRemotes: bound('registerRemotes'),
    registerPlugins: bound('registerPlugins'),
    registerShared: bound('registerShared'),
    /** @param {((i: any) => boolean) | undefined} finder */
    getInstance(finder) {
      return finder ? runtime.getInstance(finder) : instance;
    },
  };
}

/** A new federation object for one container, from the shared functions. */
export function freshFederation() {
  return {
    runtime: containerRuntime(),
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...bundler.bundlerRuntime, S: {}, initContainerEntry },
    attachShareScopeMap: bundler.attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}

/** Defines the global (once): every read gives a fresh federation object. */
export function provideBundlerRuntime(target = /** @type {Record<string, unknown>} */ (globalThis)) {
  if (Object.getOwnPropertyDescriptor(target, BUNDLER_RUNTIME_GLOBAL)) return;
  Object.defineProperty(target, BUNDLER_RUNTIME_GLOBAL, { configurable: true, get: freshFederation });
}
