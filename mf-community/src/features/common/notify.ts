import { notifications } from '@mantine/notifications';

/** Toasts for outcomes. Kept in one place so they can follow the shell's shared helpers. */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: 'Done', message });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', title: 'Something went wrong', message });
}
