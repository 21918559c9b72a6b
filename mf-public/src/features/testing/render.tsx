/** Test helpers (tests only): the shared ones from shared-auth/testing. */
export { API, fakeToken, mockApi, renderWithProviders, type MockCall, type MockRoute, type RenderOptions } from 'shared-auth/testing';
