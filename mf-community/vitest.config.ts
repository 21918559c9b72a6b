import { frontEndTestConfig } from 'shared-auth/testing/vitest-config';

// Interaction tests run slowly when the machine is busy (all workspaces test at once).
export default frontEndTestConfig({ testTimeout: 20_000 });
