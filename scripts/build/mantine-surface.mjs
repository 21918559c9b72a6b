// @ts-check
/**
 * The platform's shared surface: the @mantine/core, @mantine/hooks and react-router-dom exports
 * that the shell provides to every remote (scripts/build/shared-surface.json).
 *
 * @mantine/core and @mantine/hooks are federation singletons. Shared whole, @mantine/core alone
 * is ~140 KB brotli on the landing page (react-router ~50 KB); with Module Federation 2's shared `treeShaking`
 * (`usedExports` = this list) every build ships only these exports. The list must be the SAME
 * in every build — the singleton comes from whoever loads first (the shell), so a remote that
 * uses an export the deployed shell lacks would get `undefined` at run time. Hence the check
 * below, run by every build (scripts/build/rspack-base.ts): a build whose code (its src, the
 * shared-auth library, and the @mantine packages it bundles) imports a Mantine export that is
 * not in the list FAILS, telling the team to add it and redeploy the shell first.
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
export const SURFACE_PACKAGES = /** @type {const} */ (['@mantine/core', '@mantine/hooks', 'react-router-dom']);
/**
 * Packages nobody may import directly: `react-router` is bundled inside the shared
 * `react-router-dom` (which re-exports all of it), so a direct import would load a second copy.
 */
const FORBIDDEN = /** @type {Record<string, string>} */ ({ 'react-router': 'import it from react-router-dom' });
const FRONT_ENDS = ['shell', 'mf-public', 'mf-dashboard', 'mf-community'];

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

/**
 * Every Mantine export a front end's build pulls in from the shared packages: its own src, the
 * shared-auth library, and the code of the other @mantine packages it depends on (they import
 * @mantine/core and @mantine/hooks, e.g. notifications, carousel, charts), plus what
 * @mantine/core itself needs from @mantine/hooks.
 * @param {string} packageDir
 * @returns {Record<string, Map<string, string>>}  package → export name → first file using it
 */
export function usedMantineExports(packageDir) {
  const pkgJson = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const deps = Object.keys({ ...pkgJson.dependencies, ...pkgJson.peerDependencies });
  const files = [...walk(path.join(packageDir, 'src'), /\.[cm]?[jt]sx?$/)];
  if (path.resolve(packageDir) !== path.join(ROOT, 'shared-auth')) files.push(...walk(path.join(ROOT, 'shared-auth', 'src'), /\.[cm]?[jt]sx?$/));
  for (const dep of deps) {
    if (!dep.startsWith('@mantine/') || dep === '@mantine/hooks') continue;
    const esm = path.join(installedDir(dep, packageDir), 'esm');
    files.push(...walk(esm, /\.mjs$/));
  }
  /** @type {Record<string, Map<string, string>>} */
  const used = Object.fromEntries(SURFACE_PACKAGES.map((p) => [p, new Map()]));
  for (const pkg of Object.keys(FORBIDDEN)) used[pkg] = new Map();
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    for (const pkg of Object.keys(used)) {
      for (const name of importedNames(code, pkg)) if (!used[pkg].has(name)) used[pkg].set(name, path.relative(ROOT, file));
    }
  }
  return used;
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
    for (const [name, file] of used[pkg]) if (!allowed.has(name)) missing.push({ pkg, name, file });
  }
  for (const [pkg, advice] of Object.entries(FORBIDDEN)) {
    for (const [name, file] of used[pkg] ?? []) missing.push({ pkg, name: `${name} (${advice})`, file });
  }
  return missing;
}

/**
 * Throws (failing the build) when a build uses a Mantine export outside the shared surface.
 * @param {string} packageDir
 * @param {string} unit  e.g. mf_public
 */
export function assertWithinSurface(packageDir, unit) {
  const missing = missingFromSurface(packageDir);
  if (missing.length === 0) return;
  const list = missing.map((m) => `  - ${m.name === '*' ? 'a namespace/default import' : m.name} from ${m.pkg} (${m.file})`).join('\n');
  throw new Error(
    `${unit} uses exports that are not in the platform's shared surface:\n${list}\n` +
      `The shell provides @mantine/core, @mantine/hooks and react-router-dom tree-shaken to scripts/build/shared-surface.json, ` +
      `so these would be undefined at run time. Add them to that list (node scripts/build/mantine-surface.mjs --write), ` +
      `then rebuild and redeploy the SHELL first, and only then this ${unit === 'shell' ? 'build' : 'remote'}. ` +
      `(A namespace or default import is not allowed: import the names you use.)`,
  );
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
