/**
 * This unit's own translation code, loaded only under a shell that does not translate (unit.tsx).
 * The page's instance is made here (there is no other).
 */
import { pageInstance } from './i18n';

export { registerNamespaces, loadNamespaces, currentLanguage, currentIntlLocale } from './i18n';
export { formatTk, formatFixed2, formatCount, formatDate } from '../format';
export const i18n = pageInstance();
