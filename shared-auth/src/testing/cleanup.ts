/**
 * shared-auth's own test files share their worker (vitest.config.ts): each test leaves an empty page
 * behind it, as a fresh file would find it.
 */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
});
