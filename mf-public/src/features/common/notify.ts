import { notifyError, notifySuccess } from 'shared-auth';

/** A toast that says something worked (the product's shared toast helpers). */
export function toastSuccess(message: string, title = 'Done'): void {
  notifySuccess(message, title);
}

/** A toast that says what went wrong. */
export function toastError(message: string, title = 'Something went wrong'): void {
  notifyError(message, title);
}
