/**
 * Standalone development entry of mf_dashboard (npm run dev -w mf-dashboard): the remote's pages in the
 * same providers the shell gives them, without the shell. Not used when the shell loads
 * './pages' through Module Federation.
 */
import '@mantine/core/styles.css';
import { RequireAuth } from 'shared-auth';
import { startStandalone } from 'shared-auth/standalone';
import { RELIEF_API_URL } from './config';
import pages from './pages';

startStandalone({
  name: 'mf_dashboard',
  apiBaseUrl: RELIEF_API_URL,
  loginPlaceholder: true,
  routes: [{ path: '/dashboard/*', element: <RequireAuth><pages.Dashboard /></RequireAuth> }],
});
