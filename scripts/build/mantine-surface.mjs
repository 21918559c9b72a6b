// @ts-check
/**
 * The @mantine/core and react-router-dom exports the shell offers to the remotes
 * (scripts/build/shared-surface.json), and what each build uses of them.
 *
 * @mantine/core and react-router-dom are federation singletons. Shared whole, @mantine/core alone
 * is ~140 KB brotli on the landing page (react-router ~50 KB); with Module Federation 2's shared
 * `treeShaking` the shell's copy holds only the exports of the list, which the shell chooses (today:
 * what the front ends use). It is not a contract: a remote that uses an export the deployed shell
 * lacks takes its own copy at run time (own-copy-plugin.mjs, told what the remote uses, computed
 * here) and works, only heavier, until the shell offers the export too. No deploy order.
 *
 * The @mantine packages a build bundles count from what they really use: the files reached from
 * the exports the build imports of a package it bundles and tree-shakes (charts, carousel), every
 * file of one shared whole (notifications, SHIPPED_WHOLE). "Reached" is the file-level closure
 * over relative imports from the files that define those exports in the package's esm index:
 * charts' Heatmap needs Tooltip, the DonutChart and PieChart the dashboard uses do not.
 *
 * @mantine/hooks is not shared (see SINGLETONS in rspack-base.ts): the hooks @mantine/core needs
 * are bundled with the shell's tree-shaken core, and each unit bundles the few it calls itself.
 *
 *   node scripts/build/mantine-surface.mjs           # check every package, print what is missing
 *   node scripts/build/mantine-surface.mjs --write   # rewrite the list as the union in use
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '..', '..');
export const SURFACE_FILE = path.join(HERE, 'shared-surface.json');
/** The shared packages that are tree-shaken to the surface. */
export const SURFACE_PACKAGES = /** @type {const} */ (['@mantine/core', 'react-router-dom', 'react-i18next']);
/**
 * Packages nobody may import directly: `react-router` is bundled inside the shared
 * `react-router-dom` (which re-exports all of it), so a direct import would load a second copy.
 */
const FORBIDDEN = /** @type {Record<string, string>} */ ({ 'react-router': 'import it from react-router-dom' });
const FRONT_ENDS = ['shell', 'mf-public', 'mf-dashboard', 'mf-community'];
/**
 * @mantine packages shared as federation singletons WITHOUT tree-shaking (SINGLETONS in
 * rspack-base.ts): every file of them is on the page, so all of their imports count. The other
 * @mantine packages (charts, carousel) are bundled into the build that uses them and tree-shaken
 * by Rspack (their package.json has `sideEffects: ["*.css"]`): only the files reached from the
 * exports that build imports count.
 */
export const SHIPPED_WHOLE = /** @type {const} */ (['@mantine/notifications']);

/**
 * @mantine/core components shared apart: each bundle below is a federation singleton of its own
 * (SINGLETONS in rspack-base.ts) with the components only some pages use, so the other pages do
 * not download them (see shared-auth/src/ui/overlays.ts and forms.ts). These names are never
 * imported from @mantine/core and never in the surface. THE list of the bundles and their
 * components: rspack-base.ts shares each bundle, this check refuses its components from
 * @mantine/core, shell/src/federation/provided.ts makes the shell provide each one.
 *
 * A bundle `shared-auth/<x>` is the package export `./<x>` (shared-auth/package.json):
 * src/ui/<x>.ts re-exports the components from @mantine/core for types and unit tests, and is
 * not scanned (the builds use src/ui/<x>.bundle.mjs instead, which takes them from
 * @mantine/core's own esm files; see apartFiles).
 */
export const SHARED_APART = /** @type {const} */ ({
  // Dialogs (with the donate dialog's Checkbox), drawers, tables, the dashboard's menu and legends.
  'shared-auth/overlays': ['Checkbox', 'ColorSwatch', 'Drawer', 'Flex', 'Image', 'Modal', 'NavLink', 'Table'],
  // Form fields of a few forms: login and register, the contact, comment, testimonial and
  // campaign forms.
  'shared-auth/forms': ['PasswordInput', 'Textarea'],
});

/**
 * The files of a bundle shared apart: the typed module its package export names (types, unit
 * tests) and the build-time implementation beside it (`<x>.bundle.mjs`).
 * @param {string} name  e.g. shared-auth/forms
 * @returns {{ typed: string, bundle: string }}
 */
