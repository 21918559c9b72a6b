/** Test helpers (tests only): the shared ones from shared-auth/testing. */
import { configure } from '@testing-library/react';

export {
  API,
  fakeToken,
  mockApi,
  renderWithProviders,
  type FakeClaims,
  type MockAnswer,
  type MockCall,
  type RenderOptions,
} from 'shared-auth/testing';

// findBy*/waitFor: wait up to 5 s (the default 1 s is too short when every workspace tests at once).
configure({ asyncUtilTimeout: 5000 });
