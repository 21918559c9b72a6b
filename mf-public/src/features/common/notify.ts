import { notifications } from '@mantine/notifications';

/** A toast that says something worked. */
export function toastSuccess(message: string, title = 'Done'): void {
  notifications.show({ color: 'teal', title, message });
}

/** A toast that says what went wrong. */
export function toastError(message: string, title = 'Something went wrong'): void {
  notifications.show({ color: 'red', title, message, autoClose: 8000 });
}
