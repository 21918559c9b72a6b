/** Toasts for outcomes: the shell's shared helpers (one notifications store, shared-auth is a singleton). */
export { notifySuccess, notifyError } from 'shared-auth';
