import { notifyError, notifySuccess } from 'shared-auth';

/** A toast that says something worked (the product's shared toast helpers); both texts translated by the caller. */
export function toastSuccess(message: string, title: string): void {
  notifySuccess(message, title);
}

/** A toast that says what went wrong; both texts translated by the caller. */
export function toastError(message: string, title: string): void {
  notifyError(message, title);
}
