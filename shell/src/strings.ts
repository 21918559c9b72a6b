/**
 * The shell's strings per language (src/locales/<language>/shell.json), each its own chunk. Plain
 * loaders, without shared-auth: the entry (index.ts) starts the visit's language at once, before
 * the shared libraries have loaded; ./i18n registers the same loaders with shared-auth's instance
 * (same chunks: the second import is the first one's).
 */
import type { Language } from 'shared-auth/language';

export const SHELL_STRINGS: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import(/* webpackChunkName: "strings-shell-en" */ './locales/en/shell.json'),
  bn: () => import(/* webpackChunkName: "strings-shell-bn" */ './locales/bn/shell.json'),
};
