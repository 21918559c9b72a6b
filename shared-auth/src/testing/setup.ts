/**
 * Vitest setup shared by every front end (`setupFiles: ['shared-auth/testing/setup']`):
 * jest-dom matchers, the happy-dom shims Mantine needs, and a clean page after each test.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { installDomShims } from './dom';

installDomShims();

// findBy*/waitFor wait up to 5 s: the default 1 s is too short when test files share a loaded machine
// (a CI run failed on it). A passing test waits no longer than before.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
});
