/**
 * The check every translated unit runs on its strings (call `checkUnitStrings(dir)` in a test):
 *   - each namespace exists in every language (src/locales/<language>/<namespace>.json);
 *   - the same keys in each language, none empty, the same {{placeholders}};
 *   - every key the unit's source asks for (t('key'), t('ns:key'), i18nKey="key") exists in English
 *     in one of the unit's namespaces (or as key_one/key_other for a count).
 * Returns the problems found (an empty list when all is well), so the test's failure lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../i18n/language';
import type { RemoteRoute } from '../routes/remote-routes';

type Tree = { [key: string]: string | Tree };

export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else if (value && typeof value === 'object') for (const [k, v] of flatten(value, full)) out.set(k, v);
    else out.set(full, value as unknown as string);
  }
  return out;
}

/** The {{placeholders}} and <element/> marks (renderTags) of a text, as one comparable string. */
const placeholders = (text: string) =>
  [...[...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]), ...[...text.matchAll(/<(\w+)\/>/g)].map((m) => `<${m[1]}/>`)].sort().join(',');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'locales' && entry.name !== 'test' && entry.name !== 'testing') out.push(...sourceFiles(full));
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Keys asked for in source: t('…'), t("…") and i18nKey="…" (keys built at run time are not seen). */
export function keysInSource(code: string): string[] {
  const keys = new Set<string>();
  for (const m of code.matchAll(/\bt\(\s*(['"])([^'"\n]+)\1/g)) keys.add(m[2]!);
  for (const m of code.matchAll(/\bi18nKey=\{?\s*(['"])([^'"\n]+)\1/g)) keys.add(m[2]!);
  return [...keys];
}

/**
 * `features`: the file names (without .json) the unit registers; each must exist in every
 * language. `routes` (a remote's src/routes.ts): each title and link label has its Bangla, and each
 * route's `strings` names one of `features`.
 */
export function checkUnitStrings(unitDir: string, features: readonly string[] = [], routes: readonly RemoteRoute[] = []): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    if (route.title && !route.translations?.bn?.title) problems.push(`route ${route.path}: its title has no Bangla`);
    if (route.link?.label && !route.translations?.bn?.label) problems.push(`route ${route.path}: its link label has no Bangla`);
    for (const feature of route.strings ?? []) if (!features.includes(feature)) problems.push(`route ${route.path}: strings "${feature}" is not a registered feature`);
  }
  const localesDir = path.join(unitDir, 'src', 'locales');
  const read = (language: string, ns: string): Map<string, string> | undefined => {
    const file = path.join(localesDir, language, `${ns}.json`);
    if (!fs.existsSync(file)) return undefined;
    try {
      return flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree);
    } catch (error) {
      problems.push(`${language}/${ns}.json: not JSON (${(error as Error).message})`);
      return new Map();
    }
  };
  const namespaces = new Set<string>();
  for (const language of LANGUAGES) {
    const dir = path.join(localesDir, language);
    if (fs.existsSync(dir)) for (const f of fs.readdirSync(dir)) if (f.endsWith('.json')) namespaces.add(f.slice(0, -5));
  }
  if (namespaces.size === 0) problems.push(`no strings in ${localesDir}`);
  for (const feature of features) namespaces.add(feature);
  const english = new Map<string, Map<string, string>>();
  for (const ns of namespaces) {
    const en = read('en', ns);
    if (!en) {
      problems.push(`en/${ns}.json is missing`);
      continue;
    }
    english.set(ns, en);
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const other = read(language, ns);
      if (!other) {
        problems.push(`${language}/${ns}.json is missing`);
        continue;
      }
      for (const [key, text] of en) {
        const theirs = other.get(key);
        if (theirs === undefined) problems.push(`${language}/${ns}.json: missing "${key}"`);
        else if (typeof theirs !== 'string' || !theirs.trim()) problems.push(`${language}/${ns}.json: "${key}" is empty`);
        else if (placeholders(theirs) !== placeholders(text)) problems.push(`${language}/${ns}.json: "${key}" has {{${placeholders(theirs)}}}, English has {{${placeholders(text)}}}`);
      }
      for (const key of other.keys()) if (!en.has(key)) problems.push(`${language}/${ns}.json: "${key}" is not in English`);
    }
    for (const [key, text] of en) if (typeof text !== 'string' || !text.trim()) problems.push(`en/${ns}.json: "${key}" is empty`);
  }
  /** A namespace's file: the name itself, or the name less the unit's prefix (`public-landing` → landing). */
  const fileOf = (ns: string) => (english.has(ns) || namespaces.has(ns) ? ns : ns.slice(ns.indexOf('-') + 1));
  const has = (ns: string | undefined, key: string) => {
    const lists = ns ? [english.get(fileOf(ns))] : [...english.values()];
    return lists.some((m) => m && (m.has(key) || m.has(`${key}_one`) || m.has(`${key}_other`)));
  };
  for (const file of sourceFiles(path.join(unitDir, 'src'))) {
    for (const asked of keysInSource(fs.readFileSync(file, 'utf8'))) {
      const colon = asked.indexOf(':');
      const [ns, key] = colon > 0 ? [asked.slice(0, colon), asked.slice(colon + 1)] : [undefined, asked];
      // A namespace of another unit (ns:key with a name this unit does not have) is that unit's check.
      if (ns && !namespaces.has(fileOf(ns))) continue;
      if (!has(ns, key)) problems.push(`${path.relative(unitDir, file)}: t('${asked}') is in no English namespace`);
    }
  }
  return problems;
}
