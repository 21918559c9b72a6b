/**
 * The shell's strings (namespace `shell`): the frame, its error screens and the loading states.
 * Each language is its own small chunk; the entry loads the page's language before the first render.
 */
import { registerNamespaces } from 'shared-auth';
import { SHELL_STRINGS } from './strings';

export const SHELL_NS = 'shell';

registerNamespaces({ [SHELL_NS]: SHELL_STRINGS });
