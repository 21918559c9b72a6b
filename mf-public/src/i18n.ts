/**
 * mf-public's strings: one namespace per feature (`public-<feature>`), one JSON file per language
 * (src/locales/en/<feature>.json, src/locales/bn/<feature>.json), each its own chunk: a page loads
 * only the active language's strings of the namespaces it uses (shared-auth/src/i18n). Import
 * `NS` from here in a component (this registers the namespaces) and call
 * `useTranslation(NS.<feature>)` from react-i18next.
 */
import { registerNamespaces, type NamespaceLoaders } from 'shared-auth/i18n';

// The sign-in pages have a namespace each (a page downloads only its own strings: the public routes
// are held at a byte budget, e2e/perf-budget.e2e.ts); `forms` holds what every form checks (the
// validation messages), `common` what every page shows.
const FEATURES = [
  'common',
  'forms',
  'landing',
  'campaigns',
  'donate',
  'login',
  'register',
  'resetPassword',
  'verifyEmail',
  'leaderboard',
  'transparency',
  'contact',
] as const;
type Feature = (typeof FEATURES)[number];

export const NS = Object.fromEntries(FEATURES.map((f) => [f, `public-${f}`])) as { [F in Feature]: `public-${F}` };

const loaders = (feature: Feature): NamespaceLoaders => ({
  en: () => import(/* webpackChunkName: "strings-en-[request]" */ `./locales/en/${feature}.json`),
  bn: () => import(/* webpackChunkName: "strings-bn-[request]" */ `./locales/bn/${feature}.json`),
});

registerNamespaces(Object.fromEntries(FEATURES.map((f) => [NS[f], loaders(f)])));
