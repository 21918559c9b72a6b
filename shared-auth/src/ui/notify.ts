import { useSyncExternalStore } from 'react';
import { retryingLoad } from './retrying-load';

/**
 * Toasts without their weight on the first page load: @mantine/notifications and its container
 * (~8 KB compressed) are loaded on the first toast, or earlier on the person's first tap or key
 * press (so a toast after submitting a form does not wait for the download).
 */
type NotificationsModule = typeof import('@mantine/notifications');

let wanted = false;
const listeners = new Set<() => void>();

// A failed download (offline) is tried again by the next toast.
const loadModule: () => Promise<NotificationsModule> = retryingLoad(() => import('@mantine/notifications'));

/** Mounts the toast container (ReliefProviders renders it once wanted) and loads the module. */
function want(): Promise<NotificationsModule> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return loadModule();
}

/** Whether the toast container should be on the page (the first toast was asked for). */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/**
 * Loads the toast code ahead of the first toast, on the first tap or key press.
 * Returns a function that stops listening.
 */
export function preloadToastsOnFirstInteraction(target: EventTarget = window): () => void {
  const stop = () => {
    target.removeEventListener('pointerdown', preload, true);
    target.removeEventListener('keydown', preload, true);
  };
  function preload() {
    stop();
    void want().catch(() => undefined);
  }
  target.addEventListener('pointerdown', preload, true);
  target.addEventListener('keydown', preload, true);
  return stop;
}

let sequence = 0;

function show(options: { color: string; title?: string; message: string; autoClose: number }): string {
  sequence += 1;
  const id = `relief-toast-${sequence}`;
  want().then(
    ({ notifications }) => notifications.show({ id, withBorder: true, ...options }),
    (error: unknown) => console.error('[relief] could not load the toast code', error),
  );
  return id;
}

/** Takes every toast off the screen (signing out: "Welcome back, <name>" must not stay for the next person). */
export function clearToasts(): void {
  if (wanted) void loadModule().then(({ notifications }) => notifications.clean(), () => undefined);
}

/** A green toast with a message for the person (e.g. the server's success message). */
export function notifySuccess(message: string, title?: string): string {
  return show({ color: 'green', title, message, autoClose: 4000 });
}

/** A red toast telling the person what went wrong. Stays a little longer than a success. */
export function notifyError(message: string, title?: string): string {
  return show({ color: 'red', title, message, autoClose: 6000 });
}
