import { notifications } from '@mantine/notifications';

/** A green toast with a message for the person (e.g. the server's success message). */
export function notifySuccess(message: string, title?: string): string {
  return notifications.show({ color: 'green', title, message, autoClose: 4000, withBorder: true });
}

/** A red toast telling the person what went wrong. Stays a little longer than a success. */
export function notifyError(message: string, title?: string): string {
  return notifications.show({ color: 'red', title, message, autoClose: 6000, withBorder: true });
}
