/**
 * Vitest setup shared by every front end (`setupFiles: ['shared-auth/testing/setup']`):
 * jest-dom matchers, the happy-dom shims Mantine needs, and a clean page after each test.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { installDomShims } from './dom';
import { registeredNamespaces } from '../i18n/i18n';
import { i18n } from '../i18n/instance';

installDomShims();

// findBy*/waitFor wait up to 5 s: the default 1 s is too short when test files share a loaded machine
// (a CI run failed on it). A passing test waits no longer than before.
configure({ asyncUtilTimeout: 5000 });

// Tests read English unless they switch: every namespace the test file's imports registered is
// loaded before its first test (imports run before hooks), so components render without waiting.
beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(registeredNamespaces());
});
beforeEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
});
