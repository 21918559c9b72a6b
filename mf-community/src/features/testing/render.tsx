/** Test helpers (tests only): the shared ones from shared-auth/testing. */
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
