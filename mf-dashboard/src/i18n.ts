/**
 * mf-dashboard's strings: one namespace per feature (`dashboard-<feature>`), one JSON file per language
 * (src/locales/en/<feature>.json, src/locales/bn/<feature>.json), each its own chunk: a page loads
 * only the active language's strings of the namespaces it uses (shared-auth/src/i18n). Import
 * `NS` from here in a component (this registers the namespaces) and call
 * `useTranslation(NS.<feature>)` from react-i18next.
 */
import { registerNamespaces, type NamespaceLoaders } from 'shared-auth/i18n';

const FEATURES = ['common', 'frame', 'admin-overview', 'user-overview', 'user-donations', 'payments', 'messages', 'csv', 'volunteers', 'campaigns', 'causes', 'security', 'profile', 'testimonials', 'users', 'audit'] as const;
type Feature = (typeof FEATURES)[number];

export const NS = Object.fromEntries(FEATURES.map((f) => [f, `dashboard-${f}`])) as { [F in Feature]: `dashboard-${F}` };

const loaders = (feature: Feature): NamespaceLoaders => ({
  en: () => import(/* webpackChunkName: "strings-en-[request]" */ `./locales/en/${feature}.json`),
  bn: () => import(/* webpackChunkName: "strings-bn-[request]" */ `./locales/bn/${feature}.json`),
});

registerNamespaces(Object.fromEntries(FEATURES.map((f) => [NS[f], loaders(f)])));
