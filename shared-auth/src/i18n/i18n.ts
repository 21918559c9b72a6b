/**
 * The one i18next instance of the page (shared-auth is a federation singleton, and so are
 * i18next and react-i18next): the shell and every remote translate through it.
 *
 * Strings live in namespaces. Each unit registers its own (`registerNamespaces`) with a loader
 * per language (a dynamic import of that language's JSON), so a page downloads only the active
 * language's strings for the namespaces it uses. Components call react-i18next's
 * `useTranslation(ns)`, which waits (Suspense) until the namespace is there.
 */
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { INTL_LOCALE, LANGUAGE_STORAGE_KEY, LANGUAGES, visitLanguage, type Language } from './language';
import sharedEn from '../locales/en/shared.json';
import sharedBn from '../locales/bn/shared.json';

/** shared-auth's own few strings (the product's title, "Loading"), in the code: every page needs them at once. */
export const SHARED_NS = 'shared';

type Resources = Record<string, ResourceKey>;
export type NamespaceLoader = () => Promise<{ default: Resources } | Resources>;
export type NamespaceLoaders = Record<Language, NamespaceLoader>;

function initialLanguage(): Language {
  const chosen = visitLanguage();
  if (typeof window === 'undefined') return chosen;
  // ?lang= is remembered like a click on the switch; a remembered choice is kept in the cookie too
  // (for the shell's server).
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage blocked
  }
  if (new URLSearchParams(window.location.search).has('lang') || stored) remember(chosen);
  return chosen;
}

function remember(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not remembered: the next visit decides again
  }
  // The same choice for the shell's server, which writes a page's first screen in this language
  // before any script runs (scripts/lib/first-screen.mjs).
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

/** The page's translation: its instance and the namespaces the units registered. */
interface PageI18n {
  i18n: I18n;
  loaders: Map<string, NamespaceLoaders>;
}

/**
 * One per page, whichever copy of this module makes it: the shell's shared-auth (a federation
 * singleton) makes it first; a remote that runs under a shell without translations (one deployed
 * before 2026-11-26) brings its own copy of this module (`shared-auth/i18n`, unit.ts), and every
 * such remote then shares the one its first copy made.
 */
const PAGE = Symbol.for('relief.i18n');

function pageI18n(): PageI18n {
  const scope = globalThis as typeof globalThis & { [PAGE]?: PageI18n };
  return (scope[PAGE] ??= createPageI18n());
}

function createPageI18n(): PageI18n {
  const loaders = new Map<string, NamespaceLoaders>();
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const load = loaders.get(namespace)?.[language as Language];
      if (!load) {
        callback(new Error(`no strings for namespace "${namespace}" in "${language}"`), false);
        return;
      }
      load().then(
        (module) => callback(null, ('default' in module ? module.default : module) as ResourceKey),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
  const instance = i18next.createInstance();
  void instance
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      supportedLngs: [...LANGUAGES],
      // No fallback language: a Bangla page loads only Bangla strings (a test checks that every key
      // exists in both languages).
      fallbackLng: false,
      load: 'currentOnly',
      ns: [SHARED_NS],
      defaultNS: SHARED_NS,
      resources: { en: { [SHARED_NS]: sharedEn }, bn: { [SHARED_NS]: sharedBn } },
      partialBundledLanguages: true,
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    });
  const syncDocument = () => {
    if (typeof document !== 'undefined') document.documentElement.lang = languageOf(instance);
  };
  syncDocument();
  instance.on('languageChanged', syncDocument);
  return { i18n: instance, loaders };
}

/** The page's i18next instance (made on first use). */
export const pageInstance = (): I18n => pageI18n().i18n;

/** The language an instance shows. */
function languageOf(instance: I18n): Language {
  return (instance.resolvedLanguage ?? instance.language) === 'bn' ? 'bn' : 'en';
}

/** The language the page shows. */
export const currentLanguage = (): Language => languageOf(pageI18n().i18n);

/** Intl locale of the page's language ("bn-BD", "en-US"). */
export const currentIntlLocale = (): string => INTL_LOCALE[currentLanguage()];

/**
 * Registers a unit's namespaces (call at module level; a second registration of a name replaces
 * the loaders). Namespaces a page needs at once can be loaded ahead with `loadNamespaces`.
 */
export function registerNamespaces(namespaces: Record<string, NamespaceLoaders>): void {
  const { loaders } = pageI18n();
  for (const [name, languageLoaders] of Object.entries(namespaces)) loaders.set(name, languageLoaders);
}

/** Starts loading namespaces in the page's language (e.g. alongside a page's code). */
export function loadNamespaces(namespaces: string[]): Promise<void> {
  return pageI18n().i18n.loadNamespaces(namespaces).then(() => undefined);
}

/** The namespaces registered so far (tests load them all). */
export const registeredNamespaces = (): string[] => [...pageI18n().loaders.keys()];

/** Switches the page's language and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  if (typeof window !== 'undefined') remember(language);
  await pageI18n().i18n.changeLanguage(language);
}
