import { frontEndTestConfig } from 'shared-auth/testing/vitest-config';

export default frontEndTestConfig();
