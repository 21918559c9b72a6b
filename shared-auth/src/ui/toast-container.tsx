import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toast container, loaded with the first toast (see notify.ts). */
export default function ToastContainer() {
  // Bottom right: toasts never cover the sticky navbar (Login / Logout, the burger).
  return <Notifications position="bottom-right" zIndex={1000} />;
}
