/** Toasts: the product's shared helpers (green for done, red for what went wrong). */
export { notifyError, notifySuccess } from 'shared-auth';
