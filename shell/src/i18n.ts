/**
 * The shell's strings (namespace `shell`): the frame, its error screens and the loading states.
 * Each language is its own small chunk; the entry loads the page's language before the first render.
 */
import { registerNamespaces } from 'shared-auth';

export const SHELL_NS = 'shell';

registerNamespaces({
  [SHELL_NS]: {
    en: () => import(/* webpackChunkName: "strings-shell-en" */ './locales/en/shell.json'),
    bn: () => import(/* webpackChunkName: "strings-shell-bn" */ './locales/bn/shell.json'),
  },
});