export function apartFiles(name) {
  const [pkg, sub] = name.split('/');
  const pkgDir = path.join(ROOT, /** @type {string} */ (pkg));
  const exports = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).exports ?? {};
  const target = exports[`./${sub}`]?.default;
  if (typeof target !== 'string' || !target.endsWith('.ts')) {
    throw new Error(`${name} is shared apart (SHARED_APART) but ${pkg}/package.json has no export "./${sub}" of a .ts file`);
  }
  const typed = path.join(pkgDir, target);
  return { typed, bundle: typed.replace(/\.ts$/, '.bundle.mjs') };
}

/**
 * The bundle shared apart that a @mantine/core component is taken from (undefined when none).
 * @param {string} component
 * @returns {string | undefined}
 */
export function apartBundleOf(component) {
  return Object.entries(SHARED_APART).find(([, names]) => /** @type {readonly string[]} */ (names).includes(component))?.[0];
}

/**
 * The directory of an installed package, found by walking up node_modules from `from`.
 * @param {string} pkg
 * @param {string} from
 */
function installedDir(pkg, from) {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${pkg} is not installed (looked from ${from})`);
  }
}

/** @returns {Record<string, string[]>} */
export function readSurface() {
  return JSON.parse(fs.readFileSync(SURFACE_FILE, 'utf8'));
}

/**
 * @param {string} dir
 * @param {RegExp} pattern
 * @returns {string[]}
 */
function walk(dir, pattern) {
  /** @type {string[]} */
  const out = [];
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || entry.name === 'test' || entry.name === 'testing') continue;
      out.push(...walk(full, pattern));
    } else if (pattern.test(entry.name) && !/\.test\.[cm]?[jt]sx?$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

/**
 * Names imported (or re-exported) from `pkg` in a piece of code; type-only imports left out.
 * A namespace or default import is reported as `*` (not allowed: it needs the whole package).
 * @param {string} code
 * @param {string} pkg
 * @returns {Set<string>}
 */
export function importedNames(code, pkg) {
  const names = new Set();
  const quoted = pkg.replace(/[/.]/g, (c) => `\\${c}`);
  const named = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
  for (const match of code.matchAll(named)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.add(spec.split(/\s+as\s+/)[0].trim());
    }
  }
  const whole = new RegExp(`import\\s+(?!type\\b)(\\*\\s+as\\s+\\w+|\\w+)\\s+from\\s*['"]${quoted}['"]`, 'g');
  if (whole.test(code)) names.add('*');
  return names;
}

/** Relative module specifiers of an ES module: static imports, re-exports, dynamic imports. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g;

/** @type {Map<string, Map<string, string[] | null>>} */
const indexCache = new Map();

/**
 * Where each export of a package's esm index is defined: export name → file (null when it comes
 * from another package, e.g. RemoveScroll from react-remove-scroll). `*` re-exports are listed
 * under the key `*` (their files may define any name not found otherwise).
 * @param {string} pkgDir  the installed package's directory
 * @returns {Map<string, string[] | null>}
 */
function indexExports(pkgDir) {
  const cached = indexCache.get(pkgDir);
  if (cached) return cached;
  const indexFile = path.join(pkgDir, 'esm', 'index.mjs');
  const code = fs.readFileSync(indexFile, 'utf8');
  const resolve = (/** @type {string} */ spec) => (spec.startsWith('.') ? path.resolve(path.dirname(indexFile), spec) : null);
  /** @type {Map<string, string | null>} local binding → file */
  const locals = new Map();
  /** @type {Map<string, string[] | null>} */
  const exports = new Map();
  const bindings = (/** @type {string} */ list) =>
    list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [from, to] = part.split(/\s+as\s+/).map((n) => n.trim());
        return { from, to: to ?? from };
      });
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const { to } of bindings(m[1])) locals.set(to, resolve(m[2]));
  }
  for (const m of code.matchAll(/import\s+([\w$]+)\s+from\s*["']([^"']+)["']/g)) locals.set(m[1], resolve(m[2]));
  for (const m of code.matchAll(/export\s*\{([^}]*)\}\s*(?:from\s*["']([^"']+)["'])?/g)) {
    for (const { from, to } of bindings(m[1])) {
      const file = m[2] !== undefined ? resolve(m[2]) : locals.get(from);
      exports.set(to, file === undefined || file === null ? null : [file]);
    }
  }
  const star = [...code.matchAll(/export\s*\*\s*from\s*["'](\.[^"']+)["']/g)].map((m) => /** @type {string} */ (resolve(m[1])));
  if (star.length) exports.set('*', star);
  indexCache.set(pkgDir, exports);
  return exports;
}

