// @ts-check
/**
 * A remote's Module Federation runtime plugin (its documented `resolveShare` hook): a remote takes
 * a shared library from the shell only when that copy can serve it; otherwise it uses the copy it
 * was built with (its own fallback, which every build has), so a remote never depends on the
 * running shell having been rebuilt first.
 *
 * The shell's copy is NOT taken when:
 * - its version is outside the range this remote asks for (`requiredVersion`, see sharedConfig in
 *   rspack-base.ts: a caret on the major version for the libraries of which only one copy can
 *   work, such as React and the router, and on the exact version built with for @mantine/core);
 * - it is loaded and lacks an export this remote uses (`needs`, computed from the remote's code at
 *   build time by mantine-surface.mjs; not the `usedExports` the runtime passes in `shareInfo`,
 *   which Module Federation infers with member names such as Grid's `Col` and would refuse every
 *   copy): the shell provides @mantine/core and react-router-dom tree-shaken to the exports
 *   it chooses (scripts/build/shared-surface.json), and a remote may use any other export.
 *
 * - it is a bundle shared apart (shared-auth/forms, shared-auth/overlays: a few @mantine/core
 *   components the shell provides on their own) whose declared contents lack a component this
 *   remote imports from it. The shell declares them in its version's build metadata
 *   (`1.0.0+PasswordInput.Textarea`), known before the bundle is loaded. The bundles are built on
 *   @mantine/core's own files, so the remote's own copy of a bundle only works with its own copy of
 *   @mantine/core: the shell's @mantine/core is then refused too.
 *
 * A second copy of @mantine/core works: the remote's pages render inside shared-auth/mantine-bridge,
 * which gives that copy its own MantineProvider (theme and colour scheme of the page). A second copy
 * of React or the router cannot: the page then fails inside the remote's error boundary, which
 * shows the bounded error with Retry (never a blank page).
 */

/**
 * Whether a version meets a range of the forms the builds write (sharedConfig in rspack-base.ts):
 * `*`, `^x.y.z` (same major, or same minor below 1.0, and not older). Any other form is taken as
 * met (this check only refuses what it understands). Kept here, small, rather than importing the
 * runtime's semver into every remote entry.
 * @param {string} version
 * @param {string} range
 */
export function meets(version, range) {
  const need = /^\^(\d+)\.(\d+)\.(\d+)/.exec(range.trim())?.slice(1).map(Number);
  const have = /^(\d+)\.(\d+)\.(\d+)/.exec(version.trim())?.slice(1).map(Number);
  if (!need || !have) return true;
  if (have[0] !== need[0] || (need[0] === 0 && have[1] !== need[1])) return false;
  for (let i = 0; i < 3; i++) if (have[i] !== need[i]) return /** @type {number} */ (have[i]) > /** @type {number} */ (need[i]);
  return true;
}

/**
 * The exports a copy declares in its version's build metadata (`1.0.0+PasswordInput.Textarea`),
 * or null when it declares none.
 * @param {string | undefined} version
 * @returns {Set<string> | null}
 */
export function declaredExports(version) {
  const plus = version?.indexOf('+') ?? -1;
  if (!version || plus < 0) return null;
  return new Set(version.slice(plus + 1).split('.').filter(Boolean));
}

/**
 * Why the selected shared copy cannot serve this container (undefined: it can).
 * @param {{ version?: string, requiredVersion?: string | false, needs?: string[], lib?: unknown }} arg
 * @returns {string | undefined}
 */
export function unusableBecause({ version, requiredVersion, needs, lib }) {
  if (typeof requiredVersion === 'string' && version && !meets(version.split('+')[0] ?? version, requiredVersion)) {
    return `version ${version} is outside ${requiredVersion}`;
  }
  const declared = declaredExports(version);
  if (needs?.length && declared) {
    const missing = needs.filter((name) => !declared.has(name));
    if (missing.length) return `it lacks ${missing.join(', ')}`;
  }
  if (needs?.length && typeof lib === 'function') {
    /** @type {Record<string, unknown> | null} */
    let exports = null;
    try {
      exports = /** @type {() => Record<string, unknown>} */ (lib)();
    } catch {
      return undefined;
    }
    const missing = needs.filter((name) => !exports || exports[name] === undefined);
    if (missing.length) return `it lacks ${missing.join(', ')}`;
  }
  return undefined;
}

/**
 * Which bundle shared apart (a copy that declares its contents: the shell's), among those this
 * remote imports from, lacks a component it uses, with why.
 * @param {Record<string, Record<string, unknown>> | undefined} scope the share scope
 * @param {Record<string, string[]>} needsOf
 * @returns {string | undefined}
 */
export function apartUnusable(scope, needsOf) {
  for (const name in needsOf) {
    for (const version in scope?.[name]) {
      const reason = declaredExports(version) && unusableBecause({ version, needs: needsOf[name] });
      if (reason) return `${name} ${reason}`;
    }
  }
  return undefined;
}

/**
 * @typedef {object} OwnCopyOptions
 * @property {Record<string, string[]>} [needs] per shared module, the exports this remote uses
 * @property {(message: string) => void} [log]
 */

/** @param {OwnCopyOptions} [options] */
export default function ownCopyWhenNeeded(options = {}) {
  const needsOf = options.needs ?? {};
  const log = options.log ?? ((message) => console.warn(message));
  return {
    name: 'relief-own-copy-when-needed',
    /** @param {any} args */
    resolveShare(args) {
      const { pkgName, shareInfo } = args;
      const original = args.resolver;
      args.resolver = () => {
        const picked = original();
        if (!picked?.shared) return picked;
        // The copy the runtime would hand over (its tree-shaken variant when it uses one).
        const target = picked.useTreesShaking && picked.shared.treeShaking ? picked.shared.treeShaking : picked.shared;
        const reason =
          unusableBecause({
            version: args.version,
            requiredVersion: shareInfo?.shareConfig?.requiredVersion,
            needs: needsOf[pkgName],
            lib: target.lib,
          }) ?? (pkgName === APART_BASE ? apartUnusable(args.shareScopeMap?.[args.scope], needsOf) : undefined);
        if (!reason) return picked;
        // Nothing registered is usable: the runtime then gives this container its own copy.
        log(`[${shareInfo?.from}] uses its own ${pkgName}: ${reason}`);
        return undefined;
      };
      return args;
    },
  };
}

/** The library the bundles shared apart are built on. */
const APART_BASE = '@mantine/core';
