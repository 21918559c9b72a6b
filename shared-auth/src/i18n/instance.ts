/**
 * The page's i18next instance, made when this module loads (the shell's shared-auth: before the
 * first render). Code that may run in a remote's own copy of shared-auth (unit.ts) calls
 * `pageInstance()` instead, so that importing it makes nothing.
 */
import { pageInstance } from './i18n';

export const i18n = pageInstance();