/**
 * The esm files of a package that the given exports reach: the files defining them (per the
 * package's esm index) and, transitively, every file they import relatively. `names` null or
 * containing `*` (a namespace import) means every export. Names the package does not export
 * (type names, typos) reach nothing.
 * @param {string} pkgDir
 * @param {Iterable<string> | null} names
 * @returns {string[]}
 */
export function reachedFiles(pkgDir, names) {
  const index = indexExports(pkgDir);
  const wanted = new Set(names ?? ['*']);
  const all = wanted.has('*');
  // A name the index does not list by name may come from one of its `export * from` files.
  const unlisted = [...wanted].some((name) => !index.has(name));
  /** @type {string[]} */
  const queue = [];
  for (const [name, files] of index) {
    if (files && (all || wanted.has(name) || (name === '*' && unlisted))) queue.push(...files);
  }
  const seen = new Set();
  while (queue.length) {
    const file = /** @type {string} */ (queue.pop());
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.[cm]?js$/.test(file)) continue;
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(RELATIVE_IMPORT)) queue.push(path.resolve(path.dirname(file), m[1]));
  }
  return [...seen].filter((f) => /\.[cm]?js$/.test(f)).sort();
}

/**
 * Every export a front end's build pulls in from the shared surface packages: its own src, the
 * shared-auth library, and the other @mantine packages it ships (they import @mantine/core, e.g.
 * notifications, carousel, charts; see SHIPPED_WHOLE).
 * @param {string} packageDir
 * @returns {Record<string, Map<string, string>>}  package → export name → first file using it
 */
export function usedMantineExports(packageDir) {
  const pkgJson = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const deps = Object.keys({ ...pkgJson.dependencies, ...pkgJson.peerDependencies });
  const files = [...walk(path.join(packageDir, 'src'), /\.[cm]?[jt]sx?$/)];
  if (path.resolve(packageDir) !== path.join(ROOT, 'shared-auth')) files.push(...walk(path.join(ROOT, 'shared-auth', 'src'), /\.[cm]?[jt]sx?$/));
  const typedApart = new Set(Object.keys(SHARED_APART).map((name) => apartFiles(name).typed));
  const own = files.filter((file) => !typedApart.has(file));
  const others = deps.filter((dep) => dep.startsWith('@mantine/') && !(/** @type {readonly string[]} */ (SURFACE_PACKAGES)).includes(dep));
  /** @type {Record<string, Map<string, string>>} */
  const used = Object.fromEntries(SURFACE_PACKAGES.map((p) => [p, new Map()]));
  for (const pkg of Object.keys(FORBIDDEN)) used[pkg] = new Map();
  /** @type {Record<string, Set<string>>} the exports of the other @mantine packages that the code imports */
  const fromOthers = Object.fromEntries(others.map((dep) => [dep, new Set()]));
  /**
   * @param {string} file
   * @param {string[]} pkgs
   */
  const scan = (file, pkgs) => {
    const code = fs.readFileSync(file, 'utf8');
    for (const pkg of pkgs) {
      for (const name of importedNames(code, pkg)) if (!used[pkg].has(name)) used[pkg].set(name, path.relative(ROOT, file));
    }
    for (const dep of others) for (const name of importedNames(code, dep)) fromOthers[dep].add(name);
  };
  for (const file of own) scan(file, Object.keys(used));
  for (const dep of others) {
    const whole = /** @type {readonly string[]} */ (SHIPPED_WHOLE).includes(dep);
    for (const file of reachedFiles(installedDir(dep, packageDir), whole ? null : fromOthers[dep])) scan(file, ['@mantine/core']);
  }
  return used;
}

/**
 * What a package's own code imports from each bundle shared apart (e.g. shared-auth/forms →
 * PasswordInput), for its runtime plugin: the shell's bundle must have them (own-copy-plugin.mjs).
 * @param {string} packageDir
 * @returns {Record<string, string[]>}
 */
export function usedApartExports(packageDir) {
  /** @type {Record<string, Set<string>>} */
  const used = Object.fromEntries(Object.keys(SHARED_APART).map((name) => [name, new Set()]));
  for (const file of walk(path.join(packageDir, 'src'), /\.[cm]?[jt]sx?$/)) {
    const code = fs.readFileSync(file, 'utf8');
    for (const name of Object.keys(used)) for (const imported of importedNames(code, name)) if (imported !== '*') used[name]?.add(imported);
  }
  return Object.fromEntries(Object.entries(used).map(([name, names]) => [name, [...names].sort()]));
}

