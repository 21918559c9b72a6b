import { frontEndTestConfig } from 'shared-auth/testing/vitest-config';

// userEvent typing in happy-dom is slow on a busy machine.
export default frontEndTestConfig({ testTimeout: 20_000 });
