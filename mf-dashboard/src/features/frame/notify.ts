import { notifications } from '@mantine/notifications';

/** Tell the person a change worked. */
export function notifySuccess(message: string, title = 'Done'): void {
  notifications.show({ color: 'teal', title, message, autoClose: 4000 });
}

/** Tell the person a change failed, and why. */
export function notifyError(message: string, title = 'Something went wrong'): void {
  notifications.show({ color: 'red', title, message, autoClose: 7000 });
}