/**
 * The exports a build uses that the shared surface lacks (empty when all is well).
 * @param {string} packageDir
 * @returns {{ pkg: string, name: string, file: string }[]}
 */
export function missingFromSurface(packageDir) {
  const surface = readSurface();
  const used = usedMantineExports(packageDir);
  /** @type {{ pkg: string, name: string, file: string }[]} */
  const missing = [];
  for (const pkg of SURFACE_PACKAGES) {
    const allowed = new Set(surface[pkg] ?? []);
    for (const [name, file] of used[pkg]) {
      const apart = pkg === '@mantine/core' && !file.startsWith('node_modules') ? apartBundleOf(name) : undefined;
      if (apart) missing.push({ pkg, name: `${name} (import it from ${apart})`, file });
      else if (!allowed.has(name)) missing.push({ pkg, name, file });
    }
  }
  for (const [pkg, advice] of Object.entries(FORBIDDEN)) {
    for (const [name, file] of used[pkg] ?? []) missing.push({ pkg, name: `${name} (${advice})`, file });
  }
  return missing;
}

/**
 * The build's check of its Mantine and router imports.
 * - The shell: fails when its code uses an export outside the list it provides (its own copy is
 *   tree-shaken to that list, so the export would be undefined). Add it to the list.
 * - A remote: fails only on imports no build may make (react-router directly, which would load a
 *   second router; a namespace or default import, whose exports cannot be counted). An export the
 *   shell's list lacks is fine: at run time the remote then uses its own copy of the library
 *   (own-copy-plugin.mjs), which costs its pages that copy's bytes until the shell offers the
 *   export too. The build says so.
 * @param {string} packageDir
 * @param {string} unit  e.g. mf_public
 * @param {(message: string) => void} [warn]
 */
export function checkMantineImports(packageDir, unit, warn = (message) => console.warn(message)) {
  const missing = missingFromSurface(packageDir);
  if (missing.length === 0) return;
  const line = (/** @type {{ pkg: string, name: string, file: string }} */ m) =>
    `  - ${m.name === '*' ? 'a namespace/default import' : m.name} from ${m.pkg} (${m.file})`;
  const refused = unit === 'shell' ? missing : missing.filter((m) => m.name === '*' || Object.hasOwn(FORBIDDEN, m.pkg));
  if (refused.length) {
    throw new Error(
      unit === 'shell'
        ? `the shell uses exports outside the list it provides (scripts/build/shared-surface.json):\n${refused.map(line).join('\n')}\n` +
            `Its copy is tree-shaken to that list: add them (node scripts/build/mantine-surface.mjs --write). ` +
            `(A namespace or default import is not allowed: import the names you use.)`
        : `${unit} makes imports no build may make:\n${refused.map(line).join('\n')}\n` +
            `Import the names you use (not a namespace), and the router from react-router-dom.`,
    );
  }
  const extra = missing.filter((m) => !refused.includes(m));
  if (extra.length) {
    warn(
      `${unit} uses exports the shell does not offer today:\n${extra.map(line).join('\n')}\n` +
        `It works with any deployed shell: it then uses its own copy of the library (more bytes on its pages). ` +
        `To share them, add them to the shell's list (node scripts/build/mantine-surface.mjs --write) when the shell is next deployed; no order between the two deploys.`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) {
    /** @type {Record<string, Set<string>>} */
    const union = Object.fromEntries(SURFACE_PACKAGES.map((p) => [p, new Set()]));
    for (const unit of FRONT_ENDS) {
      const used = usedMantineExports(path.join(ROOT, unit));
      for (const pkg of SURFACE_PACKAGES) for (const name of used[pkg].keys()) union[pkg].add(name);
    }
    const out = Object.fromEntries(SURFACE_PACKAGES.map((p) => [p, [...union[p]].filter((n) => n !== '*').sort()]));
    fs.writeFileSync(SURFACE_FILE, `${JSON.stringify(out, null, 2)}\n`);
    console.log(`wrote ${path.relative(ROOT, SURFACE_FILE)}: ${SURFACE_PACKAGES.map((p) => `${p} ${out[p].length}`).join(', ')}`);
  } else {
    let bad = 0;
    for (const unit of FRONT_ENDS) {
      const missing = missingFromSurface(path.join(ROOT, unit));
      bad += missing.length;
      console.log(`${unit}: ${missing.length ? missing.map((m) => `${m.pkg} ${m.name} (${m.file})`).join(', ') : 'within the surface'}`);
    }
    process.exit(bad ? 1 : 0);
  }
}
