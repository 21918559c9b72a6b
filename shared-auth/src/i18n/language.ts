/**
 * The product's languages and how a visit picks one (pure functions, unit-tested):
 * `?lang=bn|en` in the address wins (and is remembered), then the remembered choice, then the
 * browser's languages (the first of ours in its list), then English.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** localStorage key of the remembered choice. */
export const LANGUAGE_STORAGE_KEY = 'relief.lang';

/** Our language for a tag ("bn-BD" → bn, "en-GB" → en), or undefined. */
export function asLanguage(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : undefined;
}

/** `?lang=` of an address's search part, when it names one of ours. */
export function languageFromSearch(search: string): Language | undefined {
  return asLanguage(new URLSearchParams(search).get('lang'));
}

export interface LanguageSources {
  /** location.search */
  search: string;
  /** the remembered choice (localStorage) */
  stored: string | null;
  /** navigator.languages (or [navigator.language]) */
  browser: readonly string[];
}

export function pickLanguage({ search, stored, browser }: LanguageSources): Language {
  return languageFromSearch(search) ?? asLanguage(stored) ?? browser.map(asLanguage).find((l) => l !== undefined) ?? DEFAULT_LANGUAGE;
}

/**
 * The language of this visit in a browser (pickLanguage over the address, the remembered choice
 * and the browser's languages); English outside a browser. Imported as `shared-auth/language`
 * (bundled, not shared) by the shell's entry, which preloads a page's strings before the shared
 * libraries have loaded; shared-auth's i18n instance starts with the same answer.
 */
export function visitLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage blocked: the browser's language decides
  }
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return pickLanguage({ search: window.location.search, stored, browser });
}

/** What Intl formats with for each language (৳ and Bengali digits for bn). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-US', bn: 'bn-BD' };

/**
 * A text given in each language (route titles and links a remote publishes in its manifest).
 * A plain string is English only: an older remote's manifest.
 */
export type Localized = string | ({ en: string } & Partial<Record<Language, string>>);

export function localized(text: Localized, language: Language): string {
  return typeof text === 'string' ? text : (text[language] ?? text.en);
}
