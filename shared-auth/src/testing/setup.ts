/**
 * Vitest setup shared by every front end (`setupFiles: ['shared-auth/testing/setup']`):
 * jest-dom matchers, the happy-dom shims Mantine needs, and a clean page after each test.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { installDomShims } from './dom';

installDomShims();

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
});
